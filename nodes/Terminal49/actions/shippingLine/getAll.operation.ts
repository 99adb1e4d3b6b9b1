import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fetchShippingLines, lineMatches } from '../../shared/lookups/shippingLines';
import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { limitProperties, readLimit } from '../helpers/limit';
import { readOptionalText } from '../../shared/helpers/readers/text';

const properties: INodeProperties[] = [
	...limitProperties,
	{
		displayName: 'Search',
		name: 'search',
		type: 'string',
		default: '',
		placeholder: 'e.g. Maersk or MAEU',
		description:
			'Keep the carriers whose name, short name or SCAC (alternative SCACs included) contains this text, in any case',
	},
	...outputProperties('shipping_line'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['shippingLine'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const limit = readLimit.call(this, itemIndex, false) ?? Infinity;
	const search =
		readOptionalText(
			this.getNode(),
			this.getNodeParameter('search', itemIndex, ''),
			'Search',
			itemIndex,
		) ?? '';
	const choice = readOutputChoice.call(this, itemIndex);
	// The API has no search and no pages for carriers: one request, filtered here.
	const lines = (await fetchShippingLines.call(this, itemIndex)).filter((line) =>
		lineMatches(line, search),
	);
	return outputList(choice, lines.slice(0, limit), []);
}
