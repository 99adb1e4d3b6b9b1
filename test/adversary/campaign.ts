/**
 * Which values attack which parameter. A parameter shown for many operations (Output, Simplify,
 * Limit) is read by one reader: its full corpus runs once, at its first site in the newest
 * version, and every other site of it gets one value of each family, which proves its wiring.
 */
import type { Lab } from './attack';
import { arm, literalFor, runSite } from './attack';
import type { Case } from './corpus';
import { CLASSES, corpusFor, sliceOf } from './corpus';
import { booleanControls, booleanVerdict } from './booleans';
import { attackHidden, hiddenCasesOf } from './hidden';
import { verdict } from './judge';
import type { ParameterSite } from './parameters';
import { siteName } from './parameters';

export interface Target {
	site: ParameterSite;
	siblings: ParameterSite[];
	/** Full: every family's generated cases, class members rotated by `turn`. Slice: one case per family. */
	depth: 'full' | 'slice';
	turn: number;
	/** Only the attack on the parameter while its display rule hides it (hidden.ts). */
	hiddenOnly?: boolean;
}

/** How many members of each character class one full attack takes; the turn moves them on, so the targets together take every member. */
const MEMBERS_PER_CLASS = 4;

const sameParameter = (site: ParameterSite) =>
	[
		site.node,
		site.path.join('.'),
		site.kind,
		site.property.displayName,
		site.optionValues.join('|'),
	].join(' ');

const sameOperation = (a: ParameterSite, b: ParameterSite) =>
	a.node === b.node &&
	a.version === b.version &&
	a.resource === b.resource &&
	a.operation === b.operation;

export function targetsOf(sites: ParameterSite[]): Target[] {
	const newestFirst = [...sites].sort((a, b) => b.version - a.version);
	const seen = new Set<string>();
	let turn = 0;
	const targets = newestFirst.map((site): Target => {
		const key = sameParameter(site);
		const depth = seen.has(key) ? 'slice' : 'full';
		seen.add(key);
		return {
			site,
			siblings: sites.filter((other) => sameOperation(site, other)),
			depth,
			turn: depth === 'full' ? turn++ : 0,
		};
	});
	return targets.sort((a, b) => siteName(a.site).localeCompare(siteName(b.site)));
}

/** The cases a target gets once its probe is known. */
export function casesOf(target: Target, probe: string, second: string, seed: number): Case[] {
	const all = corpusFor(target.site.kind, probe, second, target.site.optionValues);
	if (target.depth === 'slice') return sliceOf(all, seed);
	const classFamilies = new Set(Object.keys(CLASSES));
	const byClass = new Map<string, Case[]>();
	for (const c of all.filter((c) => classFamilies.has(c.family)))
		byClass.set(c.family, [...(byClass.get(c.family) ?? []), c]);
	const rotated = [...byClass.values()].flatMap((members) =>
		Array.from(
			{ length: Math.min(MEMBERS_PER_CLASS, members.length) },
			(_, i) => members[(target.turn * MEMBERS_PER_CLASS + i) % members.length],
		),
	);
	return [...rotated, ...all.filter((c) => !classFamilies.has(c.family))];
}

export interface Finding {
	site: string;
	label: string;
	reason: string;
}

/** Arms the target, runs its cases, and returns every case that broke the rule. */
export async function attack(
	lab: Lab,
	target: Target,
	seed: number,
	pick?: (cases: Case[]) => Case[],
): Promise<{ findings: Finding[]; cases: number; armed: boolean }> {
	const armed = await arm(lab, target.site, target.siblings);
	const name = siteName(target.site);
	if (armed.probeError !== undefined)
		return {
			findings: [
				{
					site: name,
					label: 'probe',
					reason: `no accepted value found: ${armed.probeError.slice(0, 200)}`,
				},
			],
			cases: 0,
			armed: false,
		};
	let cases = target.hiddenOnly === true ? [] : casesOf(target, armed.probe, armed.second, seed);
	if (pick) cases = pick(cases);
	const findings: Finding[] = [];
	const siblingNames = target.siblings
		.filter((s) => s !== target.site)
		.map((s) => s.property.displayName);
	// A boolean lands nowhere as given: its runs are held to the runs of the boolean each value means.
	const controls =
		target.site.kind === 'boolean' && cases.length > 0
			? await booleanControls(lab, target.site, target.siblings)
			: undefined;
	for (const c of cases) {
		const outcome = await runSite(
			lab,
			target.site,
			target.siblings,
			c.given,
			literalFor(target.site, c.given),
		);
		const reason =
			verdict(target.site, c.given, outcome, armed.spots, siblingNames) ??
			(controls ? booleanVerdict(c.given, outcome, controls) : undefined);
		if (reason !== undefined) findings.push({ site: name, label: c.label, reason });
	}
	// A parameter shown by another's value, attacked while that value hides it: every spelling at full depth, one in a slice.
	const allHidden = hiddenCasesOf(target.site, target.siblings);
	const hidden =
		target.depth === 'full'
			? allHidden
			: allHidden.slice(seed % Math.max(1, allHidden.length)).slice(0, 1);
	for (const finding of await attackHidden(lab, armed, hidden))
		findings.push({ site: name, ...finding });
	return { findings, cases: cases.length + hidden.length, armed: true };
}
