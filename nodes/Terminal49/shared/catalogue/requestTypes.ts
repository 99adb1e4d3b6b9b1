import { optionMatcher } from '../helpers/optionMatcher';

/** `request_type` values of a tracking request, with the shipping-line flag that says a carrier supports it. */
export const REQUEST_TYPES = [
	{ name: 'Bill of Lading', value: 'bill_of_lading', support: 'bill_of_lading_tracking_support' },
	{ name: 'Booking Number', value: 'booking_number', support: 'booking_number_tracking_support' },
	{ name: 'Container', value: 'container', support: 'container_number_tracking_support' },
] as const;

/** Request types as written by people and models: `Bill of Lading`, `bl`, `container number`. */
export const REQUEST_TYPE_MATCHER = optionMatcher(
	REQUEST_TYPES.map(({ name, value }) => ({ name, value })),
	{
		bl: 'bill_of_lading',
		bol: 'bill_of_lading',
		'bill of lading number': 'bill_of_lading',
		'master bill of lading': 'bill_of_lading',
		booking: 'booking_number',
		'container number': 'container',
	},
);

/** The Carrier option that has Terminal49 infer the carrier from the number. Not a SCAC: those have four letters. */
export const AUTO_DETECT = 'autoDetect';

/** The Carrier option that sends the API's own `auto_detect_vocc_scac`: created at once as pending, the carrier found (or not) afterwards. */
export const AUTO_DETECT_BY_TERMINAL49 = 'autoDetectByTerminal49';
