import fc from 'fast-check';
import { Settings } from 'luxon';
import type { IDataObject } from 'n8n-workflow';

import type { Demurrage, DemurrageOptions } from '../../nodes/Terminal49/shared/demurrage';
import { URGENCIES } from '../../nodes/Terminal49/shared/catalogue/urgencies';
import { demurrageOf, localDate, validZone } from '../../nodes/Terminal49/shared/demurrage';

const at = (iso: string): number => Date.parse(iso);

/** A container at a New York terminal, available, checked an hour before `now`. */
function container(fields: IDataObject, now: string): IDataObject {
	return {
		id: 'c',
		type: 'container',
		current_status: 'available',
		availability_known: true,
		available_for_pickup: true,
		holds_at_pod_terminal: [],
		fees_at_pod_terminal: [],
		pod_timezone: 'America/New_York',
		final_destination_timezone: 'America/New_York',
		terminal_checked_at: new Date(at(now) - 3_600_000).toISOString(),
		pod_full_out_at: null,
		empty_terminated_at: null,
		pickup_lfd: null,
		import_deadlines: { pickup_lfd_terminal: null, pickup_lfd_line: null, pickup_lfd_rail: null },
		...fields,
	};
}

const terminalLfd = (value: string | null): IDataObject => ({
	pickup_lfd: value,
	import_deadlines: { pickup_lfd_terminal: value, pickup_lfd_line: null, pickup_lfd_rail: null },
});

function view(
	fields: IDataObject,
	now: string,
	options: Partial<DemurrageOptions> = {},
): Demurrage {
	return demurrageOf(container(fields, now), { now: at(now), imminentDays: 3, ...options });
}

type Row = [string, IDataObject, string, Partial<Demurrage>];

describe('the last free day and days left, in the zone the LFD belongs to', () => {
	const rows: Row[] = [
		// New York, March: clocks go forward at 2:00 on 2026-03-08; midnight of the 9th is 04:00 UTC.
		[
			'NY March, the evening before DST starts',
			terminalLfd('2026-03-09T04:00:00Z'),
			'2026-03-08T04:59:00Z',
			{ last_free_day: '2026-03-09', days_left: 2, urgency: 'imminent' },
		],
		[
			'NY March, the last minute of the day before',
			terminalLfd('2026-03-09T04:00:00Z'),
			'2026-03-09T03:59:00Z',
			{ days_left: 1, urgency: 'imminent' },
		],
		[
			'NY March, midnight of the LFD',
			terminalLfd('2026-03-09T04:00:00Z'),
			'2026-03-09T04:00:00Z',
			{ days_left: 0, urgency: 'due_today' },
		],
		[
			'NY March, the day after',
			terminalLfd('2026-03-09T04:00:00Z'),
			'2026-03-10T04:00:00Z',
			{ days_left: -1, urgency: 'overdue' },
		],
		// New York, November: clocks go back at 2:00 on 2026-11-01; midnight of the 2nd is 05:00 UTC.
		[
			'NY November, the LFD at midnight EST',
			terminalLfd('2026-11-02T05:00:00Z'),
			'2026-11-01T04:00:00Z',
			{ last_free_day: '2026-11-02', days_left: 1 },
		],
		[
			'NY November, 23:30 local is still the day before (UTC says the 2nd)',
			terminalLfd('2026-11-02T05:00:00Z'),
			'2026-11-02T04:30:00Z',
			{ days_left: 1, urgency: 'imminent' },
		],
		[
			'NY November, the LFD on the day the clocks change',
			terminalLfd('2026-11-01T04:00:00Z'),
			'2026-11-01T15:00:00Z',
			{ last_free_day: '2026-11-01', days_left: 0, urgency: 'due_today' },
		],
		// Shanghai, UTC+8 all year: midnight of the 11th is 16:00 UTC on the 10th.
		[
			'Shanghai, a minute before local midnight',
			{ ...terminalLfd('2026-03-10T16:00:00Z'), pod_timezone: 'Asia/Shanghai' },
			'2026-03-10T15:59:00Z',
			{ last_free_day: '2026-03-11', timezone: 'Asia/Shanghai', days_left: 1 },
		],
		[
			'Shanghai, local midnight',
			{ ...terminalLfd('2026-03-10T16:00:00Z'), pod_timezone: 'Asia/Shanghai' },
			'2026-03-10T16:00:00Z',
			{ days_left: 0, urgency: 'due_today' },
		],
		[
			'UTC',
			{ ...terminalLfd('2026-03-10T00:00:00Z'), pod_timezone: 'UTC' },
			'2026-03-06T23:59:59Z',
			{ last_free_day: '2026-03-10', timezone: 'UTC', days_left: 4, urgency: 'ok' },
		],
		[
			'a date-only LFD is that date',
			terminalLfd('2026-03-12'),
			'2026-03-12T03:00:00Z',
			{ last_free_day: '2026-03-12', days_left: 1 },
		],
		[
			'a date-time with an offset',
			terminalLfd('2026-03-12T00:00:00-04:00'),
			'2026-03-11T12:00:00Z',
			{ last_free_day: '2026-03-12', days_left: 1 },
		],
		[
			'no zone: UTC',
			{ ...terminalLfd('2026-03-12T04:00:00Z'), pod_timezone: null },
			'2026-03-11T12:00:00Z',
			{ last_free_day: '2026-03-12', timezone: 'UTC' },
		],
		[
			'a zone nobody knows: UTC',
			{ ...terminalLfd('2026-03-12T04:00:00Z'), pod_timezone: 'Mars/Olympus' },
			'2026-03-11T12:00:00Z',
			{ timezone: 'UTC' },
		],
		[
			'no LFD at all',
			terminalLfd(null),
			'2026-03-11T12:00:00Z',
			{
				last_free_day: null,
				lfd_source: null,
				days_left: null,
				urgency: 'unknown',
				unknown_reason: 'no_last_free_day',
			},
		],
		[
			'an LFD that is not a date',
			terminalLfd('next Tuesday'),
			'2026-03-11T12:00:00Z',
			{ last_free_day: null, urgency: 'unknown', unknown_reason: 'no_last_free_day' },
		],
		[
			'an impossible date',
			terminalLfd('2026-02-30'),
			'2026-03-11T12:00:00Z',
			{ last_free_day: null, urgency: 'unknown' },
		],
	];
	it.each(rows)('%s', (_name, fields, now, expected) => {
		expect(view(fields, now)).toMatchObject(expected);
	});
});

