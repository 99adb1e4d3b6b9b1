import fc from 'fast-check';

import type { JsonApiResource } from '../../../nodes/Terminal49/shared/jsonapi';
import { demurrageOf } from '../../../nodes/Terminal49/shared/demurrage';
import {
	addDays,
	byLastFreeDay,
	calendarDateIn,
	containerMatcher,
	lfdDate,
} from '../../../nodes/Terminal49/actions/container/matcher';

const SHIPMENT = 'b0000000-0000-4000-8000-000000000001';

function container(
	attributes: Record<string, unknown>,
	shipmentId: string | null = SHIPMENT,
): JsonApiResource {
	return {
		id: 'c',
		type: 'container',
		attributes: {
			current_status: 'available',
			available_for_pickup: true,
			holds_at_pod_terminal: [],
			pickup_lfd: null,
			pod_timezone: 'America/New_York',
			...attributes,
		} as JsonApiResource['attributes'],
		relationships: { shipment: { data: shipmentId ? { id: shipmentId, type: 'shipment' } : null } },
	};
}

describe('calendar dates in a time zone', () => {
	// 2024-06-28 02:30 UTC is still the 27th in New York and Los Angeles, already the 28th in Shanghai.
	const instant = new Date('2024-06-28T02:30:00Z');

	it('gives the local date', () => {
		expect(calendarDateIn(instant, 'America/New_York')).toBe('2024-06-27');
		expect(calendarDateIn(instant, 'Asia/Shanghai')).toBe('2024-06-28');
		expect(calendarDateIn(instant, null)).toBe('2024-06-28');
	});

	it('falls back to UTC for an unknown zone instead of failing', () => {
		expect(calendarDateIn(instant, 'Mars/Olympus_Mons')).toBe('2024-06-28');
	});

	it('reads an LFD given as local midnight in UTC as that local day', () => {
		expect(lfdDate('2024-07-07T04:00:00Z', 'America/New_York')).toBe('2024-07-07');
		expect(lfdDate('2024-07-07T04:00:00Z', 'UTC')).toBe('2024-07-07');
		expect(lfdDate('2024-07-07T07:00:00Z', 'America/Los_Angeles')).toBe('2024-07-07');
		expect(lfdDate('2024-07-07', 'Asia/Shanghai')).toBe('2024-07-07');
		expect(lfdDate(null, 'UTC')).toBeUndefined();
		expect(lfdDate('soon', 'UTC')).toBeUndefined();
	});

	it('adds calendar days across month and year ends', () => {
		expect(addDays('2024-02-27', 3)).toBe('2024-03-01');
		expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
		expect(addDays('2024-06-28', 0)).toBe('2024-06-28');
	});
});

