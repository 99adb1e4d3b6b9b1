import type { RecordShape } from './shapes';
import { genericShape } from './shapes';

/**
 * Version 2's output shape of each JSON:API type, by type (`container`, `shipment`, …). A new
 * resource adds its shape here; a type without one gets the generic shape.
 */
export const recordShapes: Record<string, RecordShape> = {};

export function shapeOf(type: string): RecordShape {
	return Object.prototype.hasOwnProperty.call(recordShapes, type) ? recordShapes[type] : genericShape;
}
