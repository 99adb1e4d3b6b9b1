import type { RecordShape } from './shape';
import { genericShape } from './shape';
import { containerShape } from './shapes/container';

/**
 * Version 2's output shape of each JSON:API type, by type (`container`, `shipment`, …). A new
 * resource adds its shape as `shapes/<type>.ts` and one line here; a type without one gets the
 * generic shape.
 */
export const recordShapes: Record<string, RecordShape> = {
	container: containerShape,
};

export function shapeOf(type: string): RecordShape {
	return Object.prototype.hasOwnProperty.call(recordShapes, type) ? recordShapes[type] : genericShape;
}
