import { ownEntry } from '../helpers/ownEntry';
import type { RecordShape } from './shapes/shape';
import { genericShape } from './shapes/shape';
import { containerShape } from './shapes/container';
import { customFieldShape } from './shapes/custom_field';
import { customFieldDefinitionShape } from './shapes/custom_field_definition';
import { customFieldOptionShape } from './shapes/custom_field_option';
import { documentShape } from './shapes/document';
import { documentSchemaShape } from './shapes/document_schema';
import { emailSubmissionShape } from './shapes/email_submission';
import { metroAreaShape } from './shapes/metro_area';
import { partyShape } from './shapes/party';
import { portShape } from './shapes/port';
import { rawEventShape } from './shapes/raw_event';
import { routeShape } from './shapes/route';
import { searchResultShape } from './shapes/search_result';
import { shipmentShape } from './shapes/shipment';
import { shippingLineShape } from './shapes/shipping_line';
import { terminalShape } from './shapes/terminal';
import { trackingRequestShape } from './shapes/tracking_request';
import { transportEventShape } from './shapes/transport_event';
import { vesselShape } from './shapes/vessel';
import { webhookShape } from './shapes/webhook';
import { webhookNotificationShape } from './shapes/webhook_notification';

/**
 * Version 2's output shape of each JSON:API type, by type (`container`, `shipment`, …). A new
 * resource adds its shape as `shapes/<type>.ts` and one line here; a type without one gets the
 * generic shape.
 */
export const recordShapes: Record<string, RecordShape> = {
	container: containerShape,
	custom_field: customFieldShape,
	custom_field_definition: customFieldDefinitionShape,
	custom_field_option: customFieldOptionShape,
	document: documentShape,
	document_schema: documentSchemaShape,
	email_submission: emailSubmissionShape,
	metro_area: metroAreaShape,
	party: partyShape,
	port: portShape,
	raw_event: rawEventShape,
	route: routeShape,
	search_result: searchResultShape,
	shipment: shipmentShape,
	shipping_line: shippingLineShape,
	terminal: terminalShape,
	tracking_request: trackingRequestShape,
	transport_event: transportEventShape,
	vessel: vesselShape,
	webhook: webhookShape,
	webhook_notification: webhookNotificationShape,
};

export function shapeOf(type: string): RecordShape {
	return ownEntry(recordShapes, type) ?? genericShape;
}
