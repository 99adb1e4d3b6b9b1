import type { JsonApiResource } from '../jsonapi';
import type { Terminal49Context } from '../transport';
import { terminal49RequestPages } from '../transport';

/** Every carrier Terminal49 supports: one unpaged list, so searches filter it here. */
export async function fetchShippingLines(
	this: Terminal49Context,
	itemIndex?: number,
): Promise<JsonApiResource[]> {
	const { data } = await terminal49RequestPages.call(this, { path: '/shipping_lines', itemIndex });
	return data;
}

function scacsOf(line: JsonApiResource): string[] {
	const a = line.attributes ?? {};
	const alternatives = Array.isArray(a.alternative_scacs) ? a.alternative_scacs : [];
	return [a.scac, ...alternatives]
		.filter((scac): scac is string => typeof scac === 'string')
		.map((scac) => scac.toUpperCase());
}

/** The carrier known by this SCAC, its own or one of its alternatives. */
export function lineByScac(lines: JsonApiResource[], scac: string): JsonApiResource | undefined {
	const wanted = scac.toUpperCase();
	return (
		lines.find((line) => String(line.attributes?.scac ?? '').toUpperCase() === wanted) ??
		lines.find((line) => scacsOf(line).includes(wanted))
	);
}

/** Whether a search text is in the carrier's name, short name or any of its SCACs, in any case. */
export function lineMatches(line: JsonApiResource, search: string): boolean {
	const wanted = search.trim().toLowerCase();
	if (wanted === '') return true;
	const a = line.attributes ?? {};
	return [a.name, a.short_name, ...scacsOf(line)].some(
		(value) => typeof value === 'string' && value.toLowerCase().includes(wanted),
	);
}

export function lineLabel(line: JsonApiResource): string {
	const a = line.attributes ?? {};
	return `${String(a.name ?? a.scac ?? line.id)} (${String(a.scac ?? '')})`;
}
