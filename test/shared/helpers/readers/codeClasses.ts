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

export function classOf(char: string): CharClass {
	const compat = char.normalize('NFKC');
	if (/^[0-9]$/u.test(plain(char))) return 'digit';
	if (/^[\p{Dash}\u2796\u02D7+]$/u.test(plain(char))) return 'sign';
	if (char === '\t' || /^[,;|]$/u.test(compat)) return 'separator';
	if (/^[\n\v\f\r\u0085\u2028\u2029]$/u.test(char)) return 'line break';
	if (/^\p{White_Space}$/u.test(char)) return 'space';
	if (/^\p{Cf}$/u.test(char)) return 'invisible';
	if (/["'‘’“”«»]/u.test(compat)) return 'quote';
	// Punctuation or a symbol whose compatibility form holds no letter, digit, mark or separator (`℃` holds a C, `🄁` "0,").
	if (/^[\p{P}\p{S}]$/u.test(char) && !/[\p{L}\p{N}\p{M},;|]/u.test(compat)) return 'punctuation';
	return 'everything else';
}

