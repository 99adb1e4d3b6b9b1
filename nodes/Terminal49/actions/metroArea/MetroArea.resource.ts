import type { INodeProperties } from 'n8n-workflow';

import { getOnlyOperation } from '../helpers/referenceGet';
import * as get from './get.operation';

export const operations = { get: get.execute };

export const description: INodeProperties[] = [
	getOnlyOperation(
		'metroArea',
		'metro area',
		'Get an inland metro area by ID or UN/LOCODE: name, time zone, coordinates',
	),
	...get.description,
];
