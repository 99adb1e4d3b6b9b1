import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiPath, terminal49Request } from '../../shared/transport';
import { isObject } from '../../shared/helpers/objects';
import type { OperationExecute } from '../helpers/types';
import { documentIdOf, documentLocator } from './locator';

/** A step Terminal49 runs later answers with its status (plain JSON, such as `{status: "accepted"}`); "accepted" when it says none. */
export function acceptedStatusOf(answer: unknown): string {
	return isObject(answer) && typeof answer.status === 'string' ? answer.status : 'accepted';
}

/**
 * Re-extract, Re-classify and Re-link differ only in their path: each asks Terminal49 to run a
 * step again for one document and answers 202 at once; the result arrives later (by webhook).
 */
export function reprocessOperation(
	operation: string,
	action: 'reextract' | 'reclassify' | 'relink',
	what: string,
): {
	description: INodeProperties[];
	execute: OperationExecute;
} {
	return {
		description: updateDisplayOptions(
			{ show: { resource: ['document'], operation: [operation] } },
			[documentLocator(`The document to ${what}`)],
		),
		async execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
			const id = documentIdOf.call(this, itemIndex);
			const answer = await terminal49Request.call(this, {
				method: 'POST',
				path: apiPath`/documents/${id}/${action}`,
				subject: { label: 'document', id },
				itemIndex,
			});
			return [{ id, action, status: acceptedStatusOf(answer) }];
		},
	};
}
