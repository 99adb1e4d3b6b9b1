import fc from 'fast-check';
import { DateTime } from 'luxon';

import {
	readDate,
	readDateTime,
	readMoment,
	utcInstant,
} from '../../../nodes/Terminal49/shared/helpers/dates';
import { useWallClockAt } from '../../harness/clock';

describe('readDate and readDateTime: real days, times and offsets', () => {
	it.each(['2024-02-29', '2000-02-29', '1999-12-31'])('date %p', (text) => {
		expect(readDate(text)).toBe(text);
	});
	it.each([
		'2023-02-29',
		'1900-02-29',
		'2024-02-30',
		'2024-04-31',
		'2024-13-01',
		'2024-00-10',
		'2024-01-00',
		'2024-7-1',
		'2024-07-15 garbage',
		'2024-07-15x',
		'',
	])('not a date: %p', (text) => {
		expect(readDate(text)).toBeUndefined();
	});
	it.each([
		['2024-06-28T14:30', '2024-06-28T14:30'],
		['2024-06-28 14:30:05', '2024-06-28T14:30:05'],
		['2024-06-28t14:30:05z', '2024-06-28T14:30:05Z'],
		['2024-06-28T14:30:05.123456789Z', '2024-06-28T14:30:05.123456789Z'],
		['2024-06-28T14:30+05', '2024-06-28T14:30+05:00'],
		['2024-06-28T14:30-0930', '2024-06-28T14:30-09:30'],
		['2024-06-28T14:30+14:00', '2024-06-28T14:30+14:00'],
		['2024-06-28T00:00:00-12:00', '2024-06-28T00:00:00-12:00'],
	])('date-time %p → %p', (text, canonical) => {
		expect(readDateTime(text)?.text).toBe(canonical);
	});
	it.each([
		'2024-07-15T99:99:99Z',
		'2024-07-15T24:00:00Z',
		'2024-07-15T23:60:00Z',
		'2024-07-15T23:59:60Z',
		'2024-07-15T10:00:00+99:99',
		'2024-07-15T10:00:00+14:01',
		'2024-07-15T10:00:00+05:60',
		'2024-07-15T10:00:00+5',
		'2024-07-15T10:00:00+05:3',
		'2024-07-15T10:00:00Z garbage',
		'2024-07-15 garbage',
		'2024-02-30T10:00:00Z',
		'2024-07-15T10',
		'2024-07-15T10:00:00.',
		'2024-07-15T10:00:00.1234567890Z',
		'2024-07-15',
	])('not a date-time: %p', (text) => {
		expect(readDateTime(text)).toBeUndefined();
	});
});

