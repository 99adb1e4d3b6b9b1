import type { MockSpelling } from './state';

/**
 * The mock keeps its records as Terminal49's recorded live responses spell them. With the
 * 'openapi' spelling, every answer is rewritten as the OpenAPI spells the same facts, so a suite
 * can prove the node reads both:
 * - a search match's kind in `type` (live: `type: "search_result"`, the kind in `entity_type`);
 * - a container's custom field definitions as `Container` (live: `Cargo`);
 * - a tracking request's tags as `tags` (live: `shipment_tags`).
 */
export function spelledAs(spelling: MockSpelling, body: unknown): unknown {
	if (spelling === 'live' || !isRecord(body)) return body;
	const rewrite = (resource: unknown): unknown =>
		isRecord(resource) ? inOpenApiSpelling(resource) : resource;
	const out: Record<string, unknown> = { ...body };
	if (Array.isArray(body.data)) out.data = body.data.map(rewrite);
	else if (isRecord(body.data)) out.data = rewrite(body.data);
	if (Array.isArray(body.included)) out.included = body.included.map(rewrite);
	return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function inOpenApiSpelling(resource: Record<string, unknown>): Record<string, unknown> {
	const attributes = isRecord(resource.attributes) ? resource.attributes : undefined;
	if (!attributes) return resource;
	if (resource.type === 'search_result' && typeof attributes.entity_type === 'string') {
		return { ...resource, type: attributes.entity_type };
	}
	if (resource.type === 'custom_field_definition' && attributes.entity_type === 'Cargo') {
		return { ...resource, attributes: { ...attributes, entity_type: 'Container' } };
	}
	if (resource.type === 'tracking_request' && 'shipment_tags' in attributes) {
		const { shipment_tags: tags, ...rest } = attributes;
		return { ...resource, attributes: { ...rest, tags } };
	}
	return resource;
}
