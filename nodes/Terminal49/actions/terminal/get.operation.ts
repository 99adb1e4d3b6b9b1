import { referenceGet } from '../helpers/referenceGet';

export const { description, execute } = referenceGet({
	resource: 'terminal',
	recordType: 'terminal',
	noun: 'terminal',
	collection: 'terminals',
	parameter: {
		name: 'terminalId',
		displayName: 'Terminal ID',
		hint: 'A container’s pod_terminal, for example {{ $json.pod_terminal.id }}',
	},
	acceptsLocode: false,
});