describe('which last free day counts', () => {
	const now = '2026-03-11T12:00:00Z';
	const deadlines = (
		terminal: string | null,
		line: string | null,
		rail: string | null,
	): IDataObject => ({
		pickup_lfd: line ?? terminal ?? rail,
		import_deadlines: {
			pickup_lfd_terminal: terminal,
			pickup_lfd_line: line,
			pickup_lfd_rail: rail,
		},
		pod_timezone: 'America/Los_Angeles',
		final_destination_timezone: 'America/Chicago',
	});
	const rows: Row[] = [
		[
			'an inland move: the rail LFD, in the destination’s zone',
			deadlines('2026-03-13T07:00:00Z', '2026-03-14T07:00:00Z', '2026-03-18T05:00:00Z'),
			now,
			{ last_free_day: '2026-03-18', lfd_source: 'rail', timezone: 'America/Chicago' },
		],
		[
			'the line’s before the terminal’s, as the API coalesces pickup_lfd',
			deadlines('2026-03-13T07:00:00Z', '2026-03-14T05:00:00Z', null),
			now,
			{ last_free_day: '2026-03-14', lfd_source: 'line', timezone: 'America/Chicago' },
		],
		[
			'the terminal’s, in the port’s zone',
			deadlines('2026-03-13T07:00:00Z', null, null),
			now,
			{ last_free_day: '2026-03-13', lfd_source: 'terminal', timezone: 'America/Los_Angeles' },
		],
		[
			'pickup_lfd when the deadlines are missing',
			{
				pickup_lfd: '2026-03-13T07:00:00Z',
				import_deadlines: null,
				pod_timezone: 'America/Los_Angeles',
			},
			now,
			{ last_free_day: '2026-03-13', lfd_source: 'pickup_lfd' },
		],
		[
			'a rail LFD that is not a date gives way to the next',
			deadlines('2026-03-13T07:00:00Z', null, 'soon'),
			now,
			{ lfd_source: 'terminal' },
		],
	];
	it.each(rows)('%s', (_name, fields, nowAt, expected) => {
		expect(view(fields, nowAt)).toMatchObject(expected);
	});
});

