/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * Where a parameter's value lands in the requests (found with a probe value), and whether a run
 * with an attacking value kept it: the same places carry exactly the value given, read as its
 * kind reads, or the run was refused naming the parameter before any write.
 */
import { isDeepStrictEqual } from 'node:util';
import { DateTime } from 'luxon';

import type { RecordedRequest } from '../mock/server';
import { isMinusSign } from '../shared/helpers/readers/codeClasses';
import { documentedFold } from '../shared/helpers/readers/documentedFold';
import type { Given } from './corpus';
import type { ParameterSite } from './parameters';
import { namesOf } from './parameters';

/** A place in a request: a query key, a path segment, or a path into the JSON body. */
export type Spot =
	| { method: string; at: 'query'; key: string }
	| { method: string; at: 'path'; index: number }
	| { method: string; at: 'body'; keys: string[] };

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

const segments = (request: RecordedRequest) => request.path.split('?')[0].split('/').slice(1);

function decode(segment: string): string {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}

function leaves(
	value: unknown,
	keys: string[],
	visit: (keys: string[], leaf: unknown) => void,
): void {
	visit(keys, value);
	if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
		for (const [key, child] of Object.entries(value)) leaves(child, [...keys, key], visit);
	}
}

/** Every spot of the log whose value the matcher accepts. */
export function spotsOf(requests: RecordedRequest[], matches: (value: unknown) => boolean): Spot[] {
	const found: Spot[] = [];
	for (const request of requests) {
		const { method } = request;
		for (const [key, value] of Object.entries(request.query))
			if (matches(value)) found.push({ method, at: 'query', key });
		segments(request).forEach((segment, index) => {
			if (matches(decode(segment))) found.push({ method, at: 'path', index });
		});
		leaves(request.body, [], (keys, leaf) => {
			if (keys.length > 0 && matches(leaf)) found.push({ method, at: 'body', keys });
		});
	}
	return found;
}

/** The values found at a spot, in every request of its method that has it. */
export function valuesAt(requests: RecordedRequest[], spot: Spot): unknown[] {
	const values: unknown[] = [];
	for (const request of requests.filter((r) => r.method === spot.method)) {
		if (spot.at === 'query' && spot.key in request.query) values.push(request.query[spot.key]);
		if (spot.at === 'path' && segments(request).length > spot.index)
			values.push(decode(segments(request)[spot.index]));
		if (spot.at === 'body') {
			let value: unknown = request.body;
			for (const key of spot.keys)
				value =
					value !== null && typeof value === 'object'
						? (value as Record<string, unknown>)[key]
						: undefined;
			if (value !== undefined) values.push(value);
		}
	}
	return values;
}

const EDGES = /^[\p{White_Space}\p{Cf}]+|[\p{White_Space}\p{Cf}]+$/gu;
/** A value with blanks and invisible characters cut from its ends: the most a reader may take away. */
export const trimmed = (text: string) => text.replace(EDGES, '');
/** Entries as a pasted list reads: a comma, tab or line break ends one; a quoted one stays whole, unquoted. */
function entriesOf(text: string): string[] {
	const cells = text.match(/"(?:[^"]|"")*"|[^,\r\n\t]+/gu) ?? [];
	return cells
		.map((cell) => trimmed(/^".*"$/su.test(cell) ? cell.slice(1, -1).replace(/""/gu, '"') : cell))
		.filter((entry) => entry !== '');
}

/** The texts a text-like spot may carry for the value given; empty when only a refusal will do. */
function textReadings(given: unknown): unknown[] {
	if (typeof given === 'string') {
		const entries = entriesOf(given);
		return [
			given,
			trimmed(given),
			[given],
			[trimmed(given)],
			entries,
			entries.join(','),
			...(entries.length === 1 ? [entries[0]] : []),
		];
	}
	if (typeof given === 'number' || typeof given === 'boolean')
		return [String(given), given, [String(given)]];
	if (
		Array.isArray(given) &&
		given.every((entry) => typeof entry === 'string' || typeof entry === 'number')
	) {
		const entries = given.map(String);
		const once = [...new Set(entries)];
		return [
			entries,
			entries.join(','),
			once,
			once.join(','),
			...(once.length === 1 ? [once[0]] : []),
		];
	}
	return [];
}

