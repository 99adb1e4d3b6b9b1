import {
	changesBetween,
	FORGOTTEN,
	isNew,
	nextFingerprints,
	sameFingerprints,
} from '../../nodes/Terminal49/polling/changes';
import type { Snapshot } from '../../nodes/Terminal49/polling/fingerprint';
import {
	pack,
	sameDate,
	snapshotOf,
	STORED_LFD_SLOTS,
	unpack,
} from '../../nodes/Terminal49/polling/fingerprint';
import { MAX_WATCHED_CONTAINERS } from '../../nodes/Terminal49/polling/state';

const snapshot = (status: string | null, lfd: Partial<Snapshot['lfd']> = {}): Snapshot => ({
	status,
	lfd: {
		pickup_lfd: null,
		pickup_lfd_line: null,
		pickup_lfd_terminal: null,
		pickup_lfd_rail: null,
		...lfd,
	},
});

describe('fingerprint: what the polling trigger remembers of a container', () => {
	it('reads status, pickup_lfd and the three import_deadlines fields; missing ones are null', () => {
		expect(
			snapshotOf({
				current_status: 'available',
				pickup_lfd: '2024-07-07T07:00:00Z',
				import_deadlines: { pickup_lfd_terminal: '2024-07-07T07:00:00Z', pickup_lfd_line: null },
				number: 'MSKU2431002',
			}),
		).toEqual(
			snapshot('available', {
				pickup_lfd: '2024-07-07T07:00:00Z',
				pickup_lfd_terminal: '2024-07-07T07:00:00Z',
			}),
		);
		expect(snapshotOf({ import_deadlines: null, pickup_lfd: '' })).toEqual(snapshot(null));
		expect(snapshotOf(undefined)).toEqual(snapshot(null));
	});

	it.each([
		[
			'a known status and UTC dates',
			snapshot('available', {
				pickup_lfd: '2024-07-07T07:00:00Z',
				pickup_lfd_rail: '2030-12-31T23:59:59Z',
			}),
		],
		[
			'a status the API may add later',
			snapshot('at_customs|x', { pickup_lfd: '2024-07-07T07:00:00Z' }),
		],
		['a bare date, kept as written', snapshot('on_ship', { pickup_lfd_line: '2024-07-07' })],
		['nothing at all', snapshot(null)],
	])('packs and unpacks %s', (_name, value) => {
		const packed = pack(value);
		expect(packed.split('|')).toHaveLength(5);
		expect(unpack(packed)).toEqual({ snapshot: value, misses: 0 });
		expect(unpack(pack(value, 2))).toEqual({ snapshot: value, misses: 2 });
	});

	it('is short: a known status is one letter, a date six characters (seconds since 1970 in base 36)', () => {
		// status | pickup_lfd | line | terminal | rail
		expect(
			pack(
				snapshot('available', {
					pickup_lfd: '2024-07-07T07:00:00Z',
					pickup_lfd_terminal: '2024-07-07T07:00:00Z',
				}),
			),
		).toBe('c|sg8rg0||sg8rg0|');
	});

	it('one instant written three ways is the same date; a day later is not', () => {
		expect(sameDate('2024-07-07T07:00:00Z', '2024-07-07T07:00:00.000Z')).toBe(true);
		expect(sameDate('2024-07-07T07:00:00Z', '2024-07-07T00:00:00-07:00')).toBe(true);
		expect(sameDate('2024-07-07T07:00:00Z', '2024-07-08T07:00:00Z')).toBe(false);
		expect(sameDate(null, null)).toBe(true);
		expect(sameDate(null, '2024-07-07T07:00:00Z')).toBe(false);
	});

	it('anything that is not a fingerprint reads as none', () => {
		for (const value of [undefined, null, 42, '', 'a|b', 'c|||||||'])
			expect(unpack(value)).toBeUndefined();
	});

	it(`${MAX_WATCHED_CONTAINERS} containers take about 2 MB of static data`, () => {
		const fingerprints: Record<string, string> = {};
		for (let i = 0; i < MAX_WATCHED_CONTAINERS; i++) {
			const day = Date.UTC(2024, 6, 1 + (i % 30), 7) / 1000;
			const lfd = new Date(day * 1000).toISOString().replace('.000Z', 'Z');
			fingerprints[`c0000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`] = pack(
				snapshot('not_available', {
					pickup_lfd: lfd,
					pickup_lfd_terminal: lfd,
					pickup_lfd_line: lfd,
				}),
			);
		}
		const bytes = JSON.stringify({
			version: 1,
			watchingSince: '2024-07-01T00:00:00Z',
			containers: fingerprints,
		}).length;
		// 65 bytes a container with three LFDs set: 1.95 MB
		expect(bytes).toBe(1_950_067);
	});
});

