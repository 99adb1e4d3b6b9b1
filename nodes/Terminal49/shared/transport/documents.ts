import { NodeApiError } from 'n8n-workflow';

import type {
	JsonApiDocument,
	JsonApiResource,
	Parsed,
	ReadOptions,
	ResourceIdentifier,
} from '../jsonapi';
import { parseDocument, parseListDocument, primaryRecord } from '../jsonapi';
import { apiKeyOf } from './baseUrl';
import type { PageAnswer } from './pagerTypes';
import { terminal49Answer, terminal49Request } from './request';
import type { Terminal49Context, Terminal49Request } from './requestTypes';
import { CREDENTIAL_TYPE } from './requestTypes';
import { redactSecrets, secretsInBody } from './redaction';
import { requestSecrets } from './target';

/**
 * The door: the only way an answer becomes a typed JSON:API document. A body that is no document
 * fails here, naming the request, instead of deeper in an output shape; the action node's router
 * adds the operation's name (`namedFor`).
 */

/** An answer that is no JSON:API document: the API's fault, named by its request. */
export class NotJsonApiError extends NodeApiError {
	constructor(ctx: Terminal49Context, request: Terminal49Request, problem: string) {
		super(
			ctx.getNode(),
			{ message: 'not a JSON:API document' },
			{
				message: `The API's answer to ${request.method} ${request.path} is not a JSON:API document: ${problem}`,
				description:
					'Terminal49 answered with a body the node cannot read. This is usually a passing fault of the API or of a proxy in between. Try again later.',
				itemIndex: request.itemIndex,
			},
		);
	}

	/** Puts the operation's name first: "Container → Get: the API's answer to GET /containers/… is not…". */
	namedFor(operation: string): this {
		this.message = `${operation}: ${this.message.charAt(0).toLowerCase()}${this.message.slice(1)}`;
		return this;
	}
}

/**
 * The document a parse found, or the error naming the request and what keeps the body from being
 * one. The problem names the body's members, which a hostile answer can spell as a secret: the
 * secrets the body itself carries and the request's own, its API key included (the credential is
 * read for it only then, when the request did not carry it), are cut.
 */
async function opened<D>(
	ctx: Terminal49Context,
	request: Terminal49Request,
	body: unknown,
	parsed: Parsed<D>,
): Promise<D> {
	if (parsed.ok) return parsed.document;
	const credentials = request.credentials ?? (await ctx.getCredentials(CREDENTIAL_TYPE));
	const secrets = [...requestSecrets(request, apiKeyOf(credentials)), ...secretsInBody(body)];
	throw new NotJsonApiError(ctx, request, redactSecrets(parsed.problem, secrets));
}

/** An answer by id that holds another record than the one asked for: the API's (or a proxy's) fault, named by its request. */
export class WrongRecordError extends NotJsonApiError {
	constructor(ctx: Terminal49Context, request: Terminal49Request, statement: string) {
		super(ctx, request, statement);
		this.message = statement;
	}
}

/**
 * A body already fetched, read as the JSON:API document it must be, or a NotJsonApiError. For a
 * caller that also reads the body otherwise, or turns the request's own errors into its own.
 */
export async function documentOf(
	ctx: Terminal49Context,
	request: Terminal49Request,
	body: unknown,
	options: ReadOptions = {},
): Promise<JsonApiDocument> {
	return await opened(ctx, request, body, parseDocument(body, options));
}

/**
 * Sends the request; its answer is a JSON:API document (`data` a record, a list or null), or
 * the request fails naming itself and what is wrong. `keepSecret` only where the secret is used
 * (a trigger's registration) or the user asked to see it.
 */
export async function requestDocument(
	this: Terminal49Context,
	request: Terminal49Request,
	options: ReadOptions = {},
): Promise<JsonApiDocument> {
	const body = await terminal49Request.call(this, request);
	return await opened(this, request, body, parseDocument(body, options));
}

/**
 * Sends a GET for one record by id; its answer must hold that record, of that type and that id,
 * or the request fails naming what it held instead: a proxy's or a cache's answer to another
 * request is never taken for the record asked for.
 */
export async function requestRecord(
	this: Terminal49Context,
	request: Terminal49Request,
	asked: ResourceIdentifier,
): Promise<{ document: JsonApiDocument; record: JsonApiResource }> {
	const document = await requestDocument.call(this, request);
	return { document, record: recordAsked(this, request, document, asked) };
}

/**
 * The one record a document holds, which must be of the type asked for (and of the id, where one
 * is asked for), or a WrongRecordError naming what the answer held instead: a list, another
 * type's record, or none.
 */
export function recordAsked(
	ctx: Terminal49Context,
	request: Terminal49Request,
	document: JsonApiDocument,
	asked: { type: string; id?: string },
): JsonApiResource {
	const record = primaryRecord(document);
	if (record?.type === asked.type && (asked.id === undefined || record.id === asked.id))
		return record;
	const what = Array.isArray(document.data)
		? 'a list'
		: record
			? `a ${record.type} record (${record.id})`
			: 'no record';
	throw new WrongRecordError(
		ctx,
		request,
		`The API's answer to ${request.method} ${request.path} holds ${what}, not the ${asked.type} asked for`,
	);
}

/** Sends the request; its answer is a list document (a single record a list of one, null none), or the request fails naming itself. */
export async function requestList(
	this: Terminal49Context,
	request: Terminal49Request,
): Promise<JsonApiDocument<JsonApiResource[]>> {
	return (await requestListPage.call(this, request)).document;
}

/** `requestList`, with the earliest moment the API read the page by its own clock (a list read dates its start by it). */
export async function requestListPage(
	this: Terminal49Context,
	request: Terminal49Request,
): Promise<PageAnswer> {
	const { body, readNoEarlierThan } = await terminal49Answer.call(this, request);
	return {
		document: await opened(this, request, body, parseListDocument(body)),
		readNoEarlierThan,
	};
}