describe('urgency', () => {
	const now = '2026-03-11T12:00:00Z';
	const lfdIn = (days: number): IDataObject =>
		terminalLfd(new Date(Date.UTC(2026, 2, 11 + days, 4)).toISOString());
	const rows: Array<[string, IDataObject, Partial<DemurrageOptions>, Partial<Demurrage>]> = [
		['3 days ahead is imminent by default', lfdIn(3), {}, { days_left: 3, urgency: 'imminent' }],
		['4 days ahead is ok', lfdIn(4), {}, { urgency: 'ok' }],
		[
			'Imminent Within Days 5 makes 5 days imminent',
			lfdIn(5),
			{ imminentDays: 5 },
			{ urgency: 'imminent' },
		],
		['Imminent Within Days 0 makes tomorrow ok', lfdIn(1), { imminentDays: 0 }, { urgency: 'ok' }],
		[
			'picked up: resolved, though the LFD passed',
			{ ...lfdIn(-2), current_status: 'picked_up' },
			{},
			{ urgency: 'resolved', days_left: -2, unknown_reason: null },
		],
		[
			'delivered: resolved',
			{ ...lfdIn(1), current_status: 'delivered' },
			{},
			{ urgency: 'resolved' },
		],
		['dropped: resolved', { ...lfdIn(1), current_status: 'dropped' }, {}, { urgency: 'resolved' }],
		[
			'empty returned: resolved',
			{ ...lfdIn(-9), current_status: 'empty_returned' },
			{},
			{ urgency: 'resolved' },
		],
		[
			'a full-out time at the port: resolved, whatever the status says',
			{ ...lfdIn(1), pod_full_out_at: '2026-03-10T15:00:00Z' },
			{},
			{ urgency: 'resolved' },
		],
		[
			'picked up at the ramp for an inland move: resolved',
			{
				pickup_lfd: null,
				import_deadlines: { pickup_lfd_rail: '2026-03-12T05:00:00Z' },
				final_destination_full_out_at: '2026-03-11T09:00:00Z',
			},
			{},
			{ lfd_source: 'rail', urgency: 'resolved' },
		],
		[
			'not available, on ship, grounded…: by days left',
			{ ...lfdIn(-1), current_status: 'not_available' },
			{},
			{ urgency: 'overdue' },
		],
		[
			'terminal checked 8 days ago: unknown, stale',
			{ ...lfdIn(-1), terminal_checked_at: '2026-03-03T11:00:00Z' },
			{},
			{ urgency: 'unknown', unknown_reason: 'terminal_data_stale', days_left: -1 },
		],
		[
			'terminal checked 6 days ago: still trusted',
			{ ...lfdIn(-1), terminal_checked_at: '2026-03-05T13:00:00Z' },
			{},
			{ urgency: 'overdue' },
		],
		[
			'never checked: judged on the LFD',
			{ ...lfdIn(2), terminal_checked_at: null },
			{},
			{ urgency: 'imminent' },
		],
		[
			'tracking stopped (shipment included): unknown',
			{
				...lfdIn(2),
				shipment: { id: 's', type: 'shipment', line_tracking_stopped_at: '2026-03-10T00:00:00Z' },
			},
			{},
			{ urgency: 'unknown', unknown_reason: 'tracking_stopped' },
		],
		[
			'a shipment reference alone says nothing about tracking',
			{ ...lfdIn(2), shipment: { id: 's', type: 'shipment' } },
			{},
			{ urgency: 'imminent' },
		],
		[
			'no LFD comes before stale data',
			{ ...terminalLfd(null), terminal_checked_at: '2025-01-01T00:00:00Z' },
			{},
			{ unknown_reason: 'no_last_free_day' },
		],
	];
	it.each(rows)('%s', (_name, fields, options, expected) => {
		expect(view(fields, now, options)).toMatchObject(expected);
	});
});