describe('changesBetween', () => {
	it('each LFD field that moved, appeared or was cleared, in order, then the status', () => {
		const before = snapshot('not_available', {
			pickup_lfd: '2024-07-07T07:00:00Z',
			pickup_lfd_terminal: '2024-07-07T07:00:00Z',
		});
		const after = snapshot('available', {
			pickup_lfd: '2024-07-09T07:00:00Z',
			pickup_lfd_line: '2024-07-09T07:00:00Z',
		});
		expect(changesBetween(before, after)).toEqual([
			{
				event: 'container.pickup_lfd.changed',
				field: 'pickup_lfd',
				previous: '2024-07-07T07:00:00Z',
				current: '2024-07-09T07:00:00Z',
			},
			{
				event: 'container.pickup_lfd_line.changed',
				field: 'pickup_lfd_line',
				previous: null,
				current: '2024-07-09T07:00:00Z',
			},
			{
				event: 'container.pickup_lfd_terminal.changed',
				field: 'pickup_lfd_terminal',
				previous: '2024-07-07T07:00:00Z',
				current: null,
			},
			{
				event: 'container.updated',
				field: 'current_status',
				previous: 'not_available',
				current: 'available',
			},
		]);
	});

	it('nothing when only the writing of an instant changed', () => {
		expect(
			changesBetween(
				snapshot('available', { pickup_lfd: '2024-07-07T07:00:00Z' }),
				snapshot('available', { pickup_lfd: '2024-07-07T07:00:00.000Z' }),
			),
		).toEqual([]);
	});
});

describe('isNew', () => {
	const since = Date.parse('2024-07-01T12:00:00Z');
	it.each([
		['2024-07-01T12:00:00Z', true],
		['2024-07-02T00:00:00Z', true],
		['2024-07-01T11:59:59Z', false],
		[undefined, false],
		['not a date', false],
	])('created_at %p: %p', (createdAt, expected) => {
		expect(isNew(createdAt, since)).toBe(expected);
	});
});

describe('nextFingerprints', () => {
	const a = pack(snapshot('available'));
	const b = pack(snapshot('on_ship'));
	const limits = { maxEntries: 3, maxMisses: 2, countMisses: true };

	it('keeps what this poll saw, and carries the missed ones with one miss more until they reach the limit, then only their id', () => {
		const previous = {
			seen: b,
			missedOnce: pack(snapshot('grounded'), 1),
			missedTwice: pack(snapshot('loaded'), 2),
		};
		const next = nextFingerprints(previous, new Map([['seen', a]]), limits);
		expect(next).toEqual({
			seen: a,
			missedOnce: pack(snapshot('grounded'), 2),
			missedTwice: FORGOTTEN,
		});
	});

	it('forgotten ids give way first at the cap, the oldest first (so the memory stays bounded)', () => {
		const previous = { older: FORGOTTEN, old: FORGOTTEN, missedTwice: pack(snapshot('loaded'), 2) };
		expect(nextFingerprints(previous, new Map([['x', a]]), limits)).toEqual({
			x: a,
			missedTwice: FORGOTTEN,
			older: FORGOTTEN,
		});
		expect(
			nextFingerprints(
				previous,
				new Map([
					['x', a],
					['y', a],
					['z', a],
				]),
				limits,
			),
		).toEqual({ x: a, y: a, z: a });
		expect(nextFingerprints({ gone: FORGOTTEN }, new Map([['gone', a]]), limits)).toEqual({
			gone: a,
		});
	});

	it('never holds more than the cap: what was seen first wins, missed ones go first', () => {
		const previous = { old1: a, old2: a };
		const seen = new Map([
			['x', a],
			['y', b],
		]);
		expect(Object.keys(nextFingerprints(previous, seen, limits))).toEqual(['x', 'y', 'old1']);
		const many = new Map(['1', '2', '3', '4'].map((id) => [id, a]));
		expect(Object.keys(nextFingerprints({}, many, limits))).toEqual(['1', '2', '3']);
	});

	it('after a walk that did not reach the end of the list, a container it did not meet keeps its fingerprint, with no miss added', () => {
		const previous = {
			seen: b,
			unread: pack(snapshot('grounded'), 0),
			missedTwice: pack(snapshot('loaded'), 2),
			gone: FORGOTTEN,
		};
		const cut = { maxEntries: 10, maxMisses: 2, countMisses: false };
		expect(nextFingerprints(previous, new Map([['seen', a]]), cut)).toEqual({
			seen: a,
			unread: pack(snapshot('grounded'), 0),
			missedTwice: pack(snapshot('loaded'), 2),
			gone: FORGOTTEN,
		});
		// The same walk complete: the unread one is missed, the one missed twice is forgotten.
		expect(
			nextFingerprints(previous, new Map([['seen', a]]), { ...cut, countMisses: true }),
		).toEqual({
			seen: a,
			unread: pack(snapshot('grounded'), 1),
			missedTwice: FORGOTTEN,
			gone: FORGOTTEN,
		});
	});

	it('drops entries that are not fingerprints', () => {
		expect(nextFingerprints({ junk: 42, text: 'a|b' }, new Map(), limits)).toEqual({});
	});

	it('sameFingerprints tells an unchanged map from a changed one', () => {
		expect(sameFingerprints({ x: a }, { x: a })).toBe(true);
		expect(sameFingerprints({ x: a }, { x: b })).toBe(false);
		expect(sameFingerprints({ x: a, y: a }, { x: a })).toBe(false);
	});
});

