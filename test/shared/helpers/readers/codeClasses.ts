/**
 * The table of classes the code-space check (codeSpace.ts) holds every reader to: short, written by
 * hand from Unicode's properties, never from the readers' code. First match wins.
 */
export type CharClass = 'digit' | 'sign' | 'separator' | 'line break' | 'space' | 'invisible' | 'quote' | 'punctuation' | 'everything else';

/** A fullwidth form (U+FF01–U+FF5E) is the ASCII character U+FEE0 below it: Unicode's `<wide>` mapping, the one fold a reader may make. */
export const plain = (char: string): string => {
	const code = char.codePointAt(0)!;
	return char.length === 1 && code >= 0xff01 && code <= 0xff5e ? String.fromCharCode(code - 0xfee0) : char;
};

/**
 * The minus signs, listed by hand: U+2212 MINUS SIGN, and what keyboards, word processors,
 * spreadsheets and PDFs write for it: the hyphen-minus (and its small and fullwidth forms), the
 * hyphen and non-breaking hyphen, the figure, en and em dashes and the horizontal bar (Word turns
 * " - " into an en dash, a PDF's minus often comes out as a figure or em dash), the small em dash,
 * the heavy minus sign and the modifier letter minus. No other dash: the wave (〜), wavy (〰) and
 * swung (⁓) dashes mean "about" or "up to", the two- and three-em dashes (⸺ ⸻) mark an omission,
 * the Armenian, Hebrew, Canadian, Mongolian and katakana hyphens join words, the vertical forms
 * (︱ ︲) stand in vertical text, and the superscript and subscript minus (⁻ ₋) belong to a
 * superscript or a subscript (as `²` is no 2).
 */
export const MINUS_SIGNS: ReadonlySet<string> = new Set([
	'\u002D', // HYPHEN-MINUS
	'\uFE63', // SMALL HYPHEN-MINUS
	'\uFF0D', // FULLWIDTH HYPHEN-MINUS
	'\u2010', // HYPHEN
	'\u2011', // NON-BREAKING HYPHEN
	'\u2012', // FIGURE DASH
	'\u2013', // EN DASH
	'\u2014', // EM DASH
	'\u2015', // HORIZONTAL BAR
	'\uFE58', // SMALL EM DASH
	'\u2212', // MINUS SIGN
	'\u2796', // HEAVY MINUS SIGN
	'\u02D7', // MODIFIER LETTER MINUS SIGN
]);

export const isMinusSign = (char: string): boolean => MINUS_SIGNS.has(char);

export function classOf(char: string): CharClass {
	const compat = char.normalize('NFKC');
	if (/^[0-9]$/u.test(plain(char))) return 'digit';
	if (isMinusSign(char) || plain(char) === '+') return 'sign';
	if (char === '\t' || /^[,;|]$/u.test(compat)) return 'separator';
	if (/^[\n\v\f\r\u0085\u2028\u2029]$/u.test(char)) return 'line break';
	if (/^\p{White_Space}$/u.test(char)) return 'space';
	if (/^\p{Cf}$/u.test(char)) return 'invisible';
	if (/["'‘’“”«»]/u.test(compat)) return 'quote';
	// Punctuation or a symbol whose compatibility form holds no letter, digit, mark or separator (`℃` holds a C, `🄁` "0,").
	if (/^[\p{P}\p{S}]$/u.test(char) && !/[\p{L}\p{N}\p{M},;|]/u.test(compat)) return 'punctuation';
	return 'everything else';
}

