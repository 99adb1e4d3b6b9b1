import type { FieldType, INodePropertyOptions } from 'n8n-workflow';

/** A custom field definition's `data_type`, as the API spells it. */
export type CustomFieldDataType =
	| 'short_text'
	| 'number'
	| 'boolean'
	| 'date'
	| 'datetime'
	| 'enum'
	| 'enum_multi'
	| 'reference';

interface DataTypeFacts {
	/** The Data Type dropdown's name for it. */
	name: string;
	/** As output (`data_type_label`) and descriptions name it; descriptions write it in lower case. */
	label: string;
	/** Whether a value is chosen from the definition's options. */
	hasOptions: boolean;
	/**
	 * The input n8n's column mapper shows for it. A multiple choice is a dropdown too: one option
	 * picked there, several by an expression (a list or labels separated by commas).
	 */
	mapperType: FieldType;
	/** The mapper's dropdown where the data type fixes it rather than the definition's options. */
	mapperChoices?: INodePropertyOptions[];
}

/**
 * True/False in the mapper: a dropdown that stays empty until one is chosen. n8n's mapper gives a
 * toggle (type boolean) the value false as soon as the field shows, and saves it, so a field
 * nobody touched would be written false; an empty dropdown is saved as nothing and writes nothing.
 */
const TRUE_FALSE_CHOICES: INodePropertyOptions[] = [
	{ name: 'True', value: 'true' },
	{ name: 'False', value: 'false' },
];

/** The one list of custom-field data types. */
export const CUSTOM_FIELD_DATA_TYPES: Readonly<Record<CustomFieldDataType, DataTypeFacts>> = {
	short_text: { name: 'Text', label: 'Text', hasOptions: false, mapperType: 'string' },
	number: { name: 'Number', label: 'Number', hasOptions: false, mapperType: 'number' },
	boolean: {
		name: 'True/False',
		label: 'True/False',
		hasOptions: false,
		mapperType: 'options',
		mapperChoices: TRUE_FALSE_CHOICES,
	},
	date: { name: 'Date', label: 'Date', hasOptions: false, mapperType: 'dateTime' },
	datetime: {
		name: 'Date and Time',
		label: 'Date and time',
		hasOptions: false,
		mapperType: 'dateTime',
	},
	enum: { name: 'Single Choice', label: 'Single choice', hasOptions: true, mapperType: 'options' },
	enum_multi: {
		name: 'Multiple Choice',
		label: 'Multiple choice',
		hasOptions: true,
		mapperType: 'options',
	},
	reference: { name: 'Reference', label: 'Reference', hasOptions: false, mapperType: 'string' },
};

const DATA_TYPES = Object.keys(CUSTOM_FIELD_DATA_TYPES) as CustomFieldDataType[];

/** The Data Type dropdown's choices, by name. */
export const DATA_TYPE_OPTIONS: Array<{ name: string; value: CustomFieldDataType }> =
	DATA_TYPES.map((value) => ({
		name: CUSTOM_FIELD_DATA_TYPES[value].name,
		value,
	})).sort((a, b) => a.name.localeCompare(b.name));

export function isCustomFieldDataType(value: unknown): value is CustomFieldDataType {
	return typeof value === 'string' && (DATA_TYPES as string[]).includes(value);
}

/** Whether a definition of this `data_type` has options to choose from (enum and enum_multi). */
export function hasOptions(dataType: unknown): boolean {
	return isCustomFieldDataType(dataType) && CUSTOM_FIELD_DATA_TYPES[dataType].hasOptions;
}

/** "date and time" for `datetime`, as a description names it; a data type not known here as the API spells it. */
export function dataTypeWords(dataType: string): string {
	return isCustomFieldDataType(dataType)
		? CUSTOM_FIELD_DATA_TYPES[dataType].label.toLowerCase()
		: dataType;
}

/** The column mapper's input for a `data_type`; text for one not known here, which is sent as given. */
export function mapperTypeOf(dataType: string): FieldType {
	return isCustomFieldDataType(dataType) ? CUSTOM_FIELD_DATA_TYPES[dataType].mapperType : 'string';
}

/** The dropdown the data type itself gives the mapper (True/False's), or undefined. */
export function mapperChoicesOf(dataType: string): INodePropertyOptions[] | undefined {
	const choices = isCustomFieldDataType(dataType)
		? CUSTOM_FIELD_DATA_TYPES[dataType].mapperChoices
		: undefined;
	return choices?.map((choice) => ({ ...choice }));
}
