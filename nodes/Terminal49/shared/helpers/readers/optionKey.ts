import { isLineBreak, narrowedChar, withPlainMinus } from './characters';

/**
 * How an option's words are compared when not given exactly: case, spacing and ASCII's punctuation
 * folded away (`due today`, `DUE-TODAY`, `dueToday`, `Tracking Request Succeeded` for
 * `Tracking: Request Succeeded`), and nothing else. Folded: white space, dashes and connectors of
 * any script (`-`, `–`, `〜`, `_`), invisible format characters, and ASCII's punctuation and
 * symbols, also in a compatibility form (`.` `:` `/` `!` `(`, `！`, `…`), but what ends, joins,
 * quotes or encloses an entry of a list (`,` `;` `|` `&` `+` `"` `'`, brackets, a line break, a
 * tab). Every other script's punctuation and symbols stay, its commas and quotes among them
 * (`、` `،` `“` `«` `°`): so a list never folds into the one option its words spell (`Red, Blue`,
 * `Red、Blue` and `'Red', 'Blue'` are not `Red-Blue` or `Red, Blue`). Beside a digit only white
 * space folds, since what stands there changes the number (`1.5 t` is not `15 t`, `1-2 days` not
 * `12 days`, `Reefer -18 °C` not `Reefer 18 °C`, `<5` not `5`), and white space between two digits
 * stays a space (`1 2` is not `12`). What turns a meaning around stays at the start: a minus of
 * any spelling, `!` or `¬`.
 */

const NEGATION_MARKS: ReadonlySet<string> = new Set(['!', '¬']);

/** What ends, joins, quotes or encloses an entry of a list, in ASCII: never folded. */
const ENTRY_MARKS = ',;|&+"\'[]{}';
/** ASCII's punctuation and symbols but the marks of an entry: what a key folds away wherever it stands but beside a digit. */
const ASCII_PUNCTUATION: ReadonlySet<string> = new Set(
	Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code)).filter(
		(char) => /^[\p{P}\p{S}]$/u.test(char) && !ENTRY_MARKS.includes(char),
	),
);
/** What only spaces words apart in any script: white space, dashes (Pd), connectors (Pc) and invisible format characters (Cf). */
const SPACING = /^[\p{White_Space}\p{Pd}\p{Pc}\p{Cf}]$/u;
const BLANK = /^[\p{White_Space}\p{Cf}]$/u;
const DASH = /^\p{Pd}$/u;
const NUMBER = /^\p{N}$/u;
const LIST_MARKS = /^[,;|"]$/u;

/**
 * Whether a key folds a character away: spacing of any script (not a line break or a tab, which
 * end an entry), or punctuation whose compatibility form is ASCII's (`！` is `!`, `…` is `...`).
 */
function foldedByClass(char: string): boolean {
	if (char === '\t' || isLineBreak(char)) return false;
	if (SPACING.test(char)) return true;
	const compatible = char.normalize('NFKC');
	return compatible !== '' && [...compatible].every((part) => ASCII_PUNCTUATION.has(part));
}

/** ASCII, most of what is read, judged once by the rule above. */
const ASCII_FOLDED: ReadonlySet<string> = new Set(
	Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code)).filter(foldedByClass),
);

function foldedAway(char: string): boolean {
	return char.charCodeAt(0) < 0x80 ? ASCII_FOLDED.has(char) : foldedByClass(char);
}

/**
 * What a run of folded characters leaves in a key: beside a digit, all but its white space and
 * invisible characters (a space between two digits when that is all it holds); at the start, its
 * dashes (a leading minus); elsewhere nothing.
 */
function runLeft(
	run: readonly string[],
	place: { start: boolean; afterNumber: boolean; beforeNumber: boolean },
): string {
	if (run.length === 0) return '';
	if (place.afterNumber || place.beforeNumber) {
		const shown = run.filter((char) => !BLANK.test(char)).join('');
		return shown === '' && place.afterNumber && place.beforeNumber ? ' ' : shown;
	}
	return place.start ? run.filter((char) => DASH.test(char)).join('') : '';
}

/**
 * `Due Today` → `duetoday`. Text is composed first (NFC: `e` and a combining acute are `é`); a
 * fullwidth letter or digit is its ASCII one, but a fullwidth comma or quote stays itself (only
 * the ASCII ones end or quote an entry); a minus of any spelling is `-`; a leading `!` or `¬` is `!`.
 */
export function optionKey(text: string): string {
	const chars = [...withPlainMinus(text.normalize('NFC')).trim()].map((char) => {
		const narrow = narrowedChar(char);
		return LIST_MARKS.test(narrow) && narrow !== char ? char : narrow;
	});
	const negated = chars.length > 0 && NEGATION_MARKS.has(chars[0].normalize('NFKC'));
	let key = negated ? '!' : '';
	let run: string[] = [];
	let start = true;
	let afterNumber = false;
	for (const char of negated ? chars.slice(1) : chars) {
		if (foldedAway(char)) {
			run.push(char);
			continue;
		}
		const isNumber = NUMBER.test(char);
		key += runLeft(run, { start, afterNumber, beforeNumber: isNumber });
		run = [];
		start = false;
		afterNumber = isNumber;
		key += char.toLowerCase();
	}
	return key + runLeft(run, { start, afterNumber, beforeNumber: false });
}

/** "not overdue": a negation in words, which matches only an option or a synonym spelled with it. */
export function negatedInWords(text: string): boolean {
	return /^\s*not\s/i.test(text);
}

/** An option spelled with a negation in words: "Not Due", and also `not_available`, whose "not" is its own word too. */
export function spelledNegated(text: string): boolean {
	return /^not(?![\p{L}\p{N}])/iu.test(text.normalize('NFC').trim());
}