describe('holds, availability and fees', () => {
	const now = '2026-03-11T12:00:00Z';
	it('holds in force and pending ones apart; odd entries skipped', () => {
		const result = view(
			{
				holds_at_pod_terminal: [
					{ name: 'customs', status: 'hold', description: 'CBP exam' },
					{ name: 'freight', status: 'pending', description: null },
					{ name: 'usda', status: 'hold' },
					{ status: 'hold' },
					'customs',
					{ name: 'line', status: 'released' },
				],
			},
			now,
		);
		expect(result.holds).toEqual(['customs', 'usda']);
		expect(result.pending_holds).toEqual(['freight']);
	});

	it.each([
		[true, true, true],
		[true, false, false],
		[false, true, null],
		[true, null, null],
	])('availability known %s, available %s: %s', (known, available, expected) => {
		expect(
			view({ availability_known: known, available_for_pickup: available }, now)
				.available_for_pickup,
		).toBe(expected);
	});

	it('fees per currency: demurrage summed, the terminal’s total as reported', () => {
		const result = view(
			{
				fees_at_pod_terminal: [
					{ type: 'demurrage', amount: 300, currency_code: 'USD' },
					{ type: 'exam', amount: 125.5, currency_code: 'USD' },
					{ type: 'total', amount: 425.5, currency_code: 'USD' },
					{ type: 'demurrage', amount: 80, currency_code: 'cad' },
					{ type: 'other', amount: 20, currency_code: 'CAD' },
					{ type: 'extended_dwell_time', amount: 50 },
					{ type: 'demurrage', amount: 'lots', currency_code: 'USD' },
				],
			},
			now,
		);
		expect(result.fees_total).toEqual({
			USD: { demurrage: 300, total: 425.5 },
			CAD: { demurrage: 80, total: 100 },
			local: { demurrage: null, total: 50 },
		});
	});

	it('no fees reported: an empty object', () => {
		expect(view({ fees_at_pod_terminal: null }, now).fees_total).toEqual({});
	});
});

describe('local dates', () => {
	it.each([
		['2024-07-07T04:00:00Z', 'America/New_York', '2024-07-07'],
		['2024-07-07T03:59:59Z', 'America/New_York', '2024-07-06'],
		['2024-07-07', 'Asia/Shanghai', '2024-07-07'],
		['', 'UTC', undefined],
		['2024-13-01', 'UTC', undefined],
	])('%s in %s is %s', (value, zone, expected) => {
		expect(localDate(value, zone)).toBe(expected);
	});
});

describe('properties', () => {
	const options = { now: Date.UTC(2026, 2, 11, 12), imminentDays: 3 };

	it('never throws, whatever JSON it is given, and always names an urgency', () => {
		fc.assert(
			fc.property(fc.jsonValue(), (value) => {
				const result = demurrageOf(value, options);
				expect(URGENCIES).toContain(result.urgency);
			}),
		);
	});

	it('never throws on containers whose fields hold any JSON', () => {
		const field = fc.oneof(
			fc.jsonValue(),
			fc.constantFrom('2026-03-12', '2026-03-12T04:00:00Z', 'America/New_York', 'hold', 'pending'),
		);
		const record = fc.record(
			{
				pickup_lfd: field,
				import_deadlines: fc.oneof(
					field,
					fc.record({ pickup_lfd_terminal: field, pickup_lfd_line: field, pickup_lfd_rail: field }),
				),
				pod_timezone: field,
				final_destination_timezone: field,
				holds_at_pod_terminal: fc.oneof(field, fc.array(fc.record({ name: field, status: field }))),
				fees_at_pod_terminal: fc.oneof(
					field,
					fc.array(
						fc.record({ type: field, amount: fc.oneof(fc.double(), field), currency_code: field }),
					),
				),
				terminal_checked_at: field,
				current_status: field,
				shipment: field,
			},
			{ requiredKeys: [] },
		);
		fc.assert(fc.property(record, (value) => void demurrageOf(value, options)));
	});

	it('days left and urgency agree for any LFD within two years and any zone offset', () => {
		const zones = [
			'UTC',
			'America/New_York',
			'Asia/Shanghai',
			'Pacific/Kiritimati',
			'Pacific/Pago_Pago',
			'Australia/Lord_Howe',
		];
		fc.assert(
			fc.property(
				fc.integer({ min: -730, max: 730 }),
				fc.constantFrom(...zones),
				fc.integer({ min: 0, max: 30 }),
				(days, zone, imminentDays) => {
					const lfd = new Date(Date.UTC(2026, 2, 11 + days)).toISOString().slice(0, 10);
					const result = demurrageOf(
						{ pickup_lfd: lfd, pod_timezone: zone, current_status: 'available' },
						{ ...options, imminentDays },
					);
					const expected =
						result.days_left! < 0
							? 'overdue'
							: result.days_left === 0
								? 'due_today'
								: result.days_left! <= imminentDays
									? 'imminent'
									: 'ok';
					expect(result.urgency).toBe(expected);
					expect(Math.abs(result.days_left! - days)).toBeLessThanOrEqual(1);
				},
			),
		);
	});
});

