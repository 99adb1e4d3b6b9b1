import type { INodeProperties } from 'n8n-workflow';

import { getOnlyOperation, referenceGet } from '../referenceGet';

const get = referenceGet({
	resource: 'terminal',
	recordType: 'terminal',
	noun: 'terminal',
	path: '/terminals',
	parameter: { name: 'terminalId', displayName: 'Terminal ID', hint: 'A container’s pod_terminal, for example {{ $json.pod_terminal.id }}' },
	acceptsLocode: false,
});

export const operations = { get: get.execute };

export const description: INodeProperties[] = [
	getOnlyOperation('terminal', 'terminal', 'Get a terminal: its name, address and FIRMS, SMDG and BIC codes'),
	...get.description,
];
