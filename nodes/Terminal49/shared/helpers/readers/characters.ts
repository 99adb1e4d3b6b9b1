/**
 * Characters judged by their Unicode class, never by a list of the ones seen so far: a sign that a
 * word processor, a spreadsheet or a PDF wrote as a dash is still a minus, and a character that
 * shows nothing still says nothing.
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

/** Characters that show nothing: white space, and the format class Cf (zero-width space and joiners, BOM, bidi marks, soft hyphen). */
const INVISIBLE = /^[\s\p{Cf}]*$/u;

/** Whether text shows nothing at all: empty, white space, or only invisible characters. */
export function isBlank(text: string): boolean {
	return INVISIBLE.test(text);
}
