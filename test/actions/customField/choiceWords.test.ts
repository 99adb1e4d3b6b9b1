/**
 * Through n8n's engine against the mock: a custom field's choice, given by a row or a model, is
 * read as the options it names or refused, never folded into an option whose words it only
 * resembles. Each case is a list the docs read as a list (a comma of another script, entries
 * quoted with other quote marks, an option named like a joining word), or one option's words that
 * spell another option only once a point or a dash is folded away. Each test asserts what the
 * PATCH carried, or that none was sent.
 */
import { SEED, makeOption } from '../../mock/fixtures';
import { patchedValues, updateFromItem, useMockApi, v2 } from '../setup';

const TRACKING_REQUEST = SEED.trackingRequestIds[0];
const MANY = SEED.definitionIds.tracking_request.handling_flags;
const ONE = SEED.definitionIds.tracking_request.priority;

const update = updateFromItem('trackingRequest', TRACKING_REQUEST);

describe('a choice is never read as an option its words only resemble', () => {
	const api = useMockApi();
	const patched = () => patchedValues(api);
	const options = (definitionId: string, pairs: Array<[value: string, label: string]>) =>
		api.mock.state.customFieldOptions.set(
			definitionId,
			pairs.map(([value, label], position) =>
				makeOption({ value, label, position }, { definitionId }),
			),
		);
	const write = (slug: string, value: string | string[]) =>
		api.run(update, { ...v2, inputItems: [{ slug, value }] });

	/** Red and Blue, besides the option that spells them (Red-Blue, or a label that holds the comma). */
	const RED_BLUE: Array<[value: string, label: string]> = [
		['red', 'Red'],
		['blue', 'Blue'],
		['red_blue', 'Red-Blue'],
	];
	const RED_COMMA_BLUE: Array<[value: string, label: string]> = [
		['red', 'Red'],
		['blue', 'Blue'],
		['red_and_blue', 'Red, Blue'],
	];

	it.each([
		['separated by the ideographic comma (U+3001)', 'Red\u3001Blue', RED_BLUE],
		['separated by the Arabic comma (U+060C)', 'Red\u060C Blue', RED_BLUE],
		['separated by the halfwidth ideographic comma (U+FF64)', 'Red\uFF64Blue', RED_BLUE],
		['quoted with single quotes, as Python writes a list', "'Red', 'Blue'", RED_COMMA_BLUE],
		[
			'quoted with typographic double quotes, as a word processor writes them',
			'\u201CRed\u201D, \u201CBlue\u201D',
			RED_COMMA_BLUE,
		],
		['quoted with typographic single quotes', '\u2018Red\u2019, \u2018Blue\u2019', RED_COMMA_BLUE],
		['quoted with guillemets', '\u00ABRed\u00BB, \u00ABBlue\u00BB', RED_COMMA_BLUE],
	])(
		'a multiple choice given Red and Blue %s is read as both or refused, never as the one option whose label spells them',
		async (_title, value, pairs) => {
			options(MANY, pairs);
			await write('handling_flags', value);
			expect([[], [['red', 'blue']]]).toContainEqual(patched());
		},
	);

	it('a single choice given S and M separated by the ideographic comma is refused, never read as the option S/M', async () => {
		options(ONE, [
			['s', 'S'],
			['m', 'M'],
			['s_m', 'S/M'],
		]);
		const run = await write('priority', 'S\u3001M');
		expect(run.error?.message).toMatch(
			/^Value \(custom field "priority"\) must be one of its options/,
		);
		expect(patched()).toEqual([]);
	});

	it.each([
		['CA and OR and WA', 'and'],
		['CA or OR or WA', 'or'],
	])(
		'an option named like a joining word is kept in %p: all three states, or a refusal, never two of them',
		async (value) => {
			options(MANY, [
				['ca', 'CA'],
				['or', 'OR'],
				['wa', 'WA'],
			]);
			await write('handling_flags', value);
			expect([[], [['ca', 'or', 'wa']]]).toContainEqual(patched());
		},
	);

	it.each<[string, string, Array<[string, string]>]>([
		[
			'1.5 t',
			'a point between digits',
			[
				['t10', '10 t'],
				['t15', '15 t'],
				['t20', '20 t'],
			],
		],
		[
			'1-2 days',
			'a dash between digits',
			[
				['d12', '12 days'],
				['d30', '30 days'],
			],
		],
		[
			'Reefer -18 °C',
			'a minus inside the words',
			[
				['reefer_18', 'Reefer 18 °C'],
				['reefer_5', 'Reefer 5 °C'],
			],
		],
		[
			'Reefer \u221218 °C',
			'a minus sign (U+2212) inside the words',
			[
				['reefer_18', 'Reefer 18 °C'],
				['reefer_5', 'Reefer 5 °C'],
			],
		],
	])(
		'a single choice given %p (%s) is refused, never read as another number’s option',
		async (value, _title, pairs) => {
			options(ONE, pairs);
			const run = await write('priority', value);
			expect(run.error?.message).toMatch(
				/^Value \(custom field "priority"\) must be one of its options/,
			);
			expect(patched()).toEqual([]);
		},
	);

	it.each<[string, Array<[string, string]>]>([
		[
			'hOt',
			[
				['hot_label', 'Hot'],
				['hot_shout', 'HOT'],
			],
		],
		[
			'HIGH',
			[
				['high', 'Urgent'],
				['urgent', 'High'],
			],
		],
	])(
		'a single choice given %p, which names two options in another case, is refused, not read as the first',
		async (value, pairs) => {
			options(ONE, pairs);
			const run = await write('priority', value);
			expect(run.error?.message).toMatch(
				/^Value \(custom field "priority"\) must be one of its options/,
			);
			expect(patched()).toEqual([]);
		},
	);

	it('a single choice given one option twice reads the same as text and as a list', async () => {
		options(ONE, [
			['scheduled', 'Scheduled'],
			['dispatched', 'Dispatched'],
		]);
		const asText = await write('priority', 'Scheduled, scheduled');
		const asList = await write('priority', ['Scheduled', 'scheduled']);
		expect(asText.error === undefined).toBe(asList.error === undefined);
	});
});
