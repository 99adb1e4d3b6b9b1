import type { RecordShape } from './shape';
import { genericShape } from './shape';
import { containerShape } from './shapes/container';
import { searchResultShape } from './shapes/search_result';
import { webhookShape } from './shapes/webhook';

/**
 * Version 2's output shape of each JSON:API type, by type (`container`, `shipment`, …). A new
 * resource adds its shape as `shapes/<type>.ts` and one line here; a type without one gets the
 * generic shape.
 */
export const recordShapes: Record<string, RecordShape> = {
	container: containerShape,
	search_result: searchResultShape,
	webhook: webhookShape,
};

export function shapeOf(type: string): RecordShape {
	return Object.prototype.hasOwnProperty.call(recordShapes, type) ? recordShapes[type] : genericShape;
}
