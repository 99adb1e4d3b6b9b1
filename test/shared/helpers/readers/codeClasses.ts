/**
 * The table of classes the code-space check (codeSpace.ts) holds every reader to, written by hand
 * and never from the readers' code: the minus signs, the separators, the quotes and the joiners
 * are lists of code points, each with the reason it is in its class, so a reader whose own class
 * is wider or narrower (a minus that is Unicode's Dash property, a fold that takes away another
 * script's comma) fails here. The rest are Unicode's properties, as docs/operations.md states the
 * rules in them. First match wins.
 */
export type CharClass =
	| 'digit'
	| 'minus'
	| 'plus'
	| 'separator'
	| 'line break'
	| 'space'
	| 'invisible'
	| 'quote'
	| 'joiner'
	| 'bracket'
	| 'dash'
	| 'ASCII punctuation'
	| 'punctuation'
	| 'everything else';

/** A fullwidth form (U+FF01–U+FF5E) is the ASCII character U+FEE0 below it: Unicode's `<wide>` mapping, the one fold a reader may make. */
export const plain = (char: string): string => {
	const code = char.codePointAt(0)!;
	return char.length === 1 && code >= 0xff01 && code <= 0xff5e
		? String.fromCharCode(code - 0xfee0)
		: char;
};

/**
 * The minus signs: U+2212 MINUS SIGN, and what keyboards, word processors, spreadsheets and PDFs
 * write for it: the hyphen-minus (and its small and fullwidth forms), the hyphen and non-breaking
 * hyphen, the figure, en and em dashes and the horizontal bar (Word turns " - " into an en dash, a
 * PDF's minus often comes out as a figure or em dash), the small em dash, the heavy minus sign and
 * the modifier letter minus. No other dash: the wave (〜), wavy (〰) and swung (⁓) dashes mean
 * "about" or "up to", the two- and three-em dashes (⸺ ⸻) mark an omission, the Armenian, Hebrew,
 * Canadian, Mongolian and katakana hyphens join words, the vertical forms (︱ ︲) stand in vertical
 * text, and the superscript and subscript minus (⁻ ₋) belong to a superscript or a subscript (as
 * `²` is no 2).
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

/** The plus sign and its fullwidth and small forms; the superscript and subscript plus (⁺ ₊) belong to a superscript or a subscript. */
const PLUS_SIGNS: ReadonlySet<string> = new Set(['+', '\uFF0B', '\uFE62']);

/**
 * What ends an entry of a list: the tab (a spreadsheet's next cell), and every character Unicode
 * names a comma or a semicolon (punctuation, Po), in every script and form, with the vertical line
 * (`|`, which the option readers take as a separator) and its fullwidth form. Only the ASCII comma
 * (and `;` and `|` for choices) cuts a list; the others must never fold into the option their words
 * spell, as a comma would not.
 */
const SEPARATORS: ReadonlySet<string> = new Set([
	'\t',
	'\u002C', // COMMA
	'\u003B', // SEMICOLON
	'\u007C', // VERTICAL LINE
	'\uFF5C', // FULLWIDTH VERTICAL LINE
	'\u055D', // ARMENIAN COMMA
	'\u060C', // ARABIC COMMA
	'\u061B', // ARABIC SEMICOLON
	'\u07F8', // NKO COMMA
	'\u1363', // ETHIOPIC COMMA
	'\u1364', // ETHIOPIC SEMICOLON
	'\u1802', // MONGOLIAN COMMA
	'\u1808', // MONGOLIAN MANCHU COMMA
	'\u204F', // REVERSED SEMICOLON
	'\u2E32', // TURNED COMMA
	'\u2E34', // RAISED COMMA
	'\u2E35', // TURNED SEMICOLON
	'\u2E41', // REVERSED COMMA
	'\u2E49', // DOUBLE STACKED COMMA
	'\u2E4C', // MEDIEVAL COMMA
	'\u3001', // IDEOGRAPHIC COMMA
	'\uA4FE', // LISU PUNCTUATION COMMA
	'\uA60D', // VAI COMMA
	'\uA6F5', // BAMUM COMMA
	'\uA6F6', // BAMUM SEMICOLON
	'\uFE10', // PRESENTATION FORM FOR VERTICAL COMMA
	'\uFE11', // PRESENTATION FORM FOR VERTICAL IDEOGRAPHIC COMMA
	'\uFE14', // PRESENTATION FORM FOR VERTICAL SEMICOLON
	'\uFE50', // SMALL COMMA
	'\uFE51', // SMALL IDEOGRAPHIC COMMA
	'\uFE54', // SMALL SEMICOLON
	'\uFF0C', // FULLWIDTH COMMA
	'\uFF1B', // FULLWIDTH SEMICOLON
	'\uFF64', // HALFWIDTH IDEOGRAPHIC COMMA
	'\u{1144D}', // NEWA COMMA
	'\u{1145A}', // NEWA DOUBLE COMMA
	'\u{16E97}', // MEDEFAIDRIN COMMA
	'\u{1DA87}', // SIGNWRITING COMMA
	'\u{1DA89}', // SIGNWRITING SEMICOLON
]);

