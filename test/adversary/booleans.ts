/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * A boolean is read, never sent as given, so where its value lands says nothing: Active given the
 * text "false" sent `active: true` and no spot could tell. Instead each boolean site runs three
 * times as controls (the booleans true and false, and true again), and every case is
 * held to what it means by docs/operations.md: a value meaning true must do exactly what true does
 * (the same requests, the same items), one meaning false what false does, and anything else must
 * be refused: `""`, null and blank text too, never read as false nor as the parameter left out (a
 * filter dropped for an empty cell lists every record).
 */
import { isDeepStrictEqual } from 'node:util';

import type { Lab, Outcome } from './attack';
import { runSite } from './attack';
import type { Given } from './corpus';
import type { ParameterSite } from './parameters';

/** What a run did, as far as a boolean decides it: the requests as sent, and the items' fields and records. */
type Effect = { error: boolean; requests: unknown[]; items: unknown };

function effectOf(outcome: Outcome): Effect {
	const requests = outcome.requests.map((request) => [
		request.method,
		request.path,
		request.query,
		request.body,
	]);
	const items = Array.isArray(outcome.output)
		? outcome.output.map((item: { json?: Record<string, unknown>; binary?: unknown }) => [
				Object.keys(item.json ?? {}).sort(),
				item.json?.id ?? null,
				item.binary,
			])
		: outcome.output;
	return { error: outcome.error !== undefined, requests, items };
}

export interface BooleanControls {
	true: Effect;
	false: Effect;
}

/**
 * The control runs of a boolean site, or undefined where its value does not show in a run: true
 * and false do the same (a trigger's Simplify, read at delivery, not at activation), or true run
 * twice does not (a trigger registers at a URL of its own each run).
 */
export async function booleanControls(
	lab: Lab,
	site: ParameterSite,
	siblings: ParameterSite[],
): Promise<BooleanControls | undefined> {
	const run = async (value: unknown) =>
		effectOf(await runSite(lab, site, siblings, { json: value }));
	const controls = { true: await run(true), false: await run(false) };
	if (
		isDeepStrictEqual(controls.true, controls.false) ||
		!isDeepStrictEqual(controls.true, await run(true))
	)
		return undefined;
	return controls;
}

const WORDS: Readonly<Record<string, boolean>> = {
	true: true,
	yes: true,
	'1': true,
	false: false,
	no: false,
	'0': false,
};

/** The boolean a value means by docs/operations.md (true/false, yes/no, 1/0 in any case around white space; the booleans; 1 and 0), or undefined. */
export function booleanMeaning(given: Given): boolean | undefined {
	if ('dateTime' in given) return undefined;
	const value = given.json;
	if (typeof value === 'boolean') return value;
	if (value === 1 || value === 0) return value === 1;
	if (typeof value !== 'string') return undefined;
	const word = value.trim().toLowerCase();
	return Object.prototype.hasOwnProperty.call(WORDS, word) ? WORDS[word] : undefined;
}

/** Why a run that did not fail broke the rule, or undefined. A run that failed is judged as every site's is (judge.ts). */
export function booleanVerdict(
	given: Given,
	outcome: Outcome,
	controls: BooleanControls,
): string | undefined {
	if (outcome.error !== undefined) return undefined;
	const ran = effectOf(outcome);
	const meaning = booleanMeaning(given);
	if (meaning !== undefined) {
		const wanted = controls[meaning ? 'true' : 'false'];
		if (wanted.error || isDeepStrictEqual(ran, wanted)) return undefined;
		return `read as ${String(!meaning)}: the run did not do what ${String(meaning)} does`;
	}
	const as = isDeepStrictEqual(ran, controls.true)
		? 'true'
		: isDeepStrictEqual(ran, controls.false)
			? 'false'
			: 'something';
	return `a value that is no boolean was read as ${as}, not refused`;
}
