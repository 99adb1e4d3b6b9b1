import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { shownValue } from '../../shared/helpers/valuesInMessages';
import { isBlank } from '../../shared/helpers/readers/characters';
import { readRequiredText, readText } from '../../shared/helpers/readers/text';

/** Fields both Create and Update may set. */
export const editableFields: INodeProperties[] = [
	{
		displayName: 'Default Format',
		name: 'defaultFormat',
		type: 'string',
		default: '',
		placeholder: 'e.g. MM/DD/YYYY',
		description: 'How Terminal49 shows the value by default',
	},
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		default: '',
		description: 'What the field is for, shown to Terminal49 users',
	},
	{
		displayName: 'Validation (JSON)',
		name: 'validation',
		type: 'json',
		default: '{}',
		description:
			'Rules the value must follow, as Terminal49 defines them for the data type, for example {"max_length": 40}',
	},
];

/** The API attributes of the editable fields present, checked. */
export function editableAttributes(
	this: IExecuteFunctions,
	fields: IDataObject,
	itemIndex: number,
): IDataObject {
	const attributes: IDataObject = {};
	if (fields.displayName !== undefined) {
		attributes.display_name = readRequiredText(
			this.getNode(),
			fields.displayName,
			{
				parameter: 'Display Name',
				accepted: 'the name Terminal49 users see',
				fix: 'Enter the name Terminal49 users see.',
			},
			itemIndex,
		);
	}
	// Text that shows nothing (blank, a zero-width space) clears, as empty text does: it would show as nothing anyway.
	const clearedIfBlank = (text: string) => (isBlank(text) ? null : text);
	if (fields.description !== undefined)
		attributes.description = clearedIfBlank(
			readText(this.getNode(), fields.description, 'Description', itemIndex),
		);
	if (fields.defaultFormat !== undefined)
		attributes.default_format = clearedIfBlank(
			readText(this.getNode(), fields.defaultFormat, 'Default Format', itemIndex),
		);
	if (fields.validation !== undefined)
		attributes.validation = jsonObject.call(
			this,
			fields.validation,
			'Validation (JSON)',
			itemIndex,
		);
	return attributes;
}

function jsonObject(
	this: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): IDataObject | null {
	let parsed: unknown = value;
	if (typeof value === 'string') {
		if (value.trim() === '') return null;
		try {
			parsed = JSON.parse(value);
		} catch {
			throw new NodeOperationError(
				this.getNode(),
				`${field} is not valid JSON: ${shownValue(value)}`,
				{
					description: 'Give an object such as {"max_length": 40}, or {} for none.',
					itemIndex,
				},
			);
		}
	}
	if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
		throw new NodeOperationError(this.getNode(), `${field} must be a JSON object`, {
			description: 'Give an object such as {"max_length": 40}, or {} for none.',
			itemIndex,
		});
	}
	return Object.keys(parsed).length === 0 ? null : (parsed as IDataObject);
}