/**
 * What quotes an entry: every character Unicode names a quotation mark or an apostrophe
 * (punctuation, and the heavy quotation ornaments among symbols), and the CJK corner brackets
 * (「」『』, in every form), which quote as “ ” do. A list quoted with any of them (`'Red', 'Blue'`,
 * `«Red», «Blue»`) must never fold into the option whose label holds the comma.
 */
const QUOTES: ReadonlySet<string> = new Set([
	'"',
	"'",
	'\u00AB', // LEFT-POINTING DOUBLE ANGLE QUOTATION MARK
	'\u00BB', // RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK
	'\u055A', // ARMENIAN APOSTROPHE
	...'\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u201F', // SINGLE and DOUBLE QUOTATION MARKs, left, right, low-9, high-reversed-9
	'\u2039', // SINGLE LEFT-POINTING ANGLE QUOTATION MARK
	'\u203A', // SINGLE RIGHT-POINTING ANGLE QUOTATION MARK
	...'\u275B\u275C\u275D\u275E\u275F\u2760', // HEAVY (LOW) SINGLE and DOUBLE (TURNED) COMMA QUOTATION MARK ORNAMENTs
	'\u276E', // HEAVY LEFT-POINTING ANGLE QUOTATION MARK ORNAMENT
	'\u276F', // HEAVY RIGHT-POINTING ANGLE QUOTATION MARK ORNAMENT
	'\u2E42', // DOUBLE LOW-REVERSED-9 QUOTATION MARK
	...'\u300C\u300D\u300E\u300F', // LEFT and RIGHT (WHITE) CORNER BRACKET
	...'\u301D\u301E\u301F', // REVERSED, LOW and plain DOUBLE PRIME QUOTATION MARK
	...'\uFE41\uFE42\uFE43\uFE44', // PRESENTATION FORMs FOR VERTICAL LEFT and RIGHT (WHITE) CORNER BRACKET
	'\uFF02', // FULLWIDTH QUOTATION MARK
	'\uFF07', // FULLWIDTH APOSTROPHE
	'\uFF62', // HALFWIDTH LEFT CORNER BRACKET
	'\uFF63', // HALFWIDTH RIGHT CORNER BRACKET
	...'\u{1F676}\u{1F677}\u{1F678}', // SANS-SERIF HEAVY (LOW) DOUBLE (TURNED) COMMA QUOTATION MARK ORNAMENTs
]);

/** What joins entries as a word does ("and"): the ampersand, also fullwidth and small. */
const JOINERS: ReadonlySet<string> = new Set(['&', '\uFF06', '\uFE60']);

/** What encloses a list or an object: square and curly brackets, also fullwidth. */
const BRACKETS: ReadonlySet<string> = new Set([
	'[',
	']',
	'{',
	'}',
	'\uFF3B',
	'\uFF3D',
	'\uFF5B',
	'\uFF5D',
]);

/** ASCII's punctuation and symbols, listed. */
const ASCII_PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

export function classOf(char: string): CharClass {
	const compat = char.normalize('NFKC');
	if (/^[0-9]$/u.test(plain(char))) return 'digit';
	if (isMinusSign(char)) return 'minus';
	if (PLUS_SIGNS.has(char)) return 'plus';
	if (SEPARATORS.has(char)) return 'separator';
	if (/^[\n\v\f\r\u0085\u2028\u2029]$/u.test(char)) return 'line break';
	if (/^\p{White_Space}$/u.test(char)) return 'space';
	if (/^\p{Cf}$/u.test(char)) return 'invisible';
	if (QUOTES.has(char)) return 'quote';
	if (JOINERS.has(char)) return 'joiner';
	if (BRACKETS.has(char)) return 'bracket';
	// Dashes and connectors of any script (`〜`, `_`), which only space words apart.
	if (/^[\p{Pd}\p{Pc}]$/u.test(char)) return 'dash';
	// ASCII's punctuation, also in a compatibility form (`！`, `﹒`, `…`).
	if (
		/^[\p{P}\p{S}]$/u.test(char) &&
		compat !== '' &&
		[...compat].every((part) => ASCII_PUNCTUATION.includes(part))
	)
		return 'ASCII punctuation';
	// Punctuation or a symbol whose compatibility form holds no letter, digit, mark or separator (`℃` holds a C, `🄁` "0,").
	if (/^[\p{P}\p{S}]$/u.test(char) && !/[\p{L}\p{N}\p{M},;|]/u.test(compat)) return 'punctuation';
	return 'everything else';
}
