import type { IDataObject } from 'n8n-workflow';

/**
 * How a list read goes from one page to the next: the query of a `links.next` URL, checked against
 * the read's own query. The link only moves the page cursor; what the read asked for (include,
 * filters, sort) is the read's, so a link that drops one is repaired from the read's query and a
 * link that changes one is refused: following it blind would read another list.
 */

/** Parameters that change which records a list holds, or what comes with them, when a link adds them. */
const LIST_SHAPING = /^(?:include|sort|filter\[.{1,100}\]|fields\[.{1,100}\])$/;

export type NextPage = { qs: IDataObject } | { problem: string };

/** '02', ' 2' and '2' are one page; anything that is not digits is kept as written. */
function pageNumberOf(value: unknown): string {
	if (value === undefined) return '1';
	const text = String(value).trim();
	return /^\d{1,15}$/.test(text) ? String(Number(text)) : text;
}

/** The page number a query asks for, when it is one: a cursor that is not a number gives undefined. */
export function pageNumber(qs: IDataObject): number | undefined {
	const text = pageNumberOf(qs['page[number]']);
	return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/** An include names relationships in any order: 'a,b' and 'b,a' ask for the same records. */
function sameValue(name: string, a: unknown, b: unknown): boolean {
	const text = (value: unknown) =>
		Array.isArray(value) ? value.map(String).join(',') : String(value);
	if (name !== 'include') return text(a) === text(b);
	const parts = (value: unknown) =>
		[
			...new Set(
				text(value)
					.split(',')
					.map((part) => part.trim()),
			),
		]
			.sort()
			.join(',');
	return parts(a) === parts(b);
}

/**
 * The query of the page `link` points to, on the read's own query: the link's `page[...]`
 * parameters, every parameter the read began with (put back when the link dropped it), and any
 * other parameter the link adds that does not change the list (a cache buster). The next page is
 * always asked of the credential's own Base URL, whatever origin the link names (behind a proxy it
 * names the API's), so the key never follows a link elsewhere.
 */
export function nextPageOf(link: string, baseUrl: string, readQuery: IDataObject): NextPage {
	let url: URL;
	try {
		url = new URL(link, `${baseUrl}/`);
	} catch {
		return { problem: 'pointed to a next page whose link is not a URL' };
	}
	const qs: IDataObject = {};
	for (const [name, value] of Object.entries(readQuery)) {
		if (!name.startsWith('page[') && value !== undefined) qs[name] = value;
	}
	for (const name of new Set(url.searchParams.keys())) {
		const value = url.searchParams.getAll(name).join(',');
		if (name.startsWith('page[')) {
			qs[name] = value;
		} else if (Object.prototype.hasOwnProperty.call(qs, name)) {
			if (!sameValue(name, qs[name], value)) {
				return {
					problem: `pointed to a next page that asks for ${name}=${value} where the read asked for ${name}=${String(qs[name])}`,
				};
			}
		} else if (LIST_SHAPING.test(name)) {
			return {
				problem: `pointed to a next page that adds ${name}=${value}, which the read did not ask for`,
			};
		} else {
			qs[name] = value;
		}
	}
	return { qs };
}

/**
 * Which page of which list a query asks for, whatever its spelling: the page number (and any other
 * `page[...]` cursor) and the values of the parameters the read began with. The page size is left
 * out (a link may spell it otherwise), and so is anything the read did not send (a cache buster),
 * so a link back to a page already read is known as one.
 */
export function pageKey(qs: IDataObject, listParameters: ReadonlySet<string>): string {
	const entries: Array<[string, string]> = [['page[number]', pageNumberOf(qs['page[number]'])]];
	for (const name of Object.keys(qs).sort()) {
		if (name === 'page[number]' || name === 'page[size]') continue;
		if (name.startsWith('page[') || listParameters.has(name))
			entries.push([name, String(qs[name])]);
	}
	return JSON.stringify(entries);
}
