/**
 * The whole code space, in `npm run test:adversary` (CI): every code point of Unicode but the
 * surrogates, 1,112,064, through every reader at every position (codeSpace.ts), a plane per test.
 * `npm test` runs the Basic Multilingual Plane (codeSpace.test.ts).
 */
import { checkCodePoints, codePoints } from './codeSpace';

const PLANES = Array.from({ length: 17 }, (_, plane) => plane);

it.each(PLANES)(
	'plane %i: every reader reads each of its code points as its class allows',
	(plane) => {
		const { codePoints: checked, findings } = checkCodePoints(
			codePoints(plane * 0x10000, plane * 0x10000 + 0xffff),
		);
		expect(checked).toBe(plane === 0 ? 63_488 : 65_536);
		expect(findings.slice(0, 20)).toEqual([]);
	},
);
