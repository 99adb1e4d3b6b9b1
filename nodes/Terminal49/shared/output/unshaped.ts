import type { IDataObject, INode } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { JsonApiDocument, JsonApiResource } from '../jsonapi';
import { documentWithoutSecrets, flattenResource, indexIncluded, withoutSecret } from '../jsonapi';

/*
 * The answer before any shape: Raw's resources and document, and the record All Fields gives
 * (which Simplified and Selected Fields are shaped from), each without the secrets its records
 * carry. The door already drops them, but for an answer read with `keepSecret`; here is where no
 * output can carry one whatever the answer was read with.
 */

/** The API's resources as n8n items, untouched but for a webhook's secret. */
export function rawResources(resources: JsonApiResource[]): IDataObject[] {
	return resources.map((resource) => ({ ...withoutSecret(resource) }) as IDataObject);
}

/**
 * A single-record answer as n8n receives it: `data`, `included` and `links`, read as in
 * rawResources. `keepSecret` only for the one answer whose secret the user asked to see (a
 * webhook just created with Return Signing Secret on).
 */
export function rawDocument(
	document: JsonApiDocument,
	options: { keepSecret?: boolean } = {},
): IDataObject {
	return {
		...(options.keepSecret === true ? document : documentWithoutSecrets(document)),
	} as IDataObject;
}

/**
 * The primary record of a single-record answer as All Fields gives it: flattened, with its included
 * records merged in. Simplified and Selected Fields are shaped from it.
 */
export function allFieldsRecord(
	node: INode,
	answer: JsonApiDocument,
	itemIndex: number,
): IDataObject {
	const document = documentWithoutSecrets(answer);
	const { data } = document;
	if (typeof data !== 'object' || data === null || Array.isArray(data)) {
		throw new NodeApiError(
			node,
			{ message: 'no record in answer' },
			{
				message: 'Terminal49 answered without the record that was asked for',
				description:
					'This is a fault of the API. Try again, or set Output to Raw (Simplify off in version 1) to see its answer.',
				itemIndex,
			},
		);
	}
	return flattenResource(data, indexIncluded(document.included));
}
