import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import { requireCoordinate } from '../helpers/referenceIds';
import { requireUuid } from '../../shared/helpers/readers/ids';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, requestDocument } from '../../shared/transport';
import { readBoolean } from '../../shared/helpers/readers/boolean';
import { requireShown } from '../../shared/helpers/readers/displayRules';

const uuidField = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
	description,
});

const properties: INodeProperties[] = [
	uuidField('Vessel ID', 'vesselId', 'Terminal49’s ID of the vessel'),
	uuidField(
		'Previous Port ID',
		'previousPortId',
		'Terminal49’s ID of the port the vessel comes from',
	),
	uuidField('Port ID', 'portId', 'Terminal49’s ID of the port the vessel is heading to'),
	{
		displayName: 'Start From Coordinates',
		name: 'fromCoordinates',
		type: 'boolean',
		default: false,
		description:
			'Whether to estimate the route from a position you give instead of the vessel’s last known one',
	},
	{
		displayName: 'Latitude',
		name: 'latitude',
		type: 'number',
		typeOptions: { minValue: -90, maxValue: 90, numberPrecision: 6 },
		required: true,
		default: 0,
		displayOptions: { show: { fromCoordinates: [true] } },
		description: 'Decimal degrees, south negative',
	},
	{
		displayName: 'Longitude',
		name: 'longitude',
		type: 'number',
		typeOptions: { minValue: -180, maxValue: 180, numberPrecision: 6 },
		required: true,
		default: 0,
		displayOptions: { show: { fromCoordinates: [true] } },
		description: 'Decimal degrees, west negative',
	},
	...outputProperties('vessel'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['vessel'], operation: ['getFuturePositions'] } },
	properties,
);

/** The vessel with its estimated positions (one a minute) to the port: a paid feature (routing data). */
export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const id = requireUuid(
		node,
		this.getNodeParameter('vesselId', itemIndex),
		'Vessel ID',
		itemIndex,
	);
	const previousPortId = requireUuid(
		node,
		this.getNodeParameter('previousPortId', itemIndex),
		'Previous Port ID',
		itemIndex,
	);
	const portId = requireUuid(
		node,
		this.getNodeParameter('portId', itemIndex),
		'Port ID',
		itemIndex,
	);
	if (portId === previousPortId) {
		throw new NodeOperationError(node, 'Port ID and Previous Port ID are the same port', {
			description: 'A route needs two ports: where the vessel comes from and where it is heading.',
			itemIndex,
		});
	}
	const qs: IDataObject = { port_id: portId, previous_port_id: previousPortId };
	const givenFromCoordinates = this.getNodeParameter('fromCoordinates', itemIndex, false);
	const fromCoordinates = readBoolean(
		this.getNode(),
		givenFromCoordinates,
		'Start From Coordinates',
		itemIndex,
	);
	if (fromCoordinates) {
		const controller = {
			parameter: 'Start From Coordinates',
			given: givenFromCoordinates,
			shows: 'the boolean true (its switch turned on)',
		};
		requireShown(node, 'latitude', 'Latitude', controller, itemIndex);
		requireShown(node, 'longitude', 'Longitude', controller, itemIndex);
		qs.latitude = requireCoordinate(
			node,
			this.getNodeParameter('latitude', itemIndex),
			'Latitude',
			itemIndex,
		);
		qs.longitude = requireCoordinate(
			node,
			this.getNodeParameter('longitude', itemIndex),
			'Longitude',
			itemIndex,
		);
	}
	const choice = readOutputChoice.call(this, itemIndex);
	const document = await requestDocument.call(this, {
		method: 'GET',
		path: fromCoordinates
			? apiPath`/vessels/${id}/future_positions_with_coordinates`
			: apiPath`/vessels/${id}/future_positions`,
		qs,
		subject: { label: 'vessel', id },
		paidFeature: 'Vessel future positions (routing data)',
		itemIndex,
	});
	return outputDocument(node, choice, document, itemIndex);
}
