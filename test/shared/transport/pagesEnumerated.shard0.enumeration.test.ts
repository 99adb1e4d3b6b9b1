/**
 * The pager's guarantee at the full scope of its enumeration (pagesEnumerated.test.ts runs the
 * quick one in `npm test`): every placement of up to four events over a read's answers on lists of
 * five and six, and of five events on lists of four. Half of the setups (the other half in the other
 * shard), so jest's two workers share them. Counts and times: bench/RESULTS.md § 11.
 */
import { checkScope } from './enumeration/check';
import { FULL_SCOPE, setupName } from './enumeration/scopes';

const SHARD = 0;

describe('every interleaving of a few events, at the full scope', () => {
	const setups = FULL_SCOPE.filter((_checked, index) => index % 2 === SHARD);
	it.each(setups.map((checked) => [setupName(checked), checked] as const))(
		'%s',
		async (_name, checked) => {
			const exploration = await checkScope(checked);
			expect(exploration.runs).toBeGreaterThan(1_000);
		},
	);
});
