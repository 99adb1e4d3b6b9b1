import { dataTypeWords } from '../catalogue/customFieldDataTypes';
import type { FieldDefinition } from './definitions';

/**
 * How a dropdown describes a custom field: its API slug and data type, then its own description
 * when that says something more. Accounts often describe a field by its name and type again
 * ("Broker notified at (datetime)"), which the dropdown already shows.
 */
export function definitionSummary(
	definition: Pick<FieldDefinition, 'apiSlug' | 'displayName' | 'dataType' | 'description'>,
): string {
	const summary = `${definition.apiSlug}, ${dataTypeWords(definition.dataType)}`;
	const { description } = definition;
	if (description === undefined || !addsToSummary(description, definition)) return summary;
	return `${summary}. ${description.trim()}`;
}

/** Letters and digits only, in lower case, words separated by one space. */
function words(text: string): string {
	return ` ${text
		.toLowerCase()
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
		.join(' ')} `;
}

/** Whether the description holds a word beyond the field's name, slug and data type. */
function addsToSummary(
	description: string,
	definition: Pick<FieldDefinition, 'apiSlug' | 'displayName' | 'dataType'>,
): boolean {
	let rest = words(description);
	const known = [
		definition.displayName,
		definition.apiSlug,
		definition.dataType,
		dataTypeWords(definition.dataType),
	];
	for (const phrase of known.map(words).sort((a, b) => b.length - a.length)) {
		if (phrase.trim() !== '') rest = rest.split(phrase).join(' ');
	}
	return rest.trim() !== '';
}
