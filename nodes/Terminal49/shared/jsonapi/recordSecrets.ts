import type { IDataObject } from 'n8n-workflow';

import { ownEntry } from '../helpers/ownEntry';
import { isObject } from '../helpers/objects';
import type { JsonApiDocument, JsonApiResource } from './types';

/**
 * The one place a record's secret attribute leaves it (a secret inside a text is cut by
 * transport/redaction.ts): a webhook's `secret` signs every delivery, so no output may carry it
 * (but the one answer whose secret the user asked to see).
 */

/** The types whose records carry a secret in their attributes, and its name. */
const SECRET_ATTRIBUTES: Readonly<Record<string, string>> = { webhook: 'secret' };

/** The name of the secret these attributes of a record of this type hold, if they hold one. */
function secretIn(type: string, attributes: IDataObject): string | undefined {
	const name = ownEntry(SECRET_ATTRIBUTES, type);
	return name !== undefined && Object.prototype.hasOwnProperty.call(attributes, name)
		? name
		: undefined;
}

/** Whether these attributes of a record of this type hold its secret. */
export function holdsSecret(type: string, attributes: IDataObject): boolean {
	return secretIn(type, attributes) !== undefined;
}

/** The attributes of a record of this type without its secret: the same object when it holds none, else a copy. */
export function attributesWithoutSecret(type: string, attributes: IDataObject): IDataObject {
	const name = secretIn(type, attributes);
	if (name === undefined) return attributes;
	const rest = { ...attributes };
	delete rest[name];
	return rest;
}

/**
 * The resource without the secret its type carries: the same object when it holds none. `type`
 * names what the record is when the endpoint says so better than the record (an answer of
 * `/webhooks` is a webhook, whatever type it declares).
 */
export function withoutSecret(
	resource: JsonApiResource,
	type: string = resource.type,
): JsonApiResource {
	if (!isObject(resource.attributes)) return resource;
	const attributes = attributesWithoutSecret(type, resource.attributes);
	return attributes === resource.attributes ? resource : { ...resource, attributes };
}

/**
 * The document without the secrets its records carry (a copy). `type` names what the primary
 * records are, as in `withoutSecret`.
 */
export function documentWithoutSecrets(document: JsonApiDocument, type?: string): JsonApiDocument {
	const primary = (resource: JsonApiResource) => withoutSecret(resource, type ?? resource.type);
	const { data, included } = document;
	const clean: JsonApiDocument = {
		...document,
		data: data === null ? null : Array.isArray(data) ? data.map(primary) : primary(data),
	};
	if (included !== undefined) clean.included = included.map((resource) => withoutSecret(resource));
	return clean;
}
