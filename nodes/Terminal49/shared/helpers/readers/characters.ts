/**
 * Characters judged by their Unicode class, never by a list of the ones seen so far: a character
 * that shows nothing still says nothing. The one exception is the minus, which no Unicode class
 * holds exactly: it is the closed set of characters written for one (a sign that a word processor,
 * a spreadsheet or a PDF wrote as a dash is still a minus), and no other dash. Compatibility forms are not their plain letters and digits
 * (Unicode's NFKC reads `²` as 2, `①` as 1 and `½` as 1⁄2): only the fullwidth forms of ASCII,
 * which East Asian input methods type, are read as the characters they are a width of.
 */

/**
 * A minus: U+2212 MINUS SIGN and what keyboards, word processors, spreadsheets and PDFs write in its
 * place: the hyphen-minus and its small and fullwidth forms (U+FE63, U+FF0D), the hyphens and
 * dashes that run along the line (U+2010–U+2015: hyphen, non-breaking hyphen, figure, en and em
 * dash, horizontal bar) and the small em dash (U+FE58), the heavy minus sign (U+2796) and the
 * modifier letter minus (U+02D7). Unicode's Dash property is wider, and what it adds is no minus:
 * the wave and wavy dashes and the swung dash (`〜5` is "about 5" or "up to 5"), the two- and
 * three-em dashes of an omission, the hyphens of other scripts that join words (Armenian, Hebrew,
 * katakana), vertical forms, and the superscript and subscript minus, which belong to a
 * superscript or a subscript.
 */
const MINUS = /[-\u2010-\u2015\u2212\uFE58\uFE63\uFF0D\u2796\u02D7]/gu;

/** Text with every minus (of any spelling) written as "-". */
export function withPlainMinus(text: string): string {
	return text.replace(MINUS, '-');
}

/** Whether a character is a minus of any spelling. */
export function isMinus(char: string): boolean {
	return char !== '' && withPlainMinus(char) === '-';
}

/** U+FF01–U+FF5E are the fullwidth forms of U+0021–U+007E, this far apart (Unicode's `<wide>` mapping). */
const FULLWIDTH_FIRST = 0xff01;
const FULLWIDTH_LAST = 0xff5e;
const FULLWIDTH_OFFSET = 0xfee0;

/** The ASCII character a fullwidth form is a width of (`５` → `5`, `Ａ` → `A`), or the character itself. */
export function narrowedChar(char: string): string {
	const code = char.charCodeAt(0);
	return char.length === 1 && code >= FULLWIDTH_FIRST && code <= FULLWIDTH_LAST
		? String.fromCharCode(code - FULLWIDTH_OFFSET)
		: char;
}

/** Text with its fullwidth forms of ASCII read as ASCII, and nothing else changed. */
export function narrowed(text: string): string {
	let out = '';
	for (const char of text) out += narrowedChar(char);
	return out;
}

/** Characters that show nothing: white space, and the format class Cf (zero-width space and joiners, BOM, bidi marks, soft hyphen). */
const INVISIBLE = /^[\s\p{Cf}]*$/u;

/** Whether text shows nothing at all: empty, white space, or only invisible characters. */
export function isBlank(text: string): boolean {
	return INVISIBLE.test(text);
}

/** The line breaks Unicode names (LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR): each ends a line, so none is spacing inside a word. */
const LINE_BREAK = /^[\n\v\f\r\u0085\u2028\u2029]$/u;

export function isLineBreak(char: string): boolean {
	return LINE_BREAK.test(char);
}

/** Upper case for the ASCII letters only: `ß`, `ſ` and `ı` would become `SS`, `S` and `I`, other text than was written. */
export function asciiUpperCase(text: string): string {
	return text.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}
