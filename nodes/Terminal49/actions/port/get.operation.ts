import { referenceGet } from '../helpers/referenceGet';

export const { description, execute } = referenceGet({
	resource: 'port',
	recordType: 'port',
	noun: 'port',
	collection: 'ports',
	parameter: {
		name: 'portId',
		displayName: 'Port ID or LOCODE',
		hint: 'A shipment’s port_of_discharge, for example, or a UN/LOCODE such as USLAX',
	},
	acceptsLocode: true,
});
