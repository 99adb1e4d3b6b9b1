import type { INode, JsonObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asciiUpperCase } from '../helpers/readers/characters';
import { CUT_MARK } from '../helpers/text';

/**
 * The one secret stripper of text (a record's secret attribute leaves the record in
 * jsonapi/recordSecrets.ts). A secret we hold (the API key, a webhook's signing secret, a header
 * value that carries a credential) may come back inside an answer's text in another spelling
 * than it was sent: JSON-escaped when the API quotes a body (`p\"w\\d`, `\u00e9`, `\/`),
 * URL-encoded when it quotes a query or a form (`%2F`, `+` for a space, either case of hex), or
 * base64 when it quotes an `Authorization` header (alone, or inside `user:secret`); upper-cased
 * where a look-up quotes a number it upper-cased; cut short where a message cuts a long value.
 * Every one of them is replaced, in any mix, in every text an error, a log line or an output shows.
 */

export const REDACTED = '[redacted]';

/**
 * The shortest secret this node takes (an API key, a Signing Secret, a credential header's value)
 * and the shortest it redacts: one fact. A shorter one cannot be told apart from ordinary words in
 * an error's text, so redacting it would either mangle the text or miss it; it is refused where it
 * is set instead, so every secret the node holds is one it can redact.
 */
export const MIN_SECRET_LENGTH = 8;

/** Whether a secret is long enough to be redacted, counted in characters as a user counts them. */
export function isRedactable(secret: string): boolean {
	return [...secret].length >= MIN_SECRET_LENGTH;
}

/** A base64 run this long taken from a secret is never met by chance in an answer's text. */
const MIN_BASE64_RUN = 8;

/** Passes of redaction before a text that keeps forming a secret around the marker is withheld whole. */
const MAX_PASSES = 4;

/** A header whose name says it carries a credential: its value is a secret. `Content-Type`'s is not. */
const CREDENTIAL_HEADER = /auth|token|key|secret|pass|cookie|session|signature|credential|bearer/i;

export function isCredentialHeader(name: string): boolean {
	return CREDENTIAL_HEADER.test(name);
}

/**
 * Refuses a secret given by a user that is too short to be kept out of errors, naming the field
 * and the length needed, before any request. Empty is not refused here: whether a field may be
 * empty is its own reader's call.
 */
export function requireRedactableSecret(
	node: INode,
	field: string,
	value: string,
	itemIndex: number,
): string {
	const length = [...value].length;
	if (length > 0 && !isRedactable(value)) {
		throw new NodeOperationError(
			node,
			`${field} is ${length} character${length === 1 ? '' : 's'} long: give at least ${MIN_SECRET_LENGTH}`,
			{
				description: `A secret shorter than ${MIN_SECRET_LENGTH} characters cannot be kept out of error messages, because it could be any word in them. Use a longer, random value (a password manager's 32 characters, say).`,
				itemIndex,
			},
		);
	}
	return value;
}

function hex(code: number, width: number): string {
	return code.toString(16).padStart(width, '0');
}

/** How JSON may write a character besides as itself; `\u` escapes (either case of hex) are matched caselessly. */
const JSON_SHORT_ESCAPES: ReadonlyMap<string, string> = new Map([
	['"', '\\"'],
	['\\', '\\\\'],
	['/', '\\/'],
	['\b', '\\b'],
	['\f', '\\f'],
	['\n', '\\n'],
	['\r', '\\r'],
	['\t', '\\t'],
]);

/** One character's spellings: exact ones, and escapes matched in any case of their hex digits. */
interface CharSpellings {
	exact: string[];
	caseless: string[];
}

function spellingsOf(char: string): CharSpellings {
	const exact = [char];
	const short = JSON_SHORT_ESCAPES.get(char);
	if (short !== undefined) exact.push(short);
	if (char === ' ') exact.push('+');
	const units = Array.from(
		{ length: char.length },
		(_, index) => `\\u${hex(char.charCodeAt(index), 4)}`,
	).join('');
	const bytes = Array.from(Buffer.from(char, 'utf8'), (byte) => `%${hex(byte, 2)}`).join('');
	return { exact, caseless: [units, bytes] };
}

