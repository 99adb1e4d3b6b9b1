import { errorResponse } from './jsonapi';
import { findResource } from './records';
import type { AnyResource, ResourceIdentifier } from './resources';
import type { MockResponse } from './router';
import { identifiersIncluded } from './shortInclude';
import type { MockState } from './state';

/** Relationship names each primary type accepts in `include` (first path segment). */
const INCLUDABLE: Readonly<Record<string, readonly string[]>> = {
	container: ['shipment', 'pod_terminal', 'pickup_facility', 'transport_events', 'raw_events'],
	shipment: [
		'containers',
		'pod_terminal',
		'port_of_lading',
		'port_of_discharge',
		'destination',
		'destination_terminal',
		'line_tracking_stopped_by_user',
	],
	tracking_request: ['tracked_object', 'customer'],
	transport_event: ['shipment', 'container', 'vessel', 'location', 'terminal'],
	terminal: ['port'],
	webhook_notification: ['webhook', 'reference_object'],
	custom_field: ['entity', 'definition'],
};

function storedList(state: MockState, type: string): readonly AnyResource[] | null {
	switch (type) {
		case 'container':
			return state.containers;
		case 'shipment':
			return state.shipments;
		case 'transport_event':
			return state.transportEvents;
		case 'raw_event':
			return state.rawEvents;
		default:
			return null;
	}
}

/** Resolves identifiers, indexing the big collections once per request so 30,000 containers stay fast. */
function makeResolver(
	state: MockState,
): (identifier: ResourceIdentifier) => AnyResource | undefined {
	const indexes = new Map<string, Map<string, AnyResource>>();
	return (identifier) => {
		const list = storedList(state, identifier.type);
		if (list === null) return findResource(state, identifier);
		let index = indexes.get(identifier.type);
		if (!index) {
			index = new Map(list.map((resource) => [resource.id, resource]));
			indexes.set(identifier.type, index);
		}
		return index.get(identifier.id);
	};
}

function identifiersOf(resource: AnyResource, relationship: string): ResourceIdentifier[] {
	const data = resource.relationships?.[relationship]?.data;
	if (!data) return [];
	return Array.isArray(data) ? data : [data];
}

export type IncludeResult = { included: AnyResource[] } | { error: MockResponse };

/**
 * Builds the top-level `included` for a comma-separated `include` (dotted paths allowed),
 * deduplicated and without repeating primary data. An unknown relationship is a 400, as in the API.
 */
export function resolveIncluded(
	state: MockState,
	primaryType: string,
	primary: readonly AnyResource[],
	include: string | undefined,
): IncludeResult {
	const paths = (include ?? '')
		.split(',')
		.map((path) => path.trim())
		.filter((path) => path.length > 0);
	const allowed = INCLUDABLE[primaryType] ?? [];
	for (const path of paths) {
		const first = path.split('.')[0];
		if (!allowed.includes(first)) {
			return {
				error: errorResponse(400, {
					detail: `${first} is not specified as a relationship on ${primaryType}`,
					parameter: 'include',
					code: 'invalid_include',
				}),
			};
		}
	}

	const key = (identifier: ResourceIdentifier): string => `${identifier.type}:${identifier.id}`;
	const primaryKeys = new Set(primary.map(key));
	const included = new Map<string, AnyResource>();
	const resolve = makeResolver(state);
	for (const path of paths) {
		let frontier: readonly AnyResource[] = primary;
		let frontierType = primaryType;
		for (const relationship of path.split('.')) {
			const next: AnyResource[] = [];
			for (const resource of frontier) {
				for (const identifier of identifiersIncluded(
					state,
					frontierType,
					relationship,
					identifiersOf(resource, relationship),
				)) {
					const related = resolve(identifier);
					if (!related) continue;
					next.push(related);
					const relatedKey = key(related);
					if (!primaryKeys.has(relatedKey) && !included.has(relatedKey))
						included.set(relatedKey, related);
				}
			}
			frontier = next;
			frontierType = next[0]?.type ?? '';
		}
	}
	return { included: [...included.values()] };
}
