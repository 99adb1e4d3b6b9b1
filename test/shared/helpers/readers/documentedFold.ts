/**
 * The fold of an option's words as docs/operations.md states it (How values are read, the Option
 * row), written from its words for the checks that hold the option reader to them: the option-set
 * enumeration (optionSets.ts) and the adversary's judge (test/adversary/judge.ts).
 *
 * Case is folded. Folded away: white space, dashes and underscores of any script (Unicode's Pd and
 * Pc), invisible characters (Cf), and ASCII's punctuation and symbols in any compatibility form
 * (`！`, `﹒`, `…`), but what ends, joins, quotes or encloses an entry: `,` `;` `|` `&` `+` `"` `'`,
 * brackets, a line break and a tab. Beside a digit only white space and invisible characters fold,
 * and where that is all that stands between two digits it is one space. At the start a minus of
 * any spelling stays as `-` (any other dash as itself), and `!` or `¬` as `!`.
 */

import { isMinusSign } from './codeClasses';

const ENTRY_MARKS = new Set([',', ';', '|', '&', '+', '"', "'", '[', ']', '{', '}']);
const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/u;
const LINE_ENDS = new Set(['\n', '\r', '\t', '\v', '\f', '\u0085', '\u2028', '\u2029']);

const blank = (char: string) => /^[\p{White_Space}\p{Cf}]$/u.test(char) && !LINE_ENDS.has(char);
const digit = (char: string | undefined) => char !== undefined && /^\p{N}$/u.test(char);

function folds(char: string): boolean {
	if (LINE_ENDS.has(char)) return false;
	if (/^[\p{White_Space}\p{Pd}\p{Pc}\p{Cf}]$/u.test(char) || isMinusSign(char)) return true;
	const forms = [...char.normalize('NFKC')];
	return (
		forms.length > 0 &&
		forms.every((form) => ASCII_PUNCTUATION.test(form) && !ENTRY_MARKS.has(form))
	);
}

const FULLWIDTH = /[\uFF01-\uFF5E]/gu;

export function documentedFold(text: string): string {
	// Fullwidth ASCII is ASCII, but a fullwidth mark of an entry (`，`) stays itself.
	const chars = [...text.normalize('NFC').trim()].map((char) => {
		const narrow = char.replace(FULLWIDTH, (wide) =>
			String.fromCharCode(wide.charCodeAt(0) - 0xfee0),
		);
		return [',', ';', '|', '"'].includes(narrow) ? char : narrow;
	});
	const sign = (char: string) => (isMinusSign(char) ? '-' : char);
	let key = '';
	let at = 0;
	if (chars.length > 0 && ['!', '¬'].includes(chars[0].normalize('NFKC'))) {
		key = '!';
		at = 1;
	}
	const start = at;
	while (at < chars.length) {
		if (!folds(chars[at])) {
			key += chars[at].toLowerCase();
			at++;
			continue;
		}
		const from = at;
		while (at < chars.length && folds(chars[at])) at++;
		const run = chars.slice(from, at);
		const before = from > start ? chars[from - 1] : undefined;
		const after = chars[at];
		if (digit(before) || digit(after)) {
			const shown = run
				.filter((char) => !blank(char))
				.map(sign)
				.join('');
			key += shown === '' && digit(before) && digit(after) ? ' ' : shown;
		} else if (from === start)
			key += run
				.filter((char) => /^\p{Pd}$/u.test(sign(char)))
				.map(sign)
				.join('');
	}
	return key;
}
