import fc from 'fast-check';

import { isCalendarDate } from '../../../../nodes/Terminal49/shared/helpers/dates';
import type { DateOrder } from '../../../../nodes/Terminal49/shared/helpers/readers/date';
import { dateOf, dateTimeOf } from '../../../../nodes/Terminal49/shared/helpers/readers/date';

const ORDERS: DateOrder[] = ['yearMonthDay', 'monthDayYear', 'dayMonthYear'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Every way one or two digits can be written for a month or a day: 0-9, 00-99. */
const PARTS = [
	...Array.from({ length: 10 }, (_, n) => String(n)),
	...Array.from({ length: 100 }, (_, n) => pad(n)),
];

describe('dateOf in a date order: month/day/year and day/month/year read exactly as the order says, never guessed', () => {
	it.each(['2024', '2023'])(
		'every first/second part of one or two digits, over %s, in both slash orders: the day the order names, or refused',
		(year) => {
			for (const order of ['monthDayYear', 'dayMonthYear'] as const) {
				for (const first of PARTS) {
					for (const second of PARTS) {
						const [month, day] =
							order === 'monthDayYear'
								? [Number(first), Number(second)]
								: [Number(second), Number(first)];
						const expected = isCalendarDate(Number(year), month, day)
							? `${year}-${pad(month)}-${pad(day)}`
							: undefined;
						const text = `${first}/${second}/${year}`;
						if (dateOf(text, order) !== expected)
							expect([order, text, dateOf(text, order)]).toEqual([order, text, expected]);
					}
				}
			}
		},
	);

	it('03/04/2026 is March 4 month/day/year and 3 April day/month/year; year-month-day refuses it', () => {
		expect(dateOf('03/04/2026', 'monthDayYear')).toBe('2026-03-04');
		expect(dateOf('03/04/2026', 'dayMonthYear')).toBe('2026-04-03');
		expect(dateOf('03/04/2026', 'yearMonthDay')).toBeUndefined();
		expect(dateOf('03/04/2026')).toBeUndefined();
	});

	it.each(ORDERS)(
		'%s reads year-month-day too, a picked date and a Date, which cannot be misread',
		(order) => {
			expect(dateOf('2026-03-15', order)).toBe('2026-03-15');
			expect(dateOf('2026-03-15T10:00:00Z', order)).toBe('2026-03-15');
			expect(dateOf(new Date(Date.UTC(2026, 2, 15)), order)).toBe('2026-03-15');
		},
	);

	it.each([
		['a two-digit year', '3/15/26'],
		['dashes', '3-15-2026'],
		['dots', '15.3.2026'],
		['three-digit day', '3/015/2026'],
		['a space inside', '3/ 15/2026'],
		['fullwidth digits', '３/１５/２０２６'],
		['other scripts’ digits', '٣/١٥/٢٠٢٦'],
		['a serial number, as a sheet gives an unformatted date cell', '46096'],
		['a number', 46096],
		['no such day', '2/30/2026'],
		['trailing text', '3/15/2026 x'],
	])('month/day/year refuses %s: %j', (_why, given) => {
		expect(dateOf(given, 'monthDayYear')).toBeUndefined();
	});

	it('around white space, as a cell often has it', () => {
		expect(dateOf(' 3/15/2026 ', 'monthDayYear')).toBe('2026-03-15');
	});

	it('never crashes, and what it reads is a real day the text names in that order', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...ORDERS),
				fc.oneof(fc.string(), fc.stringMatching(/^\d{1,2}\/\d{1,2}\/\d{4}$/)),
				(order, text) => {
					const date = dateOf(text, order);
					if (date === undefined) return;
					const [year, month, day] = date.split('-').map(Number);
					expect(isCalendarDate(year, month, day)).toBe(true);
					const parts = text.trim().split(/[-/T ]/);
					const named =
						order === 'monthDayYear'
							? [parts[2], parts[0], parts[1]]
							: order === 'dayMonthYear'
								? [parts[2], parts[1], parts[0]]
								: parts.slice(0, 3);
					if (text.includes('/')) expect(named.map(Number)).toEqual([year, month, day]);
				},
			),
		);
	});
});

describe('dateTimeOf in a date order', () => {
	it.each<[DateOrder, string, string | undefined]>([
		['monthDayYear', '3/15/2026 14:30', '2026-03-15T14:30'],
		['monthDayYear', '3/15/2026 8:30:05', '2026-03-15T08:30:05'],
		['dayMonthYear', '15/3/2026 08:30:00Z', '2026-03-15T08:30:00Z'],
		['dayMonthYear', '15/3/2026 08:30-05:00', '2026-03-15T08:30-05:00'],
		['monthDayYear', '2026-03-15T14:30:00Z', '2026-03-15T14:30:00Z'],
		['monthDayYear', '3/15/2026 2:30 PM', undefined],
		['monthDayYear', '3/15/2026 24:00', undefined],
		['monthDayYear', '3/15/2026', undefined],
		['monthDayYear', '15/3/2026 14:30', undefined],
		['yearMonthDay', '3/15/2026 14:30', undefined],
	])('%s: %j is %j', (order, text, expected) => {
		expect(dateTimeOf(text, order)).toBe(expected);
	});

	it('a date-time in the order gives a Date field its day', () => {
		expect(dateOf('3/15/2026 14:30', 'monthDayYear')).toBe('2026-03-15');
	});
});
