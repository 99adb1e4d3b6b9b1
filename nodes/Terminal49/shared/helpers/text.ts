/** What marks where a quoted text was cut. */
export const CUT_MARK = '…';

/** Text cut to at most `max` characters, the cut marked with an ellipsis, for a message that quotes it. */
export function truncate(text: string, max = 80): string {
	return text.length > max ? `${text.slice(0, max - 1)}${CUT_MARK}` : text;
}

/** The value if it is text with something besides white space in it, else undefined: an answer's field that says something, or nothing. */
export function nonEmptyText(value: unknown): string | undefined {
	return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** What a value is, as a message names it where text was expected: `a list`, `null`, `an object`, `a boolean`. */
export function kindOf(value: unknown): string {
	if (Array.isArray(value)) return 'a list';
	if (value === null) return 'null';
	return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