/**
 * Fingerprints as polling triggers already keep them in workflow static data, each written (by
 * pack) from the container beside it, with the misses beside it. However the code is arranged,
 * it must read them the same: the same container announces nothing, a changed one exactly its change.
 */
const STORED: Array<{
	name: string;
	stored: string;
	misses: number;
	container: Record<string, unknown>;
}> = [
	{
		name: 'new',
		stored: 'a||sfxng0|~2024-07-07|',
		misses: 0,
		container: lfds('new', null, '2024-07-01T07:00:00Z'),
	},
	{
		name: 'on_ship',
		stored: 'b|sfzi40||~2024-07-07||1',
		misses: 1,
		container: lfds('on_ship', '2024-07-02T07:00:00Z', null),
	},
	{
		name: 'available',
		stored: 'c|||~2024-07-07||2',
		misses: 2,
		container: lfds('available', null, null),
	},
	{
		name: 'not_available',
		stored: 'd|sg37g0|sg37g0|~2024-07-07||3',
		misses: 3,
		container: lfds('not_available', '2024-07-04T07:00:00Z', '2024-07-04T07:00:00Z'),
	},
	{
		name: 'grounded',
		stored: 'e|||~2024-07-07|',
		misses: 0,
		container: lfds('grounded', null, null),
	},
	{
		name: 'on_rail',
		stored: 'f|sg6ws0||~2024-07-07||1',
		misses: 1,
		container: lfds('on_rail', '2024-07-06T07:00:00Z', null),
	},
	{
		name: 'picked_up',
		stored: 'g||sg8rg0|~2024-07-07||2',
		misses: 2,
		container: lfds('picked_up', null, '2024-07-07T07:00:00Z'),
	},
	{
		name: 'off_dock',
		stored: 'h|sgam40||~2024-07-07||3',
		misses: 3,
		container: lfds('off_dock', '2024-07-08T07:00:00Z', null),
	},
	{
		name: 'delivered',
		stored: 'i|||~2024-07-07|',
		misses: 0,
		container: lfds('delivered', null, null),
	},
	{
		name: 'dropped',
		stored: 'j|sgebg0|sgebg0|~2024-07-07||1',
		misses: 1,
		container: lfds('dropped', '2024-07-10T07:00:00Z', '2024-07-10T07:00:00Z'),
	},
	{
		name: 'loaded',
		stored: 'k|||~2024-07-07||2',
		misses: 2,
		container: lfds('loaded', null, null),
	},
	{
		name: 'empty_returned',
		stored: 'l|sgi0s0||~2024-07-07||3',
		misses: 3,
		container: lfds('empty_returned', '2024-07-12T07:00:00Z', null),
	},
	{
		name: 'awaiting_inland_transfer, with a rail last free day written with an offset',
		stored: 'm||sgjvg0|~2024-07-07|vu3n7z',
		misses: 0,
		container: lfds(
			'awaiting_inland_transfer',
			null,
			'2024-07-13T07:00:00Z',
			'2030-12-31T23:59:59-05:00',
		),
	},
	{
		name: 'a status the catalogue does not know, and a date with milliseconds',
		stored: '~at_customs%7Cx%20y|~2024-07-07T07%3A00%3A00.123Z|||',
		misses: 0,
		container: { current_status: 'at_customs|x y', pickup_lfd: '2024-07-07T07:00:00.123Z' },
	},
	{
		name: 'no status, and a last free day that is no date',
		stored: '|~not%20a%20date%7C~|||',
		misses: 0,
		container: { pickup_lfd: 'not a date|~' },
	},
	{ name: 'nothing at all', stored: '||||', misses: 0, container: {} },
	{
		name: 'dates written with an offset and with milliseconds',
		stored: 'c|sg8rg0|sg8rg0|||3',
		misses: 3,
		container: {
			current_status: 'available',
			pickup_lfd: '2024-07-07T00:00:00-07:00',
			import_deadlines: { pickup_lfd_line: '2024-07-07T07:00:00.000Z' },
		},
	},
];

