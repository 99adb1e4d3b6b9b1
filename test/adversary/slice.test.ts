/**
 * The adversary's fast slice, in `npm test`: a seeded sample of parameter sites of every kind, a
 * few generated values each, through n8n's engine against the mock. `npm run test:adversary` runs
 * the whole corpus on every site; ADVERSARY_SEED=n picks another sample.
 */
import type { Target } from './campaign';
import { targetsOf } from './campaign';
import { sliceOf } from './corpus';
import { findParameterSites, KINDS } from './parameters';
import { describeTargets, SEED } from './shard';

const SITES_PER_KIND = 2;
const CASES_PER_SITE = 4;

function sample(seed: number): Target[] {
	const targets = targetsOf(findParameterSites().sites);
	return KINDS.flatMap((kind) => {
		const ofKind = targets.filter((t) => t.site.kind === kind);
		return Array.from({ length: Math.min(SITES_PER_KIND, ofKind.length) }, (_, i) => ofKind[(seed * 7919 + i * Math.ceil(ofKind.length / SITES_PER_KIND)) % ofKind.length]);
	}).map((target) => ({ ...target, depth: 'slice' as const }));
}

describeTargets(`seeded slice (seed ${SEED})`, sample(SEED), (cases) => {
	const picked = sliceOf(cases, SEED);
	return Array.from({ length: Math.min(CASES_PER_SITE, picked.length) }, (_, i) => picked[(SEED + i * 3) % picked.length]);
});
