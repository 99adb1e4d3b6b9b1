import fc from 'fast-check';
import { Settings } from 'luxon';

import { CUSTOM_FIELD_DATA_TYPES } from '../../../nodes/Terminal49/shared/catalogue/customFieldDataTypes';
import type { CustomFieldValue } from '../../../nodes/Terminal49/shared/customFields/coercion';
import {
	heldValueGiven,
	sameCustomFieldValue,
} from '../../../nodes/Terminal49/shared/customFields/sameValue';

const DATA_TYPES = Object.keys(CUSTOM_FIELD_DATA_TYPES);

describe('sameCustomFieldValue: a value the record holds is written again only when it differs, by its data type, exactly', () => {
	it.each<[string, CustomFieldValue, unknown]>([
		['short_text', 'Harbor Drayage', 'Harbor Drayage'],
		['reference', 'BK-1', 'BK-1'],
		['number', 1250.5, 1250.5],
		['number', 1250.5, '1250.50'],
		['number', 0, -0],
		['boolean', false, false],
		['date', '2026-12-01', '2026-12-01'],
		['enum', 'scheduled', 'scheduled'],
		['enum_multi', ['po_10042', 'acme_inc'], ['acme_inc', 'po_10042']],
		['enum_multi', [], []],
		['datetime', '2026-12-01T08:30:00-08:00', '2026-12-01T16:30:00Z'],
		['datetime', '2026-12-01T16:30:00.500Z', '2026-12-01T16:30:00.5Z'],
		['datetime', '2026-12-01T16:30Z', '2026-12-01T16:30:00.000Z'],
		['datetime', '2026-12-01T08:30:00', '2026-12-01 08:30:00'],
		['datetime', '2026-12-01T08:30', '2026-12-01T08:30:00'],
		['datetime', '2026-12-01T08:30:00.000', '2026-12-01T08:30:00'],
		['datetime', '2026-12-01T08:30:00.5', '2026-12-01T08:30:00.500'],
		['number', null, undefined],
		['enum_multi', null, null],
	])('%s: %j is %j', (dataType, value, current) => {
		expect(sameCustomFieldValue(dataType, value, current)).toBe(true);
	});

	it.each<[string, CustomFieldValue, unknown]>([
		['short_text', 'Harbor Drayage', 'Harbor Drayage '],
		['short_text', 'Harbor Drayage', 'harbor drayage'],
		['short_text', '1', 1],
		['reference', 'BK-1', ' BK-1'],
		['number', 1250.5, 1250.51],
		['number', 1, true],
		['number', 1, '1 USD'],
		['number', 0.1, 0.1000000000000001],
		['boolean', false, null],
		['boolean', true, 'true'],
		['boolean', true, 1],
		['date', '2026-12-01', '2026-12-01T00:00:00Z'],
		['date', '2026-12-01', '12/1/2026'],
		['enum', 'scheduled', 'Scheduled'],
		['enum_multi', ['po_10042'], ['po_10042', 'acme_inc']],
		['enum_multi', ['po_10042', 'acme_inc'], 'po_10042, acme_inc'],
		['datetime', '2026-12-01T08:30:00-08:00', '2026-12-01T08:30:00Z'],
		['datetime', '2026-12-01T16:30:00.1234567Z', '2026-12-01T16:30:00.123Z'],
		['datetime', '2026-12-01T08:30:00', '2026-12-01T08:30:00Z'],
		['datetime', '2026-12-01T08:30', '2026-12-01T08:30:01'],
		['datetime', '2026-12-01T08:30:00.1', '2026-12-01T08:30:00'],
		['datetime', '2026-12-01T08:30', '2026-12-01T08:30+00:00'],
		['datetime', '2026-12-01T08:30:00Z', '2026-12-01T08:30:00'],
		['short_text', null, ''],
		['short_text', '', null],
		['rating', 5, 5],
	])('%s: %j is not %j, so it is written', (dataType, value, current) => {
		expect(sameCustomFieldValue(dataType, value, current)).toBe(false);
	});

	it('whatever the record holds, the answer is a boolean, and a value is the same as itself', () => {
		const written = fc.oneof(
			fc.string(),
			fc.double({ noNaN: true }),
			fc.boolean(),
			fc.array(fc.string()),
			fc.constant(null),
		);
		fc.assert(
			fc.property(
				fc.constantFrom(...DATA_TYPES, 'rating'),
				written,
				fc.anything(),
				(dataType, value, current) => {
					expect(typeof sameCustomFieldValue(dataType, value as CustomFieldValue, current)).toBe(
						'boolean',
					);
				},
			),
		);
		fc.assert(
			fc.property(
				fc.constantFrom(
					'short_text',
					'reference',
					'number',
					'boolean',
					'date',
					'enum',
					'enum_multi',
				),
				written,
				(dataType, value) => {
					const typed =
						dataType === 'number'
							? typeof value === 'number'
							: dataType === 'enum_multi'
								? Array.isArray(value)
								: dataType === 'boolean'
									? typeof value === 'boolean'
									: typeof value === 'string';
					fc.pre(typed || value === null);
					expect(sameCustomFieldValue(dataType, value as CustomFieldValue, value)).toBe(true);
				},
			),
		);
	});

	it('one instant written in any offset is the same instant; another second, or another fraction, is not', () => {
		const instant = fc
			.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) })
			.map((ms) => Math.floor(ms / 1000) * 1000);
		const offset = fc.integer({ min: -12 * 60, max: 14 * 60 });
		const written = (ms: number, minutes: number): string => {
			const local = new Date(ms + minutes * 60_000).toISOString().slice(0, 19);
			const sign = minutes < 0 ? '-' : '+';
			const abs = Math.abs(minutes);
			return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
		};
		fc.assert(
			fc.property(
				instant,
				offset,
				offset,
				fc.integer({ min: 1, max: 86_400 }),
				(ms, a, b, seconds) => {
					expect(sameCustomFieldValue('datetime', written(ms, a), written(ms, b))).toBe(true);
					expect(
						sameCustomFieldValue('datetime', written(ms, a), written(ms + seconds * 1000, b)),
					).toBe(false);
					expect(
						sameCustomFieldValue(
							'datetime',
							`${written(ms, a).slice(0, 19)}.001${written(ms, a).slice(19)}`,
							written(ms, b),
						),
					).toBe(false);
				},
			),
		);
	});

	it('a date and time without a zone is its wall clock: every pair of minutes of the nights New York’s clocks change is the same only when equal', () => {
		// The zone the process runs in must not matter: 02:30 does not exist there in March, and 01:30 comes twice in November.
		const zone = Settings.defaultZone;
		Settings.defaultZone = 'America/New_York';
		try {
			// 01:30 to 03:29: the hour that does not exist, the hour that comes twice, and their neighbours.
			const minutes = Array.from(
				{ length: 120 },
				(_, at) => `0${Math.floor((at + 90) / 60)}:${String((at + 90) % 60).padStart(2, '0')}`,
			);
			for (const day of ['2026-03-08', '2026-11-01']) {
				for (const a of minutes) {
					for (const b of minutes) {
						if (sameCustomFieldValue('datetime', `${day}T${a}`, `${day}T${b}:00.000`) !== (a === b))
							throw new Error(`${day} ${a} and ${b}`);
					}
				}
			}
		} finally {
			Settings.defaultZone = zone;
		}
	});

	it('several choices: every pair of sets over three options, in every order, is the same exactly when the sets are', () => {
		const options = ['a', 'b', 'c'];
		const lists: string[][] = [[]];
		for (let length = 1; length <= 3; length++) {
			for (const list of lists.filter((l) => l.length === length - 1))
				for (const option of options) lists.push([...list, option]);
		}
		for (const value of lists) {
			for (const current of lists) {
				const same =
					new Set(value).size === new Set(current).size &&
					value.every((entry) => current.includes(entry));
				expect([value, current, sameCustomFieldValue('enum_multi', value, current)]).toEqual([
					value,
					current,
					same,
				]);
			}
		}
	});
});

