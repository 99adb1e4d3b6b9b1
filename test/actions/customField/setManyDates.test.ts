import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { setValue } from '../helpers/customFieldColumnsSetup';
import { byId, useMockApi, v2 } from '../setup';

const CONTAINER = SEED.containerIds[0];

/** Set Many mapping a row's date and date-time columns, the dates written as `dateFormat` says. */
const setMany = (dateFormat?: string): INodeParameters => ({
	resource: 'customField',
	operation: 'setMany',
	entityType: 'container',
	entityId: byId(CONTAINER),
	customFields: {
		mappingMode: 'defineBelow',
		value: { planned_pickup_date: '={{ $json.pickup }}', dispatch_at: '={{ $json.dispatch }}' },
		matchingColumns: [],
		schema: [],
		attemptToConvertTypes: false,
		convertFieldsToString: false,
	},
	...(dateFormat === undefined ? {} : { dateFormat }),
});

describe('Custom Field → Set Many’s Date Format: dates read in the order the sheet writes them, never guessed', () => {
	const api = useMockApi();
	const written = () => api.mock.state.customFieldWrites.map((w) => [w.apiSlug, w.value]);

	it('Month/Day/Year: a US sheet’s 3/15/2026 and 3/15/2026 8:30 are written as year-month-day', async () => {
		const run = await api.run(setMany('monthDayYear'), {
			...v2,
			inputItems: [{ pickup: '3/15/2026', dispatch: '3/15/2026 8:30' }],
		});
		expect(run.error).toBeUndefined();
		expect(written()).toEqual([
			['planned_pickup_date', '2026-03-15'],
			['dispatch_at', '2026-03-15T08:30'],
		]);
	});

	it.each([
		['monthDayYear', '2026-03-04'],
		['dayMonthYear', '2026-04-03'],
	])('%s reads 03/04/2026 as %s', async (dateFormat, date) => {
		const run = await api.run(setMany(dateFormat), {
			...v2,
			inputItems: [{ pickup: '03/04/2026', dispatch: '' }],
		});
		expect(run.error).toBeUndefined();
		expect(written()).toEqual([['planned_pickup_date', date]]);
	});

	it('year-month-day is read whatever the format says', async () => {
		const run = await api.run(setMany('dayMonthYear'), {
			...v2,
			inputItems: [{ pickup: '2026-03-15', dispatch: '2026-03-15T08:30:00Z' }],
		});
		expect(run.error).toBeUndefined();
		expect(written()).toEqual([
			['planned_pickup_date', '2026-03-15'],
			['dispatch_at', '2026-03-15T08:30:00Z'],
		]);
	});

	it('by default a US date is refused, and the fix names Date Format', async () => {
		const run = await api.run(setMany(), {
			...v2,
			inputItems: [{ pickup: '03/15/2026', dispatch: '' }],
		});
		expect(run.error?.message).toBe(
			'Custom field "planned_pickup_date" must be a date (YYYY-MM-DD), not "03/15/2026"',
		);
		expect(run.error?.description).toContain('set Date Format to say which');
		expect(written()).toEqual([]);
	});

	it('a date the format cannot hold is refused by name, before any write: 15/03/2026 month/day/year', async () => {
		const run = await api.run(setMany('monthDayYear'), {
			...v2,
			inputItems: [{ pickup: '15/03/2026', dispatch: '3/15/2026 14:30' }],
		});
		expect(run.error?.message).toBe(
			'Custom field "planned_pickup_date" must be a date (month/day/year or YYYY-MM-DD), not "15/03/2026"',
		);
		expect(run.error?.description).toContain('Date Format reads dates as 6/28/2024 or 2024-06-28');
		expect(written()).toEqual([]);
	});

	it.each([
		['monthDayYear', '12/1/2026 8:30'],
		['monthDayYear', '12/1/2026 08:30:00'],
		['yearMonthDay', '2026-12-01T08:30'],
		['yearMonthDay', '2026-12-01T08:30:00.000'],
	])(
		'%s: %s is the 8:30 without a zone the container holds (2026-12-01T08:30:00), already equal',
		async (dateFormat, dispatch) => {
			// As the date picker saved it through Update or Set Many: the time with its seconds, no zone.
			setValue(api.mock.state, 'container', CONTAINER, 'dispatch_at', '2026-12-01T08:30:00');
			const run = await api.run(setMany(dateFormat), {
				...v2,
				inputItems: [{ pickup: '', dispatch }],
			});
			expect(run.error).toBeUndefined();
			expect(written()).toEqual([]);
			expect(run.items[0].json.already_equal).toEqual(['dispatch_at']);
		},
	);

	it('a Date Format no option names is refused by name', async () => {
		const run = await api.run(setMany('mm/dd/yyyy'), {
			...v2,
			inputItems: [{ pickup: '3/15/2026', dispatch: '' }],
		});
		expect(run.error?.message).toMatch(/^Date Format must be/);
		expect(written()).toEqual([]);
	});
});
