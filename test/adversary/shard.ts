/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * One part of the whole corpus as jest tests: a test per parameter site, failing with every case
 * that changed a value, crashed without the parameter's name, or was refused after a write.
 * Known failures run as skipped tests named after the case.
 */
import { Lab } from './attack';
import type { Target } from './campaign';
import type { Case } from './corpus';
import { attack, targetsOf } from './campaign';
import { KNOWN_FAILURES, knownFailure } from './known';
import { findParameterSites, siteName } from './parameters';

/** Seed of the slices' picks; ADVERSARY_SEED changes it for a run. */
export const SEED = Number(process.env.ADVERSARY_SEED ?? 1);

export function describeTargets(
	title: string,
	targets: Target[],
	pick?: (cases: Case[]) => Case[],
): void {
	describe(title, () => {
		const lab = new Lab();
		// n8n prints every refused run; thousands of expected refusals would bury a real failure.
		const quiet = (['log', 'warn', 'error'] as const).map((level) => jest.spyOn(console, level));
		beforeAll(async () => {
			for (const spy of quiet) spy.mockImplementation(() => {});
			await lab.open();
		});
		afterAll(async () => {
			await lab.close();
			for (const spy of quiet) spy.mockRestore();
		});

		it.each(
			targets.map((target) => [`${siteName(target.site)} (${target.depth})`, target] as const),
		)('%s', async (_title, target) => {
			const { findings } = await attack(lab, target, SEED, pick);
			const unknown = findings.filter((f) => knownFailure(f.site, f.label) === undefined);
			expect(unknown.map((f) => `${f.label}: ${f.reason}`)).toEqual([]);
		});

		const names = new Set(targets.map((t) => siteName(t.site)));
		for (const known of KNOWN_FAILURES.filter((k) => names.has(k.site)))
			it.skip(`${known.site} ${known.label}: ${known.finding}`, () => {});
	});
}

/** Shard `index` of `count`: every count-th target, so each shard mixes kinds and operations. */
export function shardOf(index: number, count: number): Target[] {
	return targetsOf(findParameterSites().sites).filter((_, i) => i % count === index);
}
