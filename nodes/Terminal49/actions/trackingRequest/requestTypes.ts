/** `request_type` values of a tracking request, with the shipping-line flag that says a carrier supports it. */
export const REQUEST_TYPES = [
	{ name: 'Bill of Lading', value: 'bill_of_lading', support: 'bill_of_lading_tracking_support' },
	{ name: 'Booking Number', value: 'booking_number', support: 'booking_number_tracking_support' },
	{ name: 'Container', value: 'container', support: 'container_number_tracking_support' },
] as const;

/** The Carrier option that has Terminal49 infer the carrier from the number. Not a SCAC: those have four letters. */
export const AUTO_DETECT = 'autoDetect';

/** The Carrier option that sends the API's own `auto_detect_vocc_scac`: created at once as pending, the carrier found (or not) afterwards. */
export const AUTO_DETECT_BY_TERMINAL49 = 'autoDetectByTerminal49';
