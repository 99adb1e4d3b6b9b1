/**
 * Through n8n's engine against the mock: a custom field's value, given to Update (and to Set Many,
 * which maps whole rows), is read by the readers every parameter is read by. A list of options is
 * never folded into the one option whose words it holds, a single choice given several is refused,
 * and a number reads a minus of any spelling and no superscript. Each test asserts what the PATCH
 * carried, or that none was sent.
 */
import type { IDataObject, ResourceMapperValue } from 'n8n-workflow';

import { SEED, makeOption } from '../../mock/fixtures';
import { byId, updateFromItem, useMockApi, v2 } from '../setup';

const TRACKING_REQUEST = SEED.trackingRequestIds[0];
const CONTAINER = SEED.containerIds[0];
const COLOURS = SEED.definitionIds.tracking_request.handling_flags;
const SIZE = SEED.definitionIds.tracking_request.priority;

const update = updateFromItem('trackingRequest', TRACKING_REQUEST);

describe('a custom field’s value, read by the readers', () => {
	const api = useMockApi();
	const patched = () =>
		api.mock.requests
			.filter((r) => r.method === 'PATCH')
			.map((r) => (r.body as { data: { attributes: IDataObject } }).data.attributes.value);
	const option = (definitionId: string, value: string, label: string, position: number) =>
		makeOption(
			{ value, label, position },
			{
				id: `f0000000-0000-4000-8000-0000000001${definitionId.slice(-1)}${position}`,
				definitionId,
			},
		);

	beforeEach(() => {
		// A multiple choice whose labels, joined, spell a third; a single choice whose third option is two of the others.
		api.mock.state.customFieldOptions.set(COLOURS, [
			option(COLOURS, 'red', 'Red', 0),
			option(COLOURS, 'blue', 'Blue', 1),
			option(COLOURS, 'red_blue', 'Red-Blue', 2),
			option(COLOURS, 'hot_cold', 'Hot Cold', 3),
			option(COLOURS, 'hot', 'Hot', 4),
			option(COLOURS, 'cold', 'Cold', 5),
		]);
		api.mock.state.customFieldOptions.set(SIZE, [
			option(SIZE, 's', 'S', 0),
			option(SIZE, 'm', 'M', 1),
			option(SIZE, 's_m', 'S/M', 2),
		]);
	});

	it.each([
		['Red, Blue', ['red', 'blue']],
		['Red\nBlue', ['red', 'blue']],
		['Red\tBlue', ['red', 'blue']],
		['Red; Blue', ['red', 'blue']],
		['hot, cold', ['hot', 'cold']],
		['Red-Blue', ['red_blue']],
		['hot cold', ['hot_cold']],
	])(
		'a multiple choice given %p writes %p: a comma, a line break, a tab or a semicolon ends an entry, spacing does not',
		async (value, written) => {
			const run = await api.run(update, { inputItems: [{ slug: 'handling_flags', value }] });
			expect(run.error).toBeUndefined();
			expect(patched()).toEqual([written]);
		},
	);

	it('a list that does not read as a list is refused, not folded into the option its words spell', async () => {
		const run = await api.run(update, {
			inputItems: [{ slug: 'handling_flags', value: 'Red, "Blue' }],
		});
		expect(run.error?.message).toMatch(
			/^Value \(custom field "handling_flags"\) must be a list of its options, not "Red, \\"Blue"/,
		);
		expect(patched()).toEqual([]);
	});

	it('a value that names two sets of options is refused, naming both', async () => {
		api.mock.state.customFieldOptions
			.get(COLOURS)!
			.push(option(COLOURS, 'red_and_blue', 'Red, Blue', 6));
		const run = await api.run(update, {
			inputItems: [{ slug: 'handling_flags', value: 'Red, Blue' }],
		});
		expect(run.error?.message).toMatch(
			/^Value \(custom field "handling_flags"\) must be a list of its options, not "Red, Blue", which names two sets of options: red, blue \(read as a list\) or red_and_blue \(read as one option\)\./,
		);
		expect(run.error?.description).toContain(
			'To choose the first, give ["red","blue"]; to choose the second, give "red_and_blue".',
		);
		expect(patched()).toEqual([]);
		// Quoted, the label reads one way.
		await api.run(update, { inputItems: [{ slug: 'handling_flags', value: '"Red, Blue"' }] });
		expect(patched()).toEqual([['red_and_blue']]);
	});

	it('a single choice given two of its options is refused, never read as a third', async () => {
		const run = await api.run(update, { inputItems: [{ slug: 'priority', value: 'S, M' }] });
		expect(run.error?.message).toMatch(
			/^Value \(custom field "priority"\) must be one of its options, not "S, M", which names 2 options: s, m\./,
		);
		expect(patched()).toEqual([]);
		await api.run(update, { inputItems: [{ slug: 'priority', value: 'S/M' }] });
		expect(patched()).toEqual(['s_m']);
	});

	it.each([
		['a minus sign (U+2212)', '\u22125', -5],
		['a figure dash (U+2012)', '\u20125', -5],
		['a hyphen', '-5', -5],
		['fullwidth digits', '\uFF11\uFF12', 12],
	])('a number given with %s is written as that number', async (_title, value, written) => {
		const run = await api.run(update, { inputItems: [{ slug: 'pallet_count', value }] });
		expect(run.error).toBeUndefined();
		expect(patched()).toEqual([written]);
	});

	it.each([
		['a superscript', '10\u00B2'],
		['a circled digit', '\u2460'],
		['a vulgar fraction', '\u00BD'],
		['other scripts’ digits', '\u0665'],
	])(
		'a number given with %s is refused in the shape Limit refuses, not read as other digits',
		async (_title, value) => {
			const run = await api.run(update, { inputItems: [{ slug: 'pallet_count', value }] });
			expect(run.error?.message).toBe(
				`Value (custom field "pallet_count") must be a number, not ${JSON.stringify(value)}`,
			);
			expect(patched()).toEqual([]);
		},
	);

	it('Set Many reads a mapped row the same way: the list, not the option its words spell', async () => {
		const mapper: ResourceMapperValue = {
			mappingMode: 'defineBelow',
			value: {
				special_requirements: '={{ $json.needs }}',
				demurrage_budget_usd: '={{ $json.budget }}',
			},
			matchingColumns: [],
			schema: [],
			attemptToConvertTypes: false,
			convertFieldsToString: false,
		};
		const needs = SEED.definitionIds.container.special_requirements;
		api.mock.state.customFieldOptions.set(needs, [
			option(needs, 'liftgate', 'Liftgate', 0),
			option(needs, 'tarp', 'Tarp', 1),
			option(needs, 'liftgate_tarp', 'Liftgate/Tarp', 2),
		]);
		const run = await api.run(
			{
				resource: 'customField',
				operation: 'setMany',
				entityType: 'container',
				entityId: byId(CONTAINER),
				customFields: mapper,
			},
			{ ...v2, inputItems: [{ needs: 'Liftgate\nTarp', budget: '\u2212250' }] },
		);
		expect(run.error).toBeUndefined();
		expect(patched()).toEqual([['liftgate', 'tarp'], -250]);
	});
});