describe('containerMatcher', () => {
	const now = new Date('2024-06-28T02:30:00Z'); // 27 June in New York, 28 June in UTC

	it('is undefined when no filter is set, so pages are not read for nothing', () => {
		expect(containerMatcher({}, now)).toBeUndefined();
		expect(containerMatcher({ status: [] }, now)).toBeUndefined();
	});

	it('status keeps containers whose current status is one of those chosen', () => {
		const keep = containerMatcher({ status: ['available', 'grounded'] }, now)!;
		expect(keep(container({ current_status: 'grounded' }))).toBe(true);
		expect(keep(container({ current_status: 'on_ship' }))).toBe(false);
	});

	it('availableForPickup matches true and false exactly; unknown matches neither', () => {
		const yes = containerMatcher({ availableForPickup: true }, now)!;
		const no = containerMatcher({ availableForPickup: false }, now)!;
		expect([yes, no].map((keep) => keep(container({ available_for_pickup: true })))).toEqual([
			true,
			false,
		]);
		expect([yes, no].map((keep) => keep(container({ available_for_pickup: false })))).toEqual([
			false,
			true,
		]);
		expect([yes, no].map((keep) => keep(container({ available_for_pickup: null })))).toEqual([
			false,
			false,
		]);
	});

	it('hasHolds counts holds in force, not pending ones', () => {
		const held = containerMatcher({ hasHolds: true }, now)!;
		const clear = containerMatcher({ hasHolds: false }, now)!;
		const inForce = container({ holds_at_pod_terminal: [{ name: 'customs', status: 'hold' }] });
		const pending = container({ holds_at_pod_terminal: [{ name: 'customs', status: 'pending' }] });
		expect([held(inForce), clear(inForce)]).toEqual([true, false]);
		expect([held(pending), clear(pending)]).toEqual([false, true]);
		expect([held(container({})), clear(container({}))]).toEqual([false, true]);
	});

	it('shipmentId keeps the containers of that shipment only', () => {
		const keep = containerMatcher({ shipmentId: SHIPMENT.toUpperCase() }, now)!;
		expect(keep(container({}))).toBe(true);
		expect(keep(container({}, 'b0000000-0000-4000-8000-000000000009'))).toBe(false);
		expect(keep(container({}, null))).toBe(false);
	});

	describe('lfdWithinDays compares calendar dates in the port’s time zone', () => {
		// Today is 27 June in New York; midnight of 27 June there is 04:00Z.
		const ny = (day: string) => container({ pickup_lfd: `2024-${day}T04:00:00Z` });

		it.each([
			['06-26', 2, false],
			['06-27', 0, true],
			['06-28', 0, false],
			['06-28', 1, true],
			['06-30', 3, true],
			['07-01', 3, false],
		])('LFD %s within %i days: %p', (day, days, kept) => {
			expect(containerMatcher({ lfdWithinDays: days }, now)!(ny(day))).toBe(kept);
		});

		it('uses UTC when the port has no time zone', () => {
			const keep = containerMatcher({ lfdWithinDays: 0 }, now)!;
			expect(keep(container({ pickup_lfd: '2024-06-28T00:00:00Z', pod_timezone: null }))).toBe(
				true,
			);
			expect(keep(container({ pickup_lfd: '2024-06-27T04:00:00Z', pod_timezone: null }))).toBe(
				false,
			);
		});

		it('drops containers without a last free day', () => {
			expect(containerMatcher({ lfdWithinDays: 30 }, now)!(container({ pickup_lfd: null }))).toBe(
				false,
			);
		});
	});

	describe('lfdWithinDays in version 2 takes in what is overdue', () => {
		const ny = (day: string, attributes: Record<string, unknown> = {}) =>
			container({ pickup_lfd: `2024-${day}T04:00:00Z`, ...attributes });
		const keep = (days: number) =>
			containerMatcher({ lfdWithinDays: days, lfdWithinIncludesOverdue: true }, now)!;

		it.each([
			['06-20', 0, true],
			['06-26', 2, true],
			['06-27', 0, true],
			['06-28', 0, false],
			['06-30', 3, true],
			['07-01', 3, false],
		])('LFD %s within %i days: %p', (day, days, kept) => {
			expect(keep(days)(ny(day))).toBe(kept);
		});

		it('leaves out a passed last free day once the container is picked up or returned', () => {
			expect(keep(3)(ny('06-26', { current_status: 'picked_up' }))).toBe(false);
			expect(keep(3)(ny('06-26', { empty_terminated_at: '2024-06-26T10:00:00Z' }))).toBe(false);
			expect(keep(3)(container({ pickup_lfd: null }))).toBe(false);
		});
	});

	it('lfdBefore excludes the date itself', () => {
		const keep = containerMatcher({ lfdBefore: '2024-06-30' }, now)!;
		expect(keep(container({ pickup_lfd: '2024-06-29T04:00:00Z' }))).toBe(true);
		expect(keep(container({ pickup_lfd: '2024-06-30T04:00:00Z' }))).toBe(false);
		expect(keep(container({ pickup_lfd: null }))).toBe(false);
	});

	it('combines filters with AND', () => {
		const keep = containerMatcher(
			{ status: ['available'], lfdWithinDays: 2, hasHolds: false },
			now,
		)!;
		expect(keep(container({ pickup_lfd: '2024-06-28T04:00:00Z' }))).toBe(true);
		expect(
			keep(container({ pickup_lfd: '2024-06-28T04:00:00Z', current_status: 'grounded' })),
		).toBe(false);
		expect(keep(container({ pickup_lfd: '2024-07-28T04:00:00Z' }))).toBe(false);
		expect(
			keep(
				container({
					pickup_lfd: '2024-06-28T04:00:00Z',
					holds_at_pod_terminal: [{ name: 'x', status: 'hold' }],
				}),
			),
		).toBe(false);
	});
});

