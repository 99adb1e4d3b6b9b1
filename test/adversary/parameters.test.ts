/**
 * The adversary finds every parameter of the three nodes by itself, and has a corpus for each
 * parameter type: a new parameter joins the attack the day it is added, and a parameter of a
 * type no corpus knows fails here.
 */
import { CLASSES, corpusFor } from './corpus';
import { findParameterSites, HOLDERS, KINDS, nodesUnderAttack } from './parameters';

const { sites, unknownTypes } = findParameterSites();

it('finds parameters in every node and every version', () => {
	expect(sites.length).toBeGreaterThan(0);
	for (const { node, versions } of nodesUnderAttack()) {
		for (const version of versions) expect(sites.filter((s) => s.node === node && s.version === version).length).toBeGreaterThan(0);
	}
});

it('has a corpus for every parameter type the descriptions use', () => {
	expect(unknownTypes).toEqual([]);
	const used = new Set(nodesUnderAttack().flatMap(({ description }) => description.properties.map((p) => p.type)));
	for (const type of used) expect([...KINDS, ...HOLDERS]).toContain(type);
	for (const kind of KINDS) expect(corpusFor(kind, 'probe', 'second').length).toBeGreaterThan(30);
});

it('reaches parameters inside collections and fixed collections, with their display rules', () => {
	const names = sites.map((s) => `${s.resource}.${s.operation} ${s.path.join('.')}`);
	expect(names).toContain('container.getAll filters.numbers');
	expect(names).toContain('webhook.create options.headers.header.name');
	expect(sites.find((s) => s.path.join('.') === 'limit')?.requires).toEqual({ returnAll: false });
});

it('generates its character classes from Unicode properties, not a hand list', () => {
	const has = (codes: readonly number[], code: number) => codes.includes(code);
	expect(has(CLASSES.dash, 0x2012) && has(CLASSES.dash, 0x2212) && has(CLASSES.dash, 0xff0d) && has(CLASSES.dash, 0x2e3a)).toBe(true);
	expect(has(CLASSES.bidi, 0x202e) && has(CLASSES.bidi, 0x2066)).toBe(true);
	expect(has(CLASSES.invisible, 0x200b) && has(CLASSES.invisible, 0xfeff) && has(CLASSES.invisible, 0x00ad)).toBe(true);
	expect(has(CLASSES.control, 0x0000) && has(CLASSES.control, 0x001f) && has(CLASSES.control, 0x0085)).toBe(true);
	expect(has(CLASSES.whitespace, 0x00a0) && has(CLASSES.whitespace, 0x3000)).toBe(true);
});
