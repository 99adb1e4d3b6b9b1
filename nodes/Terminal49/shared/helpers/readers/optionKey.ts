import { isLineBreak, narrowedChar, withPlainMinus } from './characters';

/**
 * How an option's words are compared when not given exactly: case, spacing and punctuation folded
 * away, and nothing else. What turns a meaning around stays (a leading minus of any spelling, a
 * leading `!` or `¬`), and so does whatever ends, joins or quotes an entry of a list (`,`, `;`,
 * `|`, a line break, a tab, `"`, in any of their forms), so a list of two options never folds into
 * the one option whose words they are (`Red, Blue` is not `Red-Blue`).
 */

const NEGATION_MARKS: ReadonlySet<string> = new Set(['!', '¬']);

/** What a key keeps of a character's compatibility form: letters, digits, marks, and what ends, joins or quotes an entry. */
const MORE_THAN_SPACING = /[\p{L}\p{N}\p{M},;|"[\]{}\t\n\v\f\r\u0085\u2028\u2029]/u;
const SPACING_CLASSES = /^[\p{White_Space}\p{P}\p{S}\p{Cf}]$/u;
const LIST_MARKS = /^[,;|"]$/u;
/** The ASCII characters a key folds away, as the rule below finds them: space, punctuation and symbols but `, ; | " [ ] { }`. */
const ASCII_SPACING = ' !#$%&\'()*+-./:<=>?@\\^_`~';

/**
 * Whether a character is spacing or punctuation a key folds away: white space (not a line break),
 * punctuation, a symbol or an invisible format character, whose compatibility form holds nothing
 * more (`℃` holds a C, `🄁` a comma: both stay).
 */
function foldedAway(char: string): boolean {
	const code = char.charCodeAt(0);
	// ASCII, most of what is read, without a normal form: its space and punctuation but the marks of a list.
	if (code < 0x80) return ASCII_SPACING.includes(char);
	if (!SPACING_CLASSES.test(char) || isLineBreak(char)) return false;
	return !MORE_THAN_SPACING.test(char.normalize('NFKC'));
}

/**
 * `Due Today` → `duetoday`. Text is composed first (NFC: `e` and a combining acute are `é`); a
 * fullwidth letter or digit is its ASCII one; a leading minus of any spelling is kept as `-` (in a
 * sort it means descending, in a temperature below zero), a leading `!` or `¬` as `!`.
 */
export function optionKey(text: string): string {
	const normal = withPlainMinus(text.normalize('NFC')).trim();
	const first = narrowedChar(normal.charAt(0));
	let key = first === '-' ? '-' : NEGATION_MARKS.has(first) ? '!' : '';
	for (const char of normal) {
		const narrow = narrowedChar(char);
		// A fullwidth comma or quote stays itself: only the ASCII ones end or quote an entry.
		const plain = LIST_MARKS.test(narrow) && narrow !== char ? char : narrow;
		if (!foldedAway(plain)) key += plain.toLowerCase();
	}
	return key;
}

/** "not overdue": a negation in words, which matches only an option or a synonym spelled with it. */
export function negatedInWords(text: string): boolean {
	return /^\s*not\s/i.test(text);
}

/** An option spelled with a negation in words: "Not Due", and also `not_available`, whose "not" is its own word too. */
export function spelledNegated(text: string): boolean {
	return /^not(?![\p{L}\p{N}])/iu.test(text.normalize('NFC').trim());
}
