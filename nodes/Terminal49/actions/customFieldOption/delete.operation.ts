import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiPath, terminal49Request } from '../../shared/transport';
import { choiceDefinitionProperty, optionIdProperty, optionIdsOf } from './locator';

const properties: INodeProperties[] = [choiceDefinitionProperty, optionIdProperty];

export const description = updateDisplayOptions(
	{ show: { resource: ['customFieldOption'], operation: ['delete'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const { definitionId, optionId } = optionIdsOf.call(this, itemIndex);
	await terminal49Request.call(this, {
		method: 'DELETE',
		path: apiPath`/custom_field_definitions/${definitionId}/options/${optionId}`,
		subject: { label: 'custom field option', id: optionId },
		itemIndex,
	});
	return [{ id: optionId, definition_id: definitionId, deleted: true }];
}