describe('heldValueGiven: text of spaces, or a choice the readers refuse (its option deleted since), is the held value only where the row gives exactly it', () => {
	const HELD = ['po_10042', 'acme_inc'];

	it.each<[string, unknown, unknown, CustomFieldValue]>([
		['enum', 'scheduled', 'scheduled', 'scheduled'],
		['enum', ' scheduled\t', 'scheduled', 'scheduled'],
		['enum', '["scheduled"]', 'scheduled', 'scheduled'],
		['enum_multi', '["po_10042","acme_inc"]', HELD, ['po_10042', 'acme_inc']],
		['enum_multi', 'acme_inc, po_10042', HELD, ['acme_inc', 'po_10042']],
		['enum_multi', 'acme_inc; po_10042; acme_inc', HELD, ['acme_inc', 'po_10042']],
		['enum_multi', ['acme_inc', 'po_10042'], HELD, ['acme_inc', 'po_10042']],
		['short_text', '   ', '   ', '   '],
		['reference', '\u200b', '\u200b', '\u200b'],
	])('%s: %j given, %j held: the held value', (dataType, given, current, held) => {
		expect(heldValueGiven(dataType, given, current)).toEqual(held);
	});

	it.each<[string, unknown, unknown]>([
		['enum', 'Scheduled', 'scheduled'],
		['enum', 'SCHEDULED', 'scheduled'],
		['enum', 'delivered', 'scheduled'],
		['enum', 'scheduled, scheduled ', 'scheduled '],
		['enum', 'scheduled', null],
		['enum', 'scheduled', undefined],
		['enum', 'scheduled', ['scheduled']],
		['enum', ['scheduled'], 'scheduled'],
		['enum_multi', 'acme_inc', HELD],
		['enum_multi', 'acme_inc, po_10042, po_10043', HELD],
		['enum_multi', 'ACME_INC, po_10042', HELD],
		['enum_multi', '[acme_inc, po_10042]', HELD],
		['enum_multi', 'acme_inc, po_10042', 'acme_inc, po_10042'],
		['enum_multi', 'acme_inc, po_10042', ['acme_inc', 7]],
		['short_text', 'Harbor Drayage', 'Harbor Drayage'],
		['short_text', ' ', '   '],
		['short_text', '   ', 'Harbor Drayage'],
		['short_text', ' ', undefined],
		['short_text', '', ''],
		['enum', ' ', 'scheduled'],
		['number', '10²', '10²'],
		['rating', 'five', 'five'],
	])('%s: %j given, %j held: still refused', (dataType, given, current) => {
		expect(heldValueGiven(dataType, given, current)).toBeUndefined();
	});

	it('whatever is given and held, it answers nothing or a value the held one is the same as', () => {
		const word = fc.constantFrom('a', 'b', 'A', ' a', 'a,b', '');
		const given = fc.oneof(word, fc.array(word), fc.string(), fc.anything());
		const held = fc.oneof(word, fc.array(word), fc.anything());
		fc.assert(
			fc.property(
				fc.constantFrom(...DATA_TYPES, 'rating'),
				given,
				held,
				(dataType, value, current) => {
					const taken = heldValueGiven(dataType, value, current);
					if (taken !== undefined)
						expect(sameCustomFieldValue(dataType, taken, current)).toBe(true);
				},
			),
		);
	});
});
