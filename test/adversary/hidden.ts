/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * Parameters hidden by a display rule while they hold a value. n8n drops a hidden parameter's value
 * before the node runs (its Workflow keeps only what its display check shows), and that check
 * matches a rule's values exactly: Return All saved as the text "FALSE" hides Limit, though a
 * reader that takes "FALSE" for false then reads Limit. So each parameter whose display depends on
 * another one (its controller) is set to its probe while the controller holds another spelling of
 * the value that shows it. The run must read the probe (as when the controller is spelled exactly),
 * be refused naming the parameter or its controller before any write, or read the controller as
 * hiding it: never run as though the parameter were shown and unset.
 */
import { isDeepStrictEqual } from 'node:util';
import type { INodeParameters, INodePropertyOptions } from 'n8n-workflow';

import type { Armed, Lab, Outcome } from './attack';
import { probeValue, runSite } from './attack';
import type { Given } from './corpus';
import type { ParameterSite } from './parameters';
import { namesOf, siteName } from './parameters';

export interface HiddenCase {
	label: string;
	/** The controller's name and the spelling it holds, which n8n's display check does not match. */
	controller: string;
	spelling: unknown;
}

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** Other spellings of each value that shows the site, as a sheet, a model or a hand-edited workflow writes them. */
export function hiddenCasesOf(site: ParameterSite, siblings: ParameterSite[]): HiddenCase[] {
	const cases: HiddenCase[] = [];
	for (const [controller, shown] of Object.entries(site.requires)) {
		const holder = siblings.find(
			(sibling) => sibling.path.length === 1 && sibling.path[0] === controller,
		);
		if (holder === undefined) continue;
		const spellings: unknown[] = [];
		if (typeof shown === 'boolean')
			spellings.push(String(shown).toUpperCase(), shown ? 'yes' : 'no', shown ? 1 : 0);
		if (typeof shown === 'string') {
			const label = ((holder.property.options ?? []) as INodePropertyOptions[]).find(
				(option) => option.value === shown,
			)?.name;
			spellings.push(
				shown.toUpperCase(),
				...(label !== undefined && label !== shown ? [label] : []),
				` ${shown} `,
			);
		}
		for (const spelling of spellings)
			cases.push({
				label: `hidden: ${controller} ${JSON.stringify(spelling)}`,
				controller,
				spelling,
			});
	}
	return cases;
}

/** The site's value as the editor saves it: its probe, as it is (a locator By ID). */
function savedProbe(armed: Armed): { given: Given; literal: unknown } {
	const value = probeValue(armed.site, armed.probe);
	return {
		given: { json: value },
		literal: armed.site.kind === 'resourceLocator' ? { __rl: true, mode: 'id', value } : value,
	};
}

/** What a run did, to tell two readings apart: its requests and its items. */
const effect = (outcome: Outcome) => ({
	error: outcome.error,
	requests: outcome.requests.map((request) => [
		request.method,
		request.path,
		request.query,
		request.body,
	]),
	output: outcome.output,
});

/** Runs the hidden cases of an armed site; returns why each case that broke the rule broke it. */
export async function attackHidden(
	lab: Lab,
	armed: Armed,
	cases: HiddenCase[],
): Promise<Array<{ label: string; reason: string }>> {
	if (cases.length === 0) return [];
	const { site, siblings } = armed;
	const { given, literal } = savedProbe(armed);
	const shown = effect(await runSite(lab, site, siblings, given, literal));
	const unset = effect(await runSite(lab, site, siblings, { json: undefined }, undefined));
	const findings: Array<{ label: string; reason: string }> = [];
	for (const c of cases) {
		const overrides: INodeParameters = { [c.controller]: c.spelling as INodeParameters[string] };
		const outcome = await runSite(lab, site, siblings, given, literal, overrides);
		if (outcome.error !== undefined) {
			const controller = siblings.find(
				(sibling) => sibling.path.length === 1 && sibling.path[0] === c.controller,
			);
			const names = [...namesOf(site), ...(controller ? namesOf(controller) : [])].map((name) =>
				name.toLowerCase(),
			);
			const writes = outcome.requests.filter((request) => WRITES.has(request.method));
			if (
				!names.some((name) => outcome.error!.toLowerCase().includes(name)) &&
				!isDeepStrictEqual(effect(outcome), shown)
			) {
				findings.push({
					label: c.label,
					reason: `error without the name of ${siteName(site)} or its controller: ${outcome.error.slice(0, 300)}`,
				});
			} else if (writes.length > 0 && shown.error === undefined) {
				findings.push({
					label: c.label,
					reason: `refused after a write: ${writes[0].method} ${writes[0].path}`,
				});
			}
			continue;
		}
		const ran = effect(outcome);
		if (isDeepStrictEqual(ran, shown)) continue;
		// Read as shown, with the value n8n dropped replaced by the default: a changed value.
		if (!isDeepStrictEqual(shown, unset) && isDeepStrictEqual(ran, unset)) {
			findings.push({
				label: c.label,
				reason: `changed value: hidden by n8n and dropped, yet run as shown with its default instead of ${JSON.stringify(literal).slice(0, 80)}`,
			});
		}
	}
	return findings;
}
