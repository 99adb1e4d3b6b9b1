/**
 * Every code point through every reader. Each code point is given to each reader alone and inside a
 * value the reader accepts (`1⟨c⟩0`, `⟨c⟩5`, `5⟨c⟩`, `Red⟨c⟩Blue`, `1⟨c⟩5 t`, …), and what the
 * reader makes of it must be one of the outcomes its class allows. The classes are a table written
 * by hand (codeClasses.ts), never from the readers' code: the minus signs, separators, quotes and
 * joiners are lists of code points with the reason for each; digits, line breaks, spaces,
 * invisibles, dashes, ASCII's punctuation, other punctuation and symbols, and everything else
 * (letters, marks, other scripts' digits, superscripts, circled digits, fractions, controls,
 * unassigned and private code points) are Unicode's properties. Each code point is checked on its
 * own: none shares a check with another of the same normal form.
 */
import type { CharClass } from './codeClasses';
import { classOf } from './codeClasses';
import type { Outcome } from './codeSpaceProbe';
import { attempt } from './codeSpaceProbe';
import { PROBES } from './codeSpaceProbes';

export interface Finding {
	code: string;
	charClass: CharClass;
	reader: string;
	position: string;
	got: string;
}

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
const sameOutcome = (a: Outcome, b: Outcome) => JSON.stringify(a) === JSON.stringify(b);

/** Every probe on every code point given; the checks made, and every outcome its class does not allow. */
export function checkCodePoints(codes: Iterable<number>): {
	codePoints: number;
	checks: number;
	findings: Finding[];
} {
	const findings: Finding[] = [];
	let codePoints = 0;
	let checks = 0;
	for (const code of codes) {
		const char = String.fromCodePoint(code);
		const charClass = classOf(char);
		codePoints++;
		for (const probe of PROBES) {
			checks++;
			const got = attempt(() => probe.read(char));
			if (probe.allowed(char, charClass).some((allowed) => sameOutcome(allowed, got))) continue;
			findings.push({
				code: hex(code),
				charClass,
				reader: probe.reader,
				position: probe.position,
				got: JSON.stringify(got),
			});
		}
	}
	return { codePoints, checks, findings };
}

/** Every code point of Unicode but the surrogates (which no text holds alone), from `from` by `step`. */
export function* codePoints(from = 0, to = 0x10ffff, step = 1): Generator<number> {
	for (let code = from; code <= to; code += step) if (code < 0xd800 || code > 0xdfff) yield code;
}
