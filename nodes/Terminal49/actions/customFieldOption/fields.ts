import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readWholeNumber } from '../../shared/helpers/readers/number';
import { readRequiredText } from '../../shared/helpers/readers/text';

export const positionProperty: INodeProperties = {
	displayName: 'Position',
	name: 'position',
	type: 'number',
	typeOptions: { minValue: 0, numberPrecision: 0 },
	default: 0,
	description: 'Where the option appears in the list, 0 first',
};

export function requireLabel(this: IExecuteFunctions, value: unknown, itemIndex: number): string {
	return readRequiredText(
		this.getNode(),
		value,
		{ parameter: 'Label', accepted: 'the text users pick', fix: 'Enter the text users pick.' },
		itemIndex,
	);
}

export function requirePosition(
	this: IExecuteFunctions,
	value: unknown,
	itemIndex: number,
): number {
	return readWholeNumber(
		this.getNode(),
		value,
		{ parameter: 'Position', accepted: 'a whole number from 0', min: 0 },
		itemIndex,
	);
}

export function optionAttributes(
	this: IExecuteFunctions,
	fields: IDataObject,
	itemIndex: number,
): IDataObject {
	const attributes: IDataObject = {};
	if (fields.label !== undefined)
		attributes.label = requireLabel.call(this, fields.label, itemIndex);
	if (fields.position !== undefined)
		attributes.position = requirePosition.call(this, fields.position, itemIndex);
	return attributes;
}