/**
 * The ends of every spelling of `char` that starts at `position` in `text`. ASCII letters match in
 * either case: a look-up upper-cases a number it quotes, and a key mapped into it must not show.
 */
function endsOf(text: string, position: number, spellings: CharSpellings): number[] {
	const ends: number[] = [];
	for (const spelling of spellings.exact) {
		if (
			asciiUpperCase(text.slice(position, position + spelling.length)) === asciiUpperCase(spelling)
		)
			ends.push(position + spelling.length);
	}
	for (const spelling of spellings.caseless) {
		if (text.slice(position, position + spelling.length).toLowerCase() === spelling)
			ends.push(position + spelling.length);
	}
	return ends;
}

/**
 * Where a spelling of the secret that starts at `start` ends (the longest), or -1. Each character
 * may be spelled its own way, so the reachable ends are followed as a set: linear in the text
 * read, whatever mix of spellings it holds.
 */
function matchEnd(text: string, start: number, secret: readonly CharSpellings[]): number {
	let positions = new Set([start]);
	for (const spellings of secret) {
		const next = new Set<number>();
		for (const position of positions)
			for (const end of endsOf(text, position, spellings)) next.add(end);
		if (next.size === 0) return -1;
		positions = next;
	}
	return Math.max(...positions);
}

/**
 * The base64 runs fixed by the secret's bytes wherever it sits in what was encoded (three
 * alignments), in both alphabets, with the whole encoding of the secret alone first.
 */