function lfds(
	status: string,
	lfd: string | null,
	line: string | null,
	rail: string | null = null,
): Record<string, unknown> {
	return {
		current_status: status,
		pickup_lfd: lfd,
		import_deadlines: {
			pickup_lfd_line: line,
			pickup_lfd_terminal: '2024-07-07',
			pickup_lfd_rail: rail,
		},
	};
}

describe('fingerprints already stored by polling triggers', () => {
	it.each(STORED)(
		'$name: reads back, and the same container announces nothing',
		({ stored, misses, container }) => {
			const fingerprint = unpack(stored);
			expect(fingerprint).toBeDefined();
			expect(fingerprint?.misses).toBe(misses);
			expect(fingerprint?.snapshot.status).toBe(snapshotOf(container).status);
			expect(changesBetween(fingerprint!.snapshot, snapshotOf(container))).toEqual([]);
			// Written again from the same container, it is the same string: no spurious rewrite of static data.
			expect(pack(snapshotOf(container), misses)).toBe(stored);
		},
	);

	it.each(STORED.filter(({ container }) => typeof container.current_status === 'string'))(
		'$name: a status change is announced once, from the stored status',
		({ stored, container }) => {
			const moved = { ...container, current_status: 'moved_on' };
			expect(changesBetween(unpack(stored)!.snapshot, snapshotOf(moved))).toEqual([
				{
					event: 'container.updated',
					field: 'current_status',
					previous: container.current_status,
					current: 'moved_on',
				},
			]);
		},
	);

	it('a moved last free day is announced with the stored date as previous', () => {
		const changes = changesBetween(
			unpack('d|sg37g0|sg37g0|~2024-07-07||3')!.snapshot,
			snapshotOf(lfds('not_available', '2024-07-05T07:00:00Z', '2024-07-04T07:00:00Z')),
		);
		expect(changes).toEqual([
			{
				event: 'container.pickup_lfd.changed',
				field: 'pickup_lfd',
				previous: '2024-07-04T07:00:00Z',
				current: '2024-07-05T07:00:00Z',
			},
		]);
	});
});

describe('stored last-free-day slots', () => {
	it('each last free day has its own pinned place after the status, as stored strings have them', () => {
		expect(STORED_LFD_SLOTS).toEqual({
			pickup_lfd: 1,
			pickup_lfd_line: 2,
			pickup_lfd_terminal: 3,
			pickup_lfd_rail: 4,
		});
	});

	it('a rail last free day is written into the last slot and read back from it', () => {
		const snapshot = snapshotOf({
			current_status: 'on_rail',
			import_deadlines: { pickup_lfd_rail: '2024-07-05' },
		});
		expect(pack(snapshot)).toBe('f||||~2024-07-05');
		expect(unpack('f||||~2024-07-05')?.snapshot.lfd).toEqual({
			pickup_lfd: null,
			pickup_lfd_line: null,
			pickup_lfd_terminal: null,
			pickup_lfd_rail: '2024-07-05',
		});
	});
});
