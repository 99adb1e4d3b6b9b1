import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { customFieldListPath } from '../../shared/customFields/definitions';
import { requestDocument } from '../../shared/transport';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiSlugProperty, fieldWriteOf, valueProperty, withEntityNumber } from './fields';
import { entityProperties } from './locator';

const properties: INodeProperties[] = [
	...entityProperties((label) => `The ID of the ${label} to give the field`),
	apiSlugProperty,
	valueProperty,
	...outputProperties('custom_field', { v1AlwaysFlat: true }),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customField'], operation: ['create'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const choice = readOutputChoice.call(this, itemIndex);
	const write = await fieldWriteOf.call(this, itemIndex);
	const { entity, id: entityId, label, apiSlug, value } = write;

	const document = await requestDocument.call(this, {
		method: 'POST',
		path: customFieldListPath(entity, entityId),
		body: { data: { type: 'custom_field', attributes: { api_slug: apiSlug, value } } },
		subject: { label, id: entityId },
		itemIndex,
	});
	return withEntityNumber(
		outputDocument(this.getNode(), choice, document, itemIndex),
		write,
		choice,
	);
}
