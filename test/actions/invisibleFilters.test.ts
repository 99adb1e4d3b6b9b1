/**
 * Through n8n's engine against the mock: an optional text filter that shows nothing is left out,
 * whether it is spaces or only invisible characters (docs/operations.md, List and Text: an entry
 * of only white space or format characters, zero-width space among them, is none). A cell holding
 * a zero-width space, as text copied from a web page may, must not become a filter that matches
 * nothing while the same cell with a space returns every record.
 */
import { useMockApi, v2 } from './setup';

const SHOWS_NOTHING: Array<[string, string]> = [
	['a zero-width space (U+200B)', '\u200B'],
	['a word joiner (U+2060)', '\u2060'],
	['a space and a zero-width space', ' \u200B '],
];

describe('an optional text filter that shows nothing', () => {
	const api = useMockApi();

	it.each(SHOWS_NOTHING)(
		'Shipment → Get Many, Request Number filter given %s, asks as it does for spaces',
		async (_title, value) => {
			await api.run(
				{
					resource: 'shipment',
					operation: 'getAll',
					limit: 5,
					filters: { number: '={{ $json.value }}' },
				},
				{ ...v2, inputItems: [{ value: '  ' }] },
			);
			const forSpaces = api.mock.requests.map((r) => r.query);
			api.mock.requests.length = 0;
			await api.run(
				{
					resource: 'shipment',
					operation: 'getAll',
					limit: 5,
					filters: { number: '={{ $json.value }}' },
				},
				{ ...v2, inputItems: [{ value }] },
			);
			expect(api.mock.requests.map((r) => r.query)).toEqual(forSpaces);
		},
	);

	it.each(SHOWS_NOTHING)(
		'Custom Field Definition → Get Many, Display Name Starts With given %s, asks as it does for spaces',
		async (_title, value) => {
			const parameters = {
				resource: 'customFieldDefinition',
				operation: 'getAll',
				limit: 5,
				filters: { displayName: '={{ $json.value }}' },
			};
			await api.run(parameters, { ...v2, inputItems: [{ value: '  ' }] });
			const forSpaces = api.mock.requests.map((r) => r.query);
			api.mock.requests.length = 0;
			await api.run(parameters, { ...v2, inputItems: [{ value }] });
			expect(api.mock.requests.map((r) => r.query)).toEqual(forSpaces);
		},
	);
});