describe('readMoment: a moment without an offset is read in the given zone, never the server’s', () => {
	it.each([
		['2026-03-01T10:00:00', 'Asia/Tokyo', '2026-03-01T01:00:00.000Z'],
		['2026-03-01T10:00:00', 'Pacific/Kiritimati', '2026-02-28T20:00:00.000Z'],
		['2026-03-01 10:00', 'America/New_York', '2026-03-01T15:00:00.000Z'],
		['2026-03-01', 'Asia/Tokyo', '2026-02-28T15:00:00.000Z'],
		['2026-03-01T10:00:00.5-03:30', 'Asia/Tokyo', '2026-03-01T13:30:00.500Z'],
		['2026-03-01T10:00:00Z', 'Pacific/Kiritimati', '2026-03-01T10:00:00.000Z'],
	])('%s in %s is %s', (text, zone, utc) => {
		expect(readMoment(text, zone)).toEqual({ utc });
	});

	// Luxon reads a local time the clocks go back over by the offset in force on the day it runs:
	// on a summer day it read New York's 01:30 of 1 November as 05:30 UTC, on a winter day 06:30.
	describe.each(['2026-07-01T12:00:00Z', '2026-12-01T12:00:00Z', '2027-04-04T12:00:00Z'])(
		'on %s',
		(today) => {
			useWallClockAt(today);

			it.each([
				['2026-11-01T01:30:00', 'America/New_York', '2026-11-01T06:30:00.000Z'],
				['2026-11-01 01:00', 'America/New_York', '2026-11-01T06:00:00.000Z'],
				['2026-10-25T02:15:00', 'Europe/Berlin', '2026-10-25T01:15:00.000Z'],
				['2026-04-05T02:30:00', 'Australia/Sydney', '2026-04-04T16:30:00.000Z'],
				['2026-04-05T01:45:00', 'Australia/Lord_Howe', '2026-04-04T15:15:00.000Z'],
				['2026-11-01T00:59:00', 'America/New_York', '2026-11-01T04:59:00.000Z'],
				['2026-11-01T02:00:00', 'America/New_York', '2026-11-01T07:00:00.000Z'],
			])(
				'a local time the clocks go back over is read in standard time, the later of its two: %s in %s is %s',
				(text, zone, utc) => {
					expect(readMoment(text, zone)).toEqual({ utc });
				},
			);

			it('a local time within two hours of clocks going back or forward is the same instant whatever day it is read on', () => {
				// [zone, the instant its clocks change]: back in autumn, forward in spring, both hemispheres.
				const changes = fc.constantFrom(
					['America/New_York', '2026-11-01T06:00:00Z'],
					['America/New_York', '2027-03-14T07:00:00Z'],
					['Europe/Berlin', '2026-10-25T01:00:00Z'],
					['Australia/Sydney', '2026-04-04T16:00:00Z'],
					['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
					['America/Santiago', '2026-04-05T03:00:00Z'],
				);
				const nearChange = fc
					.tuple(changes, fc.integer({ min: -120, max: 120 }))
					.map(([[name, at], minutes]) => ({
						name,
						text: DateTime.fromMillis(Date.parse(at) + minutes * 60_000, { zone: name }).toFormat(
							"yyyy-MM-dd'T'HH:mm:ss",
						),
					}));
				fc.assert(
					fc.property(
						nearChange,
						fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }),
						({ name, text }, someDay) => {
							const read = readMoment(text, name);
							jest.setSystemTime(someDay);
							expect(readMoment(text, name)).toEqual(read);
						},
					),
					{ numRuns: 300 },
				);
			});
		},
	);

	it('a Date or a Luxon DateTime (from an expression) keeps its own instant', () => {
		expect(readMoment(new Date('2026-03-01T10:00:00Z'), 'Asia/Tokyo')).toEqual({
			utc: '2026-03-01T10:00:00.000Z',
		});
		expect(
			readMoment(DateTime.fromISO('2026-03-01T10:00:00', { zone: 'Europe/Berlin' }), 'Asia/Tokyo'),
		).toEqual({ utc: '2026-03-01T09:00:00.000Z' });
	});

	it.each([
		'7',
		'March 1',
		'2026-02-30',
		'2026-02-30T10:00:00',
		'2026-03-01T24:00',
		'1 March 2026',
		'',
		7,
		null,
		{},
	])('refuses %p', (value) => {
		expect(readMoment(value, 'Asia/Tokyo')).toEqual({ problem: 'not-a-moment' });
	});

	it('refuses a local time the clocks skip instead of moving it', () => {
		expect(readMoment('2026-03-08T02:30:00', 'America/New_York')).toEqual({ problem: 'skipped' });
		expect(readMoment('2026-03-08T02:30:00-05:00', 'America/New_York')).toEqual({
			utc: '2026-03-08T07:30:00.000Z',
		});
	});

	const zone = fc.constantFrom(
		'UTC',
		'Asia/Tokyo',
		'Pacific/Kiritimati',
		'Pacific/Pago_Pago',
		'America/New_York',
		'Europe/London',
		'Australia/Lord_Howe',
		'Asia/Kathmandu',
	);
	const wallTime = fc
		.date({
			min: new Date('1990-01-01T00:00:00Z'),
			max: new Date('2060-12-31T23:59:59Z'),
			noInvalidDate: true,
		})
		.map((date) => date.toISOString().slice(0, 19));

	it('the instant read shows, in the zone it was read in, the wall time written; or the clocks skip that time', () => {
		fc.assert(
			fc.property(wallTime, zone, (text, name) => {
				const read = readMoment(text, name);
				if ('problem' in read) {
					expect(read.problem).toBe('skipped');
					expect(DateTime.fromISO(text, { zone: name }).toFormat("yyyy-MM-dd'T'HH:mm:ss")).not.toBe(
						text,
					);
				} else {
					expect(DateTime.fromISO(read.utc).setZone(name).toFormat("yyyy-MM-dd'T'HH:mm:ss")).toBe(
						text,
					);
				}
			}),
			{ numRuns: 1000 },
		);
	});

	it('a moment with an offset is the same instant whatever zone it is read in', () => {
		fc.assert(
			fc.property(
				wallTime,
				fc.integer({ min: -12 * 4, max: 14 * 4 }),
				zone,
				zone,
				(text, quarters, a, b) => {
					const sign = quarters < 0 ? '-' : '+';
					const minutes = Math.abs(quarters) * 15;
					const offset = `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
					expect(readMoment(`${text}${offset}`, a)).toEqual(readMoment(`${text}${offset}`, b));
					expect(Date.parse((readMoment(`${text}${offset}`, a) as { utc: string }).utc)).toBe(
						Date.parse(`${text}${offset}`),
					);
				},
			),
		);
	});
});

describe('utcInstant: a moment with an offset as the instant in UTC, marked Z', () => {
	it.each([
		['2026-11-02T18:30:00Z', '2026-11-02T18:30:00Z'],
		['2026-11-03T02:30:00+08:00', '2026-11-02T18:30:00Z'],
		['2026-11-30T21:00:00-08:00', '2026-12-01T05:00:00Z'],
		['2026-11-02T18:30:00.250Z', '2026-11-02T18:30:00.250Z'],
		['2026-11-02 18:30+0530', '2026-11-02T13:00:00Z'],
	])('%s is %s', (given, expected) => {
		expect(utcInstant(given)).toBe(expected);
	});

	it.each([['2026-11-02T18:30:00'], ['2026-11-02'], ['2026-02-30T10:00:00Z'], ['tomorrow'], ['']])(
		'%s names no instant: undefined',
		(given) => {
			expect(utcInstant(given)).toBeUndefined();
		},
	);

	it('is the instant it was given, whatever the offset it was written with', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 0, 1) }),
				fc.integer({ min: -12 * 60, max: 14 * 60 }),
				(ms, offsetMinutes) => {
					const instant = Math.floor(ms / 1000) * 1000;
					const written = DateTime.fromMillis(instant, {
						zone: `UTC${offsetMinutes < 0 ? '-' : '+'}${Math.floor(Math.abs(offsetMinutes) / 60)}:${String(Math.abs(offsetMinutes) % 60).padStart(2, '0')}`,
					}).toISO({ suppressMilliseconds: true });
					const read = utcInstant(written ?? '');
					expect(read).toMatch(/Z$/);
					expect(Date.parse(read ?? '')).toBe(instant);
				},
			),
		);
	});
});
