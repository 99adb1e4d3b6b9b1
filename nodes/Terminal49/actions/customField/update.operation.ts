import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { customFieldValuePath } from '../../shared/customFields/definitions';
import { patchRecord } from '../helpers/updateRecord';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiSlugProperty, fieldWriteOf, valueProperty, withEntityNumber } from './fields';
import { entityProperties } from './locator';

const properties: INodeProperties[] = [
	...entityProperties((label) => `The ID of the ${label} whose field to set`),
	apiSlugProperty,
	valueProperty,
	...outputProperties('custom_field', { v1AlwaysFlat: true }),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customField'], operation: ['update'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const choice = readOutputChoice.call(this, itemIndex);
	const write = await fieldWriteOf.call(this, itemIndex);
	const { entity, id: entityId, label, apiSlug, value } = write;

	const document = await patchRecord.call(this, {
		path: customFieldValuePath(entity, entityId, apiSlug),
		type: 'custom_field',
		attributes: { value },
		subject: { label, id: entityId },
		itemIndex,
	});
	return withEntityNumber(
		outputDocument(this.getNode(), choice, document, itemIndex),
		write,
		choice,
	);
}
