import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import { MOMENT_HINT, optionalMoment } from '../helpers/moments';
import { requireImo } from '../helpers/referenceIds';
import { optionMatcher, readOption } from '../../shared/helpers/readers/option';
import { requireShown } from '../../shared/helpers/readers/displayRules';
import { requireUuid } from '../../shared/helpers/readers/ids';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, requestDocument } from '../../shared/transport';

const FIND_BY_OPTIONS = [
	{
		name: 'IMO Number',
		value: 'imo',
		description: 'The seven-digit number every seagoing ship keeps for life',
	},
	{ name: 'ID', value: 'id', description: 'Terminal49’s ID of the vessel' },
];
const FIND_BY_MATCHER = optionMatcher(FIND_BY_OPTIONS);

const properties: INodeProperties[] = [
	{
		displayName: 'Find By',
		name: 'findBy',
		type: 'options',
		options: FIND_BY_OPTIONS,
		default: 'imo',
	},
	{
		displayName: 'IMO Number',
		name: 'imo',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 9811000',
		displayOptions: { show: { findBy: ['imo'] } },
		description: 'The vessel’s IMO number; a shipment’s pod_vessel_imo, for example',
	},
	{
		displayName: 'Vessel ID',
		name: 'vesselId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
		displayOptions: { show: { findBy: ['id'] } },
		description: 'Terminal49’s ID of the vessel',
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Positions From',
				name: 'positionsFrom',
				type: 'dateTime',
				default: '',
				description:
					'Also return the vessel’s positions since this moment (7 days back when only Positions To is set). A paid feature of Terminal49 (routing data).',
				hint: MOMENT_HINT,
			},
			{
				displayName: 'Positions To',
				name: 'positionsTo',
				type: 'dateTime',
				default: '',
				description:
					'Also return the vessel’s positions up to this moment (now by default). A paid feature of Terminal49 (routing data).',
				hint: MOMENT_HINT,
			},
		],
	},
	...outputProperties('vessel'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['vessel'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const givenFindBy = this.getNodeParameter('findBy', itemIndex, 'imo');
	const findBy = readOption(
		node,
		FIND_BY_MATCHER,
		givenFindBy,
		{ parameter: 'Find By', one: 'a way to find the vessel' },
		itemIndex,
	);
	const [name, shownName] = findBy === 'id' ? ['vesselId', 'Vessel ID'] : ['imo', 'IMO Number'];
	const label = FIND_BY_OPTIONS.find((option) => option.value === findBy)?.name;
	requireShown(
		node,
		name,
		shownName,
		{
			parameter: 'Find By',
			given: givenFindBy,
			shows: `"${findBy}" (${label} chosen from its list)`,
		},
		itemIndex,
	);
	const key =
		findBy === 'id'
			? requireUuid(node, this.getNodeParameter('vesselId', itemIndex), 'Vessel ID', itemIndex)
			: requireImo(node, this.getNodeParameter('imo', itemIndex), 'IMO Number', itemIndex);
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const from = optionalMoment.call(this, options.positionsFrom, 'Positions From', itemIndex);
	const to = optionalMoment.call(this, options.positionsTo, 'Positions To', itemIndex);
	if (from && to && Date.parse(from) > Date.parse(to)) {
		throw new NodeOperationError(node, 'Positions From is after Positions To', {
			description: 'Swap the two moments.',
			itemIndex,
		});
	}
	const qs: IDataObject = {};
	if (from) qs['show_positions[from_timestamp]'] = from;
	if (to) qs['show_positions[to_timestamp]'] = to;
	const choice = readOutputChoice.call(this, itemIndex);

	const document = await requestDocument.call(this, {
		method: 'GET',
		path: apiPath`/vessels/${key}`,
		qs,
		subject: { label: 'vessel', id: key },
		paidFeature: from || to ? 'Vessel positions (routing data)' : undefined,
		itemIndex,
	});
	return outputDocument(node, choice, document, itemIndex);
}
