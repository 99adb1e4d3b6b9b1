import type { INodeProperties } from 'n8n-workflow';

import { getOnlyOperation, referenceGet } from '../referenceGet';

const get = referenceGet({
	resource: 'port',
	recordType: 'port',
	noun: 'port',
	path: '/ports',
	parameter: { name: 'portId', displayName: 'Port ID or LOCODE', hint: 'A shipment’s port_of_discharge, for example, or a UN/LOCODE such as USLAX' },
	acceptsLocode: true,
});

export const operations = { get: get.execute };

export const description: INodeProperties[] = [
	getOnlyOperation('port', 'port', 'Get a port by ID or UN/LOCODE: name, country, time zone, coordinates'),
	...get.description,
];
