/** The table of how each kind of value is read, for the hints of the parameters where it matters. */
export const HOW_VALUES_ARE_READ_URL =
	'https://github.com/Terminal49/n8n-nodes-terminal49/blob/main/docs/operations.md#how-values-are-read';

/** A parameter's hint, ending in the link to the table of how values are read. */
export function readingHint(text: string): string {
	return `${text} (<a href="${HOW_VALUES_ARE_READ_URL}" target="_blank">how values are read</a>)`;
}

/** The hint of a list parameter: what ends an entry, and how to keep one whole. */
export const LIST_HINT = readingHint(
	'A comma, a line break or a tab ends an entry; put an entry that holds one in double quotes',
);
