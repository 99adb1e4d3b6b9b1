import type { INodeProperties } from 'n8n-workflow';

import { getOnlyOperation, referenceGet } from '../referenceGet';

const get = referenceGet({
	resource: 'metroArea',
	recordType: 'metro_area',
	noun: 'metro area',
	path: '/metro_areas',
	parameter: { name: 'metroAreaId', displayName: 'Metro Area ID or LOCODE', hint: 'A shipment’s inland destination, for example, or a UN/LOCODE such as USCHI' },
	acceptsLocode: true,
});

export const operations = { get: get.execute };

export const description: INodeProperties[] = [
	getOnlyOperation('metroArea', 'metro area', 'Get an inland metro area by ID or UN/LOCODE: name, time zone, coordinates'),
	...get.description,
];
