/**
 * The adversary in `npm test`. It finds every parameter of the three nodes by itself and has a
 * corpus for each parameter type: a new parameter joins the attack the day it is added, and one of
 * a type no corpus knows fails here. Then a seeded slice: a few sites of every kind, a few
 * generated values each, through n8n's engine against the mock. `npm run test:adversary` runs the
 * whole corpus on every site; ADVERSARY_SEED=n picks another sample.
 */
import type { Target } from './campaign';
import { targetsOf } from './campaign';
import { CLASSES, corpusFor, sliceOf } from './corpus';
import {
	describedParameters,
	findParameterSites,
	HOLDERS,
	KINDS,
	nodesUnderAttack,
} from './parameters';
import { describeTargets, SEED } from './shard';

describe('finding the parameters', () => {
	const { sites, unknownTypes } = findParameterSites();

	it('finds parameters in every node and every version', () => {
		expect(sites.length).toBeGreaterThan(0);
		for (const { node, versions } of nodesUnderAttack()) {
			for (const version of versions)
				expect(
					sites.filter((s) => s.node === node && s.version === version).length,
				).toBeGreaterThan(0);
		}
	});

	it('has a corpus for every parameter type the descriptions use', () => {
		expect(unknownTypes).toEqual([]);
		const used = new Set(
			nodesUnderAttack().flatMap(({ description }) => description.properties.map((p) => p.type)),
		);
		for (const type of used) expect([...KINDS, ...HOLDERS]).toContain(type);
		for (const kind of KINDS) expect(corpusFor(kind, 'probe', 'second').length).toBeGreaterThan(30);
	});

	it('attacks every parameter a description holds, at any depth, in some version and operation', () => {
		const attacked = new Set(sites.map((site) => `${site.node} ${site.path.join('.')}`));
		// A column mapper's value is attacked through one of its fields: its sites sit below it.
		const reached = (key: string) =>
			attacked.has(key) || [...attacked].some((site) => site.startsWith(`${key}.`));
		const missing = nodesUnderAttack().flatMap(({ node, description }) =>
			describedParameters(description.properties)
				.filter((path) => path !== 'resource' && path !== 'operation')
				.map((path) => `${node} ${path}`)
				.filter((key) => !reached(key)),
		);
		expect(missing).toEqual([]);
	});

	it('reaches parameters inside collections and fixed collections, with their display rules', () => {
		const names = sites.map((s) => `${s.resource}.${s.operation} ${s.path.join('.')}`);
		expect(names).toContain('container.getAll filters.numbers');
		expect(names).toContain('webhook.create options.headers.header.name');
		expect(sites.find((s) => s.path.join('.') === 'limit')?.requires).toEqual({ returnAll: false });
	});

	it('generates its character classes from Unicode properties, not a hand list', () => {
		const has = (codes: readonly number[], code: number) => codes.includes(code);
		expect(
			has(CLASSES.dash, 0x2012) &&
				has(CLASSES.dash, 0x2212) &&
				has(CLASSES.dash, 0xff0d) &&
				has(CLASSES.dash, 0x2e3a),
		).toBe(true);
		expect(has(CLASSES.bidi, 0x202e) && has(CLASSES.bidi, 0x2066)).toBe(true);
		expect(
			has(CLASSES.invisible, 0x200b) &&
				has(CLASSES.invisible, 0xfeff) &&
				has(CLASSES.invisible, 0x00ad),
		).toBe(true);
		expect(
			has(CLASSES.control, 0x0000) && has(CLASSES.control, 0x001f) && has(CLASSES.control, 0x0085),
		).toBe(true);
		expect(has(CLASSES.whitespace, 0x00a0) && has(CLASSES.whitespace, 0x3000)).toBe(true);
		expect(
			has(CLASSES.digitlike, 0x00b2) &&
				has(CLASSES.digitlike, 0x2460) &&
				has(CLASSES.digitlike, 0x00bd) &&
				has(CLASSES.digitlike, 0x0665),
		).toBe(true);
		expect(has(CLASSES.digitlike, 0x0037)).toBe(false);
	});
});

const SITES_PER_KIND = 2;
const CASES_PER_SITE = 4;

function sample(seed: number): Target[] {
	const targets = targetsOf(findParameterSites().sites);
	return KINDS.flatMap((kind) => {
		const ofKind = targets.filter((t) => t.site.kind === kind);
		return Array.from(
			{ length: Math.min(SITES_PER_KIND, ofKind.length) },
			(_, i) =>
				ofKind[(seed * 7919 + i * Math.ceil(ofKind.length / SITES_PER_KIND)) % ofKind.length],
		);
	}).map((target) => ({ ...target, depth: 'slice' as const }));
}

/** One parameter per controller (Return All, Output, Find By…), attacked only while that controller hides it: one spelling each. */
function hiddenSample(seed: number): Target[] {
	const controlled = targetsOf(findParameterSites().sites).filter(
		(t) => Object.keys(t.site.requires).length > 0,
	);
	const controllers = [...new Set(controlled.map((t) => Object.keys(t.site.requires).join(',')))];
	return controllers.map((controller) => {
		const ofController = controlled.filter(
			(t) => Object.keys(t.site.requires).join(',') === controller,
		);
		return {
			...ofController[(seed * 7919) % ofController.length],
			depth: 'slice' as const,
			hiddenOnly: true,
		};
	});
}

describeTargets(
	`seeded slice (seed ${SEED})`,
	[...sample(SEED), ...hiddenSample(SEED)],
	(cases) => {
		const picked = sliceOf(cases, SEED);
		return Array.from(
			{ length: Math.min(CASES_PER_SITE, picked.length) },
			(_, i) => picked[(SEED + i * 3) % picked.length],
		);
	},
);