function numberReadings(given: unknown): unknown[] {
	if (typeof given === 'number') return Number.isFinite(given) ? [given, String(given)] : [];
	if (typeof given !== 'string') return [];
	// docs/operations.md: a minus of any spelling (the hand-written list of codeClasses.ts), digits also in their fullwidth forms, and thousands grouped with commas (`1,000`).
	const text = trimmed(given)
		.replace(/[\uFF10-\uFF19]/gu, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
		.replace(/^./su, (first) => (isMinusSign(first) ? '-' : first))
		.replace(
			/^([+-]?\d{1,3})((?:,\d{3})+)$/u,
			(_, head: string, groups: string) => head + groups.replace(/,/gu, ''),
		);
	if (!/^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/u.test(text)) return [];
	const value = Number(text);
	return Number.isFinite(value) ? [value, String(value)] : [];
}

/**
 * An option named as docs/operations.md allows: value or label, in any case, or folded as the docs
 * fold (documentedFold.ts): spacing, dashes and ASCII's punctuation away, but never what ends,
 * joins or quotes an entry in any script, nothing but white space beside a digit, and a leading
 * sign or negation kept, so `‒18 °C` never names `18 °C` and a list never names the one option its
 * words spell. No compatibility folding: `²` is not 2.
 */
const optionKey = (text: string): string => documentedFold(trimmed(text));

function optionReadings(site: ParameterSite, given: unknown): unknown[] {
	const chosen = (text: unknown) => {
		if (typeof text !== 'string') return undefined;
		const wanted = optionKey(text);
		const options = (site.property.options ?? []) as Array<{ name?: string; value?: unknown }>;
		return options.find(
			(o) => optionKey(String(o.value)) === wanted || optionKey(String(o.name)) === wanted,
		)?.value;
	};
	if (site.optionValues.length === 0) return textReadings(given);
	// A value no option matches may still be sent exactly as given: the API then judges it.
	const exact = [
		given,
		String(given),
		...(Array.isArray(given) ? [given.join(',')] : [[given], [String(given)]]),
	];
	if (site.kind === 'options') {
		// One entry of a list names a single choice too: `"date"`, quoted as CSV quotes, is date.
		const single = typeof given === 'string' ? entriesOf(given) : [];
		const value = chosen(given) ?? (single.length === 1 ? chosen(single[0]) : undefined);
		return value === undefined ? exact : [value, String(value), ...exact];
	}
	const list = Array.isArray(given)
		? given
		: typeof given === 'string'
			? entriesOf(given)
			: [given];
	let values = list.map(chosen);
	// A label that holds a separator may be named whole.
	if (values.some((value) => value === undefined) && typeof given === 'string')
		values = [chosen(given)];
	if (values.some((value) => value === undefined)) return exact;
	return [values, values.join(','), ...(values.length === 1 ? [values[0]] : []), ...exact];
}

const instant = (text: string): DateTime => {
	const iso = DateTime.fromISO(text, { setZone: true });
	return iso.isValid ? iso : DateTime.fromSQL(text, { setZone: true });
};

function sameMoment(given: Given, landed: unknown): boolean {
	if (typeof landed !== 'string') return false;
	const text = 'dateTime' in given ? given.dateTime : given.json;
	if (typeof text !== 'string') return false;
	if (/^\d{4}-\d{2}-\d{2}$/u.test(trimmed(text)))
		return landed.startsWith(trimmed(text)) && instant(trimmed(text)).isValid;
	const wanted = instant(trimmed(text));
	const got = instant(landed);
	return wanted.isValid && got.isValid && wanted.toMillis() === got.toMillis();
}

/** Whether a spot's value is a faithful reading of the value given to the site. */
/**
 * Parameters holding a container, BL or booking number, a SCAC or a port's or metro area's
 * UN/LOCODE: docs/operations.md says they are read in any case with spaces (and for numbers, dashes
 * and dots) aside, as carriers and UN/LOCODE print them.
 */
const SHIPPING_NUMBERS = new Set([
	'numbers',
	'number',
	'requestNumber',
	'scac',
	'portId',
	'metroAreaId',
]);
const shippingNumber = (text: string) =>
	text.replace(/[\p{White_Space}\p{Pd}.]/gu, '').toUpperCase();

export function faithful(site: ParameterSite, given: Given, landed: unknown): boolean {
	const value = 'dateTime' in given ? given.dateTime : given.json;
	// Text holding an object turned into text has no faithful reading: only a refusal keeps it.
	if (typeof value === 'string' && /\[object [A-Za-z]+\]/u.test(value)) return false;
	const leaf = site.path[site.path.length - 1];
	if (
		SHIPPING_NUMBERS.has(leaf) &&
		typeof landed === 'string' &&
		(typeof value === 'string' || typeof value === 'boolean')
	) {
		if (
			[...new Set(entriesOf(String(value)).map(shippingNumber))].join(',') ===
			shippingNumber(landed)
		)
			return true;
	}
	if (site.kind === 'dateTime') return sameMoment(given, landed);
	if (site.kind === 'json') {
		if (typeof value !== 'string') return isDeepStrictEqual(landed, value);
		try {
			return isDeepStrictEqual(landed, JSON.parse(value));
		} catch {
			return false;
		}
	}
	if (site.kind === 'number' && typeof landed === 'number')
		return numberReadings(value).some((reading) => reading === landed);
	const readings =
		site.kind === 'number'
			? numberReadings(value)
			: site.kind === 'options' || site.kind === 'multiOptions'
				? optionReadings(site, value)
				: textReadings(value);
	return readings.some((reading) => isDeepStrictEqual(reading, landed));
}

/** Text that is not empty but shows nothing: white space and invisible characters only. */
const showsNothing = (landed: unknown) =>
	typeof landed === 'string' && landed !== '' && trimmed(landed) === '';

/** Whether the value given is nothing: a reader may leave the parameter out for it. */
export function isNothing(given: Given): boolean {
	if ('dateTime' in given) return false;
	const value = given.json;
	if (value === null || value === undefined) return true;
	if (typeof value === 'string') return entriesOf(value).length === 0;
	if (Array.isArray(value)) return value.length === 0;
	return typeof value === 'object' && Object.keys(value).length === 0;
}

/** The API's largest page: a Limit above it is asked for in pages of this size (docs/operations.md). */
const LARGEST_PAGE = 100;

/** A page size at the API’s cap stands for any larger Limit: it is read back as the Limit asked for. */
function uncapped(spot: Spot, landed: unknown, given: unknown): unknown {
	if (spot.at !== 'query' || spot.key !== 'page[size]' || Number(landed) !== LARGEST_PAGE)
		return landed;
	const asked = numberReadings(given).find((reading) => typeof reading === 'number');
	return typeof asked === 'number' && asked >= LARGEST_PAGE ? asked : landed;
}

/** Why the run broke the rule, or undefined when it kept it. */
export function verdict(
	site: ParameterSite,
	given: Given,
	outcome: { error?: string; requests: RecordedRequest[] },
	spots: Spot[],
	siblingNames: string[] = [],
): string | undefined {
	const names = namesOf(site);
	const value = 'dateTime' in given ? given.dateTime : given.json;
	const writes = outcome.requests.filter((r) => WRITES.has(r.method));
	const carried = spots.flatMap((spot) =>
		valuesAt(outcome.requests, spot).map((landed) => uncapped(spot, landed, value)),
	);
	// For nothing (empty, blank, null, []) a reader may send its default, a cleared value or what the API infers,
	// never the characters that show nothing themselves (a filter of a zero-width space matches nothing).
	const unfaithful = isNothing(given)
		? carried.filter(showsNothing)
		: carried.filter((value) => !faithful(site, given, value));
	if (unfaithful.length > 0)
		return `changed value: the request carried ${JSON.stringify(unfaithful[0]).slice(0, 200)}`;
	if (outcome.error !== undefined) {
		if (carried.length > 0) return undefined;
		// n8n's own check of required parameters, before the node runs: nothing reached the API.
		if (outcome.error.includes('node has issues') && outcome.requests.length === 0)
			return undefined;
		// A request too long for the HTTP layer was sent as given; the server refused it before any route.
		if (/^Terminal49 answered (414|431)\b/u.test(outcome.error)) return undefined;
		const said = outcome.error.toLowerCase();
		// Another parameter may be refused for the combination (a Request Type that makes Request Number a
		// container number); that refusal names its own parameter and quotes its own value, not this one.
		const shown =
			typeof value === 'string'
				? [value, trimmed(value)].filter((text) => text !== '').map((text) => JSON.stringify(text))
				: [String(value)];
		const quoted = shown.some((text) => outcome.error!.includes(text));
		const namesSibling =
			!quoted && siblingNames.some((sibling) => said.includes(sibling.toLowerCase()));
		if (!namesSibling && !names.some((name) => said.includes(name.toLowerCase())))
			return `error without the parameter's name "${names[0]}": ${outcome.error.slice(0, 300)}`;
		if (writes.length > 0) return `refused after a write: ${writes[0].method} ${writes[0].path}`;
		return undefined;
	}
	if (spots.length > 0 && carried.length === 0 && !isNothing(given))
		return 'value lost: the run succeeded and no request carried it';
	return undefined;
}
