import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from './shape';
import { pickFields } from './shape';

/** A carrier: every attribute is one a reader uses, so Simplified keeps them all. */
const FIELDS = [
	'scac',
	'name',
	'short_name',
	'alternative_scacs',
	'bill_of_lading_tracking_support',
	'booking_number_tracking_support',
	'container_number_tracking_support',
] as const;
/** Also in the live API's answers, offered by Selected Fields. */
const MORE_FIELDS = ['tracking_url', 'contact_url', 'provided_data'] as const;

export const shippingLineShape: RecordShape = {
	fields: [...FIELDS, ...MORE_FIELDS],
	simplify: (flat: IDataObject) => pickFields(flat, ['id', ...FIELDS]),
};
