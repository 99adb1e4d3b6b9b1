import type { IDataObject } from 'n8n-workflow';
import { z } from 'zod';

import { isObject } from '../helpers/objects';
import { attributesWithoutSecret, holdsSecret } from './secrets';
import type { JsonApiDocument, JsonApiResource, Relationship, ResourceIdentifier } from './types';

/**
 * JSON:API documents as they arrive, read once into typed values ("parse, don't validate"). The
 * envelope goes through zod; each resource through a hand-written guard, because a page holds a
 * hundred containers of forty attributes each and zod would copy every one of them (bench/:
 * `npm run bench:flatten`). Whatever the shape, nothing here throws: a part the spec promises as
 * an object and that is anything else becomes absent. Records of type `webhook` lose their
 * signing `secret` here, so no output can carry it.
 */

/** Any JSON value where the spec promises one: kept for the guards below to judge. */
const anything = z.unknown();

/** `included` and `meta` are judged by the guards: zod walking a hundred records per page cost 35% more read time (bench/). */
const envelopeSchema = z.object({
	data: anything,
	included: anything,
	links: z
		.object({ next: z.string().nullable().optional().catch(undefined) })
		.passthrough()
		.optional()
		.catch(undefined),
	meta: anything,
});

/** A JSON:API resource identifier: an object with a string `id` and `type` (a resource is one too). */
export function isIdentifier(value: unknown): value is ResourceIdentifier & IDataObject {
	return isObject(value) && typeof value.id === 'string' && typeof value.type === 'string';
}

/** `data` of a relationship: one identifier, a list of them (others dropped), or null; else absent. */
function readLinkage(data: unknown): ResourceIdentifier | ResourceIdentifier[] | null | undefined {
	if (data === null || isIdentifier(data)) return data;
	if (!Array.isArray(data)) return undefined;
	return data.every(isIdentifier) ? data : data.filter(isIdentifier);
}

function isCleanRelationship(value: unknown): boolean {
	if (!isObject(value)) return false;
	const { data } = value;
	if (data !== undefined && readLinkage(data) !== data) return false;
	return (value.links === undefined || isObject(value.links)) && (value.meta === undefined || isObject(value.meta));
}

function readRelationship(value: unknown): Relationship | undefined {
	if (!isObject(value)) return undefined;
	const relationship: Relationship = {};
	const data = readLinkage(value.data);
	if (data !== undefined) relationship.data = data;
	if (isObject(value.links)) relationship.links = value.links;
	if (isObject(value.meta)) relationship.meta = value.meta;
	return relationship;
}

function hasSecret(resource: JsonApiResource): boolean {
	return isObject(resource.attributes) && holdsSecret(resource.type, resource.attributes);
}

/** True when the value is a resource every part of which has the type the spec promises. */
function isClean(value: IDataObject): boolean {
	if (value.attributes !== undefined && !isObject(value.attributes)) return false;
	if (value.links !== undefined && !isObject(value.links)) return false;
	if (value.meta !== undefined && !isObject(value.meta)) return false;
	const { relationships } = value;
	if (relationships === undefined) return true;
	if (!isObject(relationships)) return false;
	for (const name in relationships) {
		if (!isCleanRelationship(relationships[name])) return false;
	}
	return true;
}

/**
 * A resource as the rest of the code expects it, or undefined when the value has no string `id`
 * and `type`. A well-formed resource is returned as it is (no copy: the common case stays fast);
 * an odd one is copied with its odd parts left out.
 */
export function readResource(value: unknown): JsonApiResource | undefined {
	if (!isIdentifier(value)) return undefined;
	const resource = value as JsonApiResource & IDataObject;
	if (isClean(resource) && !hasSecret(resource)) return resource;

	const copy: JsonApiResource = { id: value.id, type: value.type };
	if (isObject(resource.attributes)) copy.attributes = { ...attributesWithoutSecret(value.type, resource.attributes) };
	if (isObject(resource.relationships)) {
		const relationships: Record<string, Relationship> = {};
		for (const [name, raw] of Object.entries(resource.relationships)) {
			const relationship = readRelationship(raw);
			if (relationship) relationships[name] = relationship;
		}
		copy.relationships = relationships;
	}
	if (isObject(resource.links)) copy.links = resource.links;
	if (isObject(resource.meta)) copy.meta = resource.meta;
	return copy;
}

/** The resources of a list, those that are not resources left out. */
export function readResources(values: unknown): JsonApiResource[] {
	if (!Array.isArray(values)) return [];
	const resources: JsonApiResource[] = [];
	for (const value of values) {
		const resource = readResource(value);
		if (resource) resources.push(resource);
	}
	return resources;
}

/**
 * Any parsed body as a JSON:API document: `data` a resource, a list of resources or null;
 * `included` only resources; `links.next` a string or absent. Never throws.
 */
export function readDocument(body: unknown): JsonApiDocument {
	const parsed = envelopeSchema.safeParse(body);
	if (!parsed.success) return { data: null };
	const { data, included, links, meta } = parsed.data;
	const document: JsonApiDocument = {
		data: Array.isArray(data) ? readResources(data) : (readResource(data) ?? null),
	};
	if (included !== undefined) document.included = readResources(included);
	if (links !== undefined) document.links = links;
	if (isObject(meta)) document.meta = meta;
	return document;
}

/** A list answer: `data` always a list (a single resource becomes a list of one). */
export function readListDocument(body: unknown): JsonApiDocument<JsonApiResource[]> {
	const document = readDocument(body);
	const { data } = document;
	return { ...document, data: data === null ? [] : Array.isArray(data) ? data : [data] };
}
