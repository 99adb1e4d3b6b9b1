import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiPath, terminal49Request } from '../../shared/transport';
import { documentIdOf, documentLocator } from './locator';
import { acceptedStatusOf } from './reprocessOperation';
import { wholeNumberOf } from '../../shared/helpers/readers/number';
import { refusalError } from '../../shared/helpers/valuesInMessages';

const DEGREES = [90, 180, 270];

const properties: INodeProperties[] = [
	documentLocator('The image document to rotate'),
	{
		displayName: 'Degrees',
		name: 'degrees',
		type: 'options',
		options: [
			{ name: '90° Clockwise', value: 90 },
			{ name: '180°', value: 180 },
			{ name: '270° Clockwise (90° Counter-Clockwise)', value: 270 },
		],
		default: 90,
		description: 'How far to turn the image. Only image documents can be rotated.',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['document'], operation: ['rotate'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = documentIdOf.call(this, itemIndex);
	const raw = this.getNodeParameter('degrees', itemIndex);
	const degrees = wholeNumberOf(raw);
	if (degrees === undefined || !DEGREES.includes(degrees)) {
		throw refusalError(
			this.getNode(),
			{ parameter: 'Degrees', given: raw, accepted: '90, 180 or 270' },
			itemIndex,
		);
	}
	const answer = await terminal49Request.call(this, {
		method: 'POST',
		path: apiPath`/documents/${id}/rotate`,
		body: { degrees },
		subject: { label: 'document', id },
		itemIndex,
		plainJson: true,
	});
	return [{ id, action: 'rotate', degrees, status: acceptedStatusOf(answer) }];
}
