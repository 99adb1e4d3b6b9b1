/**
 * The code-space check in `npm test`: every code point of the Basic Multilingual Plane (63,488 of
 * them, where every script's digits, signs, spaces and punctuation but a few sit) through every
 * reader at every position (codeSpace.ts, codeClasses.ts, codeSpaceProbes.ts,
 * codeSpaceOptionProbes.ts). `npm run test:adversary` (CI) runs all 1,112,064 code points
 * (codeSpace.adversary.test.ts).
 */
import { classOf } from './codeClasses';
import { checkCodePoints, codePoints } from './codeSpace';
import { PROBES } from './codeSpaceProbes';

describe('the hand-written table of classes', () => {
	it.each<[string, string]>([
		['7', 'digit'],
		['\uFF17', 'digit'],
		['\u2212', 'minus'],
		['\u2012', 'minus'],
		['-', 'minus'],
		['+', 'plus'],
		[',', 'separator'],
		['\uFF0C', 'separator'],
		['\u3001', 'separator'],
		['\u060C', 'separator'],
		['\t', 'separator'],
		['\u2028', 'line break'],
		['\u00A0', 'space'],
		['\u200B', 'invisible'],
		['"', 'quote'],
		["'", 'quote'],
		['\u201C', 'quote'],
		['\u00AB', 'quote'],
		['\u300C', 'quote'],
		['&', 'joiner'],
		['[', 'bracket'],
		['\u301C', 'dash'],
		['\u2E3A', 'dash'],
		['_', 'dash'],
		['/', 'ASCII punctuation'],
		['\uFF01', 'ASCII punctuation'],
		['\u2026', 'ASCII punctuation'],
		['\u00B0', 'punctuation'],
		['\u207B', 'punctuation'],
		['\u2053', 'punctuation'],
		['\u00B2', 'everything else'],
		['\u2460', 'everything else'],
		['\u00BD', 'everything else'],
		['\u0665', 'everything else'],
		['\u2103', 'everything else'],
		['\u0000', 'everything else'],
	])('%p is %s', (char, charClass) => {
		expect(classOf(char)).toBe(charClass);
	});
});

it('every reader reads every code point of the BMP, alone and inside a value, as its class allows', () => {
	const { codePoints: checked, checks, findings } = checkCodePoints(codePoints(0, 0xffff));
	expect(checked).toBe(63_488);
	expect(checks).toBe(63_488 * PROBES.length);
	expect(findings.slice(0, 20)).toEqual([]);
});