describe('localDate: a last free day read in its own zone, whatever luxon is set to', () => {
	const ZONES = [
		'UTC',
		'America/New_York',
		'America/Los_Angeles',
		'America/Santiago',
		'America/Havana',
		'Asia/Tokyo',
		'Asia/Kolkata',
		'Australia/Lord_Howe',
		'Pacific/Kiritimati',
		'Pacific/Pago_Pago',
		'Europe/London',
	];
	const zone = fc.constantFrom(...ZONES);
	const anyZone = fc.oneof(zone, fc.string(), fc.constantFrom('Not/AZone', 'utc+3', '+05:00'));
	/** n8n sets luxon's default zone to the workflow's; a careless setting may make luxon throw. */
	const withLuxon = <T>(defaultZone: string, throwOnInvalid: boolean, read: () => T): T => {
		const saved = { zone: Settings.defaultZone, throwOnInvalid: Settings.throwOnInvalid };
		Settings.defaultZone = defaultZone;
		Settings.throwOnInvalid = throwOnInvalid;
		try {
			return read();
		} finally {
			Settings.defaultZone = saved.zone;
			Settings.throwOnInvalid = saved.throwOnInvalid;
		}
	};
	const pad = (n: number, width = 2) => String(n).padStart(width, '0');
	const wallTime = fc.record({
		year: fc.integer({ min: 1971, max: 2100 }),
		month: fc.integer({ min: 1, max: 12 }),
		day: fc.integer({ min: 1, max: 28 }),
		hour: fc.integer({ min: 0, max: 23 }),
		minute: fc.integer({ min: 0, max: 59 }),
		second: fc.integer({ min: 0, max: 59 }),
		separator: fc.constantFrom('T', ' ', 't'),
	});

	it('never throws, for any string in any zone, under any default zone, even when luxon throws on invalid dates', () => {
		const text = fc.oneof(
			fc.string(),
			fc.string({ unit: 'grapheme-ascii' }),
			fc.constantFrom(
				'2026-11-22T00:30:00',
				'2026-W47-7',
				'2026-326',
				'2026-02-30T00:00',
				'2026-11-22T24:00',
				'+275760-09-13',
				'2026-11-22T00:30:00+99:00',
			),
		);
		fc.assert(
			fc.property(
				text,
				anyZone,
				zone,
				fc.boolean(),
				(value, lfdZone, defaultZone, throwOnInvalid) => {
					const date = withLuxon(defaultZone, throwOnInvalid, () =>
						localDate(value, validZone(lfdZone)),
					);
					expect(date === undefined || /^[+-]?\d{4,6}-\d{2}-\d{2}$/.test(date)).toBe(true);
				},
			),
			{ numRuns: 3000 },
		);
	});

	it('a date-time without an offset is a wall time in the given zone: its date is the date written, whatever the default zone', () => {
		fc.assert(
			fc.property(
				wallTime,
				zone,
				zone,
				({ year, month, day, hour, minute, second, separator }, lfdZone, defaultZone) => {
					const written = `${year}-${pad(month)}-${pad(day)}`;
					const text = `${written}${separator}${pad(hour)}:${pad(minute)}:${pad(second)}`;
					expect(withLuxon(defaultZone, false, () => localDate(text, lfdZone))).toBe(written);
				},
			),
			{ numRuns: 2000 },
		);
	});

	it('a date-time with an offset is that instant, seen on a wall clock in the given zone', () => {
		const offset = fc.integer({ min: -12 * 4, max: 14 * 4 }).map((quarters) => {
			const minutes = Math.abs(quarters) * 15;
			return `${quarters < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
		});
		fc.assert(
			fc.property(
				wallTime,
				offset,
				zone,
				zone,
				({ year, month, day, hour, minute, second }, at, lfdZone, defaultZone) => {
					const text = `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${at}`;
					const expected = new Intl.DateTimeFormat('en-CA', {
						timeZone: lfdZone,
						year: 'numeric',
						month: '2-digit',
						day: '2-digit',
					}).format(Date.parse(text));
					expect(withLuxon(defaultZone, false, () => localDate(text, lfdZone))).toBe(expected);
				},
			),
			{ numRuns: 2000 },
		);
	});
});
