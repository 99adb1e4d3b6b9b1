/** Text cut to at most `max` characters, the cut marked with an ellipsis, for a message that quotes it. */
export function truncate(text: string, max = 80): string {
	return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
