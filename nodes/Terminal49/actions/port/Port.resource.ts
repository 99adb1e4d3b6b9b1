import type { INodeProperties } from 'n8n-workflow';

import { getOnlyOperation } from '../helpers/referenceGet';
import * as get from './get.operation';

export const operations = { get: get.execute };

export const description: INodeProperties[] = [
	getOnlyOperation(
		'port',
		'port',
		'Get a port by ID or UN/LOCODE: name, country, time zone, coordinates',
	),
	...get.description,
];
