import type { RecordShape } from './shape';
import { genericShape } from './shape';
import { containerShape } from './shapes/container';
import { documentShape } from './shapes/document';
import { documentSchemaShape } from './shapes/document_schema';
import { emailSubmissionShape } from './shapes/email_submission';
import { metroAreaShape } from './shapes/metro_area';
import { partyShape } from './shapes/party';
import { portShape } from './shapes/port';
import { searchResultShape } from './shapes/search_result';
import { shippingLineShape } from './shapes/shipping_line';
import { terminalShape } from './shapes/terminal';
import { vesselShape } from './shapes/vessel';
import { webhookShape } from './shapes/webhook';

/**
 * Version 2's output shape of each JSON:API type, by type (`container`, `shipment`, …). A new
 * resource adds its shape as `shapes/<type>.ts` and one line here; a type without one gets the
 * generic shape.
 */
export const recordShapes: Record<string, RecordShape> = {
	container: containerShape,
	document: documentShape,
	document_schema: documentSchemaShape,
	email_submission: emailSubmissionShape,
	metro_area: metroAreaShape,
	party: partyShape,
	port: portShape,
	search_result: searchResultShape,
	shipping_line: shippingLineShape,
	terminal: terminalShape,
	vessel: vesselShape,
	webhook: webhookShape,
};

export function shapeOf(type: string): RecordShape {
	return Object.prototype.hasOwnProperty.call(recordShapes, type) ? recordShapes[type] : genericShape;
}
