import { referenceGet } from '../helpers/referenceGet';

export const { description, execute } = referenceGet({
	resource: 'metroArea',
	recordType: 'metro_area',
	noun: 'metro area',
	collection: 'metro_areas',
	parameter: {
		name: 'metroAreaId',
		displayName: 'Metro Area ID or LOCODE',
		hint: 'A shipment’s inland destination, for example, or a UN/LOCODE such as USCHI',
	},
	acceptsLocode: true,
});
