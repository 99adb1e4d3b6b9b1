import { optionMatcher } from '../helpers/readers/option';

/**
 * `request_type` values of a tracking request: the Request Type dropdown's name, the label output
 * gives (`request_type_label`), and the shipping-line flag that says a carrier supports it.
 */
export const REQUEST_TYPES = [
	{
		name: 'Bill of Lading',
		label: 'Bill of lading',
		value: 'bill_of_lading',
		support: 'bill_of_lading_tracking_support',
	},
	{
		name: 'Booking Number',
		label: 'Booking number',
		value: 'booking_number',
		support: 'booking_number_tracking_support',
	},
	{
		name: 'Container',
		label: 'Container number',
		value: 'container',
		support: 'container_number_tracking_support',
	},
] as const;

/** The Request Type dropdown's choices. */
export const REQUEST_TYPE_OPTIONS: Array<{ name: string; value: string }> = REQUEST_TYPES.map(
	({ name, value }) => ({ name, value }),
);

/** Output's label of each request type, by value. */
export const REQUEST_TYPE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
	REQUEST_TYPES.map(({ value, label }) => [value, label]),
);

/** Request types as written by people and models: `Bill of Lading`, `bl`, `container number`. */
export const REQUEST_TYPE_MATCHER = optionMatcher(REQUEST_TYPE_OPTIONS, {
	bl: 'bill_of_lading',
	bol: 'bill_of_lading',
	'bill of lading number': 'bill_of_lading',
	'master bill of lading': 'bill_of_lading',
	booking: 'booking_number',
	'container number': 'container',
});

/** The Carrier option that has Terminal49 infer the carrier from the number. Not a SCAC: those have four letters. */
export const AUTO_DETECT = 'autoDetect';

/** The Carrier option that sends the API's own `auto_detect_vocc_scac`: created at once as pending, the carrier found (or not) afterwards. */
export const AUTO_DETECT_BY_TERMINAL49 = 'autoDetectByTerminal49';