describe('byLastFreeDay', () => {
	// 06:30 UTC: already 26 November in New York, still the 25th in Los Angeles. A New York LFD due
	// today and a Los Angeles LFD due tomorrow share the date 2026-11-26 for these hours.
	const now = new Date('2026-11-26T06:30:00Z');
	const at = (
		id: string,
		zone: string,
		pickupLfd: string | null,
		extra: Record<string, unknown> = {},
	): JsonApiResource => ({
		...container({ pickup_lfd: pickupLfd, pod_timezone: zone, ...extra }),
		id,
	});

	it("ranks by the days left in each LFD's own zone, not by the calendar date; ties, then those without one or resolved, in the order read", () => {
		const read = [
			at('none', 'America/Los_Angeles', null),
			at('la-tomorrow', 'America/Los_Angeles', '2026-11-26T08:00:00Z'),
			at('picked-up', 'America/Los_Angeles', '2026-11-20T08:00:00Z', {
				current_status: 'picked_up',
			}),
			at('ny-today', 'America/New_York', '2026-11-26T05:00:00Z'),
			at('la-2-overdue', 'America/Los_Angeles', '2026-11-23T08:00:00Z'),
			at('ny-2-overdue', 'America/New_York', '2026-11-24T05:00:00Z'),
		];
		expect(byLastFreeDay(read, now).map((c) => c.id)).toEqual([
			'la-2-overdue',
			'ny-2-overdue',
			'ny-today',
			'la-tomorrow',
			'none',
			'picked-up',
		]);
	});

	it('at any instant, in any zone: the same containers, days left never falling, none of the rest before a live one', () => {
		const zones = [
			'America/Los_Angeles',
			'America/Chicago',
			'America/New_York',
			'Europe/Rotterdam',
			'Asia/Shanghai',
			'Pacific/Auckland',
			'Pacific/Pago_Pago',
		];
		const arbitraryContainer = fc.record({
			zone: fc.constantFrom(...zones),
			lfdOffsetHours: fc.option(fc.integer({ min: -240, max: 240 }), { nil: null }),
			status: fc.constantFrom('available', 'not_available', 'picked_up'),
		});
		const instants = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) });
		fc.assert(
			fc.property(instants, fc.array(arbitraryContainer, { maxLength: 12 }), (instant, plans) => {
				const read = plans.map((plan, index) => {
					const lfd =
						plan.lfdOffsetHours === null
							? null
							: new Date(instant + plan.lfdOffsetHours * 3_600_000).toISOString();
					return at(`c${index}`, plan.zone, lfd, { current_status: plan.status });
				});
				const sorted = byLastFreeDay(read, new Date(instant));
				expect(sorted.map((c) => c.id).sort()).toEqual(read.map((c) => c.id).sort());
				const days = sorted.map((c) => {
					const view = demurrageOf(c.attributes, { now: instant, imminentDays: 0 });
					return view.urgency === 'resolved' ? null : view.days_left;
				});
				const live = days.filter((d): d is number => d !== null);
				expect(days.slice(0, live.length)).toEqual(live);
				expect(live).toEqual([...live].sort((a, b) => a - b));
			}),
			{ numRuns: 300 },
		);
	});
});
