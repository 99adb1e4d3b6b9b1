import type { IDataObject } from 'n8n-workflow';
import { z } from 'zod';

import { isObject } from '../helpers/objects';
import { kindOf, truncate } from '../helpers/text';
import { attributesWithoutSecret, holdsSecret } from './recordSecrets';
import type { JsonApiDocument, JsonApiResource, Relationship, ResourceIdentifier } from './types';

/**
 * JSON:API documents as they arrive, read once into typed values ("parse, don't validate"). The
 * envelope goes through zod; each resource through a hand-written guard, because a page holds a
 * hundred containers of forty attributes each and zod would copy every one of them (bench/:
 * `npm run bench:flatten`). Whatever the shape, nothing here throws: a part the spec promises as
 * an object and that is anything else becomes absent. Records of type `webhook` lose their
 * signing `secret` here, so no output can carry it, unless the reader is asked to keep it.
 *
 * The door (`parseDocument`) is stricter about the envelope alone: an answer that is not an object
 * whose `data` is null, a record or a list is no document at all, and gets a problem in words
 * instead of an empty document, so the request that brought it can fail naming itself.
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

/**
 * What a success answer must be to be read as a document: an object whose primary `data` is null, a
 * list, or a record (a string `id` and `type`). What a list holds is judged by the reader, record by record.
 */
const documentSchema = z
	.object({
		data: z.union([
			z.null(),
			z.array(anything),
			z.object({ id: z.string(), type: z.string() }).passthrough(),
		]),
	})
	.passthrough();

/** How a read treats a record's secret: left out unless the caller uses it or the user asked to see it. */
export interface ReadOptions {
	keepSecret?: boolean;
}

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
	return (
		(value.links === undefined || isObject(value.links)) &&
		(value.meta === undefined || isObject(value.meta))
	);
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

function hasSecret(resource: JsonApiResource, options: ReadOptions): boolean {
	return (
		options.keepSecret !== true &&
		isObject(resource.attributes) &&
		holdsSecret(resource.type, resource.attributes)
	);
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
export function readResource(
	value: unknown,
	options: ReadOptions = {},
): JsonApiResource | undefined {
	if (!isIdentifier(value)) return undefined;
	const resource = value as JsonApiResource & IDataObject;
	if (isClean(resource) && !hasSecret(resource, options)) return resource;

	const copy: JsonApiResource = { id: value.id, type: value.type };
	if (isObject(resource.attributes)) {
		copy.attributes = {
			...(options.keepSecret === true
				? resource.attributes
				: attributesWithoutSecret(value.type, resource.attributes)),
		};
	}
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
export function readResources(values: unknown, options: ReadOptions = {}): JsonApiResource[] {
	if (!Array.isArray(values)) return [];
	const resources: JsonApiResource[] = [];
	for (const value of values) {
		const resource = readResource(value, options);
		if (resource) resources.push(resource);
	}
	return resources;
}

/**
 * Any parsed body as a JSON:API document: `data` a resource, a list of resources or null;
 * `included` only resources; `links.next` a string or absent. Never throws.
 */
export function readDocument(body: unknown, options: ReadOptions = {}): JsonApiDocument {
	const parsed = envelopeSchema.safeParse(body);
	if (!parsed.success) return { data: null };
	const { data, included, links, meta } = parsed.data;
	const document: JsonApiDocument = {
		data: Array.isArray(data)
			? readResources(data, options)
			: (readResource(data, options) ?? null),
	};
	if (included !== undefined) document.included = readResources(included, options);
	if (links !== undefined) document.links = links;
	if (isObject(meta)) document.meta = meta;
	return document;
}

/** A list answer: `data` always a list (a single resource becomes a list of one). */
export function readListDocument(body: unknown): JsonApiDocument<JsonApiResource[]> {
	return asList(readDocument(body));
}

function asList(document: JsonApiDocument): JsonApiDocument<JsonApiResource[]> {
	const { data } = document;
	return { ...document, data: data === null ? [] : Array.isArray(data) ? data : [data] };
}

/** A body read at the door: the document, or what keeps it from being one, in words. */
export type Parsed<D> = { ok: true; document: D } | { ok: false; problem: string };

/**
 * A success answer as a JSON:API document, read as `readDocument` reads it, or, when it is no
 * document at all (not an object, no `data`, a `data` of no JSON:API shape), the problem in words.
 * Never throws.
 */
export function parseDocument(body: unknown, options: ReadOptions = {}): Parsed<JsonApiDocument> {
	if (!documentSchema.safeParse(body).success) return { ok: false, problem: documentProblem(body) };
	return { ok: true, document: readDocument(body, options) };
}

/** A list answer at the door: as `parseDocument`, with `data` always a list (a single record a list of one). */
export function parseListDocument(body: unknown): Parsed<JsonApiDocument<JsonApiResource[]>> {
	const parsed = parseDocument(body);
	return parsed.ok ? { ok: true, document: asList(parsed.document) } : parsed;
}

/** The members a message names of an object that is not the document expected: at most five, each short. */
function membersOf(value: IDataObject): string {
	const names = Object.keys(value);
	if (names.length === 0) return 'it is an empty object';
	const shown = names.slice(0, 5).map((name) => truncate(name, 30));
	return `its members are ${shown.join(', ')}${names.length > shown.length ? ` and ${names.length - shown.length} more` : ''}`;
}

/** Why a body that `documentSchema` refuses is no JSON:API document. */
function documentProblem(body: unknown): string {
	if (!isObject(body)) return `it is ${kindOf(body)}, not an object`;
	if (!Object.prototype.hasOwnProperty.call(body, 'data'))
		return `it has no \`data\` (${membersOf(body)})`;
	const { data } = body;
	if (isObject(data)) return '`data` is an object without a text `id` and `type`';
	return `\`data\` is ${kindOf(data)}, not a record, a list of records or null`;
}
