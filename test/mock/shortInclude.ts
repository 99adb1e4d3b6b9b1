import type { ResourceIdentifier } from './resources';
import type { MockState } from './state';

/**
 * An `include` that comes back short of what a record names, as the API can answer: a shipment
 * names 3 containers in its relationship but `included` holds 2, or the include stops at 100 of
 * a shipment's 150 containers. Only a shipment's `containers` are shortened; the relationship
 * itself still names them all, and `GET /containers/{id}` still answers each one.
 */
export interface ShortInclude {
	/** Containers of one shipment included at most, the rest left out. */
	perShipmentCap?: number;
	/** Containers never included with a shipment, whichever shipment names them. */
	leftOut?: ReadonlySet<string>;
}

/** The identifiers of `relationship` on a `type` record whose records go into `included`, the short include applied. */
export function identifiersIncluded(
	state: MockState,
	type: string,
	relationship: string,
	identifiers: ResourceIdentifier[],
): ResourceIdentifier[] {
	const short = state.shortInclude;
	if (!short || type !== 'shipment' || relationship !== 'containers') return identifiers;
	const kept = short.leftOut
		? identifiers.filter((identifier) => !short.leftOut?.has(identifier.id))
		: identifiers;
	return short.perShipmentCap === undefined ? kept : kept.slice(0, short.perShipmentCap);
}