function base64Spellings(secret: string): string[] {
	const bytes = Buffer.from(secret, 'utf8');
	const whole = bytes.toString('base64');
	const runs = [whole, whole.replace(/=/g, '')];
	for (let offset = 0; offset < 3; offset++) {
		const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
		const first = Math.ceil((offset * 8) / 6);
		const last = Math.floor(((offset + bytes.length) * 8) / 6);
		const run = encoded.slice(first, last);
		if (run.length >= MIN_BASE64_RUN) runs.push(run);
	}
	const withUrlAlphabet = runs.map((run) => run.replace(/\+/g, '-').replace(/\//g, '_'));
	return [...new Set([...runs, ...withUrlAlphabet])].filter(
		(run) => run.length >= MIN_BASE64_RUN || run === whole,
	);
}

/** JSON inside JSON (an error quoting a body that quoted the secret): escaped twice, as a whole. */
function twiceEscaped(secret: string): string {
	return JSON.stringify(JSON.stringify(secret).slice(1, -1)).slice(1, -1);
}

/**
 * Where a spelling of the secret's first characters (not all of them) that starts at `start` runs
 * into a cut mark: a message that quotes a long value cuts it, and may cut it inside a secret.
 * The mark's position and how many of the secret's characters stand before it, or undefined.
 */
function cutMatch(
	text: string,
	start: number,
	secret: readonly CharSpellings[],
): { end: number; count: number } | undefined {
	let positions = new Set([start]);
	for (let count = 1; count < secret.length; count++) {
		const next = new Set<number>();
		for (const position of positions)
			for (const end of endsOf(text, position, secret[count - 1])) next.add(end);
		if (next.size === 0) return undefined;
		for (const end of next) if (text.startsWith(CUT_MARK, end)) return { end, count };
		positions = next;
	}
	return undefined;
}

/**
 * Each spelling of the secret in `text` replaced by `[redacted]`; with `cuts`, each start of it
 * that a cut left before the cut mark too, so no part of it shows: by the marker when the start is
 * as long as a secret must be (shorter could be any word), else cut away with the rest.
 */
function redactOne(text: string, chars: readonly CharSpellings[], cuts: boolean): string {
	let redacted = '';
	let copied = 0;
	for (let position = 0; position < text.length; position++) {
		const end = matchEnd(text, position, chars);
		const cut = end < 0 && cuts ? cutMatch(text, position, chars) : undefined;
		if (end < 0 && cut === undefined) continue;
		const until = end >= 0 ? end : cut!.end;
		redacted +=
			text.slice(copied, position) + (end >= 0 || cut!.count >= MIN_SECRET_LENGTH ? REDACTED : '');
		copied = until;
		position = until - 1;
	}
	return copied === 0 ? text : redacted + text.slice(copied);
}

function redactPass(text: string, secrets: readonly string[]): string {
	let result = text;
	for (const secret of secrets) {
		for (const spelling of [...base64Spellings(secret), twiceEscaped(secret)])
			result = result.split(spelling).join(REDACTED);
		result = redactOne(result, Array.from(secret, spellingsOf), false);
	}
	return result;
}

/** The starts of secrets a cut left, once: what stands before a cut mark after that is the text's own. */
function redactCuts(text: string, secrets: readonly string[]): string {
	if (!text.includes(CUT_MARK)) return text;
	return secrets.reduce(
		(result, secret) => redactOne(result, Array.from(secret, spellingsOf), true),
		text,
	);
}

/**
 * `value` with every spelling of each secret replaced by `[redacted]`: as written, JSON-escaped
 * (in any mix of escapes, and escaped twice), URL-encoded (either case, `+` for a space), and
 * base64 (standard and URL alphabets, alone or inside a longer encoding), each in any case of its
 * ASCII letters. Repeated until nothing changes; a text that still forms a secret around the
 * marker is withheld whole. Then the start of a secret a cut left before its mark goes too.
 */
export function redactSecrets(value: string, secrets: readonly string[] = []): string {
	const known = secrets.filter(isRedactable);
	let text = value;
	for (let pass = 0; pass < MAX_PASSES; pass++) {
		const next = redactPass(text, known);
		if (next === text) return redactCuts(text, known);
		text = next;
	}
	return REDACTED;
}

/** Deeper than any error's meta needs: the rest is dropped rather than walked. */
const MAX_DEPTH = 8;

/** A JSON value with every secret redacted from its strings and keys. */
export function redactJson(
	value: unknown,
	secrets: readonly string[],
	depth = 0,
): JsonObject[string] {
	if (typeof value === 'string') return redactSecrets(value, secrets);
	if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
	if (depth >= MAX_DEPTH || typeof value !== 'object') return null;
	if (Array.isArray(value))
		return value.map((entry) => redactJson(entry, secrets, depth + 1)) as JsonObject[];
	const result: JsonObject = {};
	for (const [key, entry] of Object.entries(value)) {
		result[redactSecrets(key, secrets)] = redactJson(entry, secrets, depth + 1);
	}
	return result;
}

/** A body field named like this carries a secret: `secret`, `signing_secret`, `webhookSecret`. */
const SECRET_FIELD = /secret/i;

/**
 * The text of every field of `body` named like a secret (`secret`, `signing_secret`…, and all
 * text inside one), and of every header `{ name, value }` whose name says it carries a
 * credential, at any depth: what a request sends besides the API key that must never come back
 * in an error.
 */
export function secretsInBody(body: unknown, insideSecret = false, depth = 0): string[] {
	if (typeof body === 'string') return insideSecret ? [body] : [];
	if (depth >= MAX_DEPTH || typeof body !== 'object' || body === null) return [];
	if (Array.isArray(body))
		return body.flatMap((entry) => secretsInBody(entry, insideSecret, depth + 1));
	const { name, value } = body as { name?: unknown; value?: unknown };
	const credentialHeader =
		typeof name === 'string' && typeof value === 'string' && isCredentialHeader(name)
			? [value]
			: [];
	return [
		...credentialHeader,
		...Object.entries(body).flatMap(([key, entry]) =>
			secretsInBody(entry, insideSecret || SECRET_FIELD.test(key), depth + 1),
		),
	];
}
