/**
 * Through n8n's engine against the mock: a number read from text takes a minus of any spelling,
 * and no superscript. The characters below are dashes by Unicode's Dash property but are not a
 * minus: a wave or swung dash means "about" or "up to" (`〜5`, as Japanese writes a range), a
 * two-em dash marks an omission, the katakana double hyphen joins words, and the superscript and
 * subscript minus belong to a superscript or subscript. Each is refused by the parameter's name
 * before any request, in a number custom field and in Latitude, never read as a negative number.
 */
import { SEED } from '../mock/fixtures';
import { patchedValues, updateFromItem, useMockApi, v2 } from './setup';

const NOT_A_MINUS: Array<[string, string]> = [
	['a wave dash (U+301C)', '\u301C'],
	['a wavy dash (U+3030)', '\u3030'],
	['a swung dash (U+2053)', '\u2053'],
	['a two-em dash (U+2E3A)', '\u2E3A'],
	['a katakana double hyphen (U+30A0)', '\u30A0'],
	['a superscript minus (U+207B)', '\u207B'],
	['a subscript minus (U+208B)', '\u208B'],
];

describe('a dash that is not a minus is no sign of a number', () => {
	const api = useMockApi();

	it.each(NOT_A_MINUS)(
		'a number custom field given 5 after %s is refused, not written as -5',
		async (_title, dash) => {
			const run = await api.run(updateFromItem('trackingRequest', SEED.trackingRequestIds[0]), {
				...v2,
				inputItems: [{ slug: 'pallet_count', value: `${dash}5` }],
			});
			expect(run.error?.message).toBe(
				`Value (custom field "pallet_count") must be a number, not ${JSON.stringify(`${dash}5`)}`,
			);
			expect(patchedValues(api)).toEqual([]);
		},
	);

	it.each(NOT_A_MINUS)(
		'Latitude given 33.74 after %s is refused before any request, not sent as -33.74',
		async (_title, dash) => {
			const route = {
				vesselId: SEED.vesselIds.maerskEssen,
				previousPortId: SEED.portIds.shanghai,
				portId: SEED.portIds.losAngeles,
			};
			const run = await api.run(
				{
					resource: 'vessel',
					operation: 'getFuturePositions',
					...route,
					fromCoordinates: true,
					latitude: `={{ ${JSON.stringify(`${dash}33.74`)} }}`,
					longitude: 0,
				},
				v2,
			);
			expect(run.error?.message).toMatch(/^Latitude must be decimal degrees/);
			expect(api.mock.requests).toHaveLength(0);
		},
	);
});
