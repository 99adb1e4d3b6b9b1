/**
 * Characters judged by their Unicode class, never by a list of the ones seen so far: a sign that a
 * word processor, a spreadsheet or a PDF wrote as a dash is still a minus, and a character that
 * shows nothing still says nothing. Compatibility forms are not their plain letters and digits
 * (Unicode's NFKC reads `²` as 2, `①` as 1 and `½` as 1⁄2): only the fullwidth forms of ASCII,
 * which East Asian input methods type, are read as the characters they are a width of.
 */

/**
 * A minus: any character of Unicode's Dash property (which holds the dash punctuation class Pd,
 * U+2212 MINUS SIGN and the super- and subscript minus), and the minus signs outside it
 * (U+2796 HEAVY MINUS SIGN, U+02D7 MODIFIER LETTER MINUS SIGN).
 */
const MINUS = /[\p{Dash}\u2796\u02D7]/gu;

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
	return char.length === 1 && code >= FULLWIDTH_FIRST && code <= FULLWIDTH_LAST ? String.fromCharCode(code - FULLWIDTH_OFFSET) : char;
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
