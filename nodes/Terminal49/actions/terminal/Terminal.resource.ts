import type { INodeProperties } from 'n8n-workflow';

import { getOnlyOperation } from '../helpers/referenceGet';
import * as get from './get.operation';

export const operations = { get: get.execute };

export const description: INodeProperties[] = [
	getOnlyOperation(
		'terminal',
		'terminal',
		'Get a terminal: its name, address and FIRMS, SMDG and BIC codes',
	),
	...get.description,
];
