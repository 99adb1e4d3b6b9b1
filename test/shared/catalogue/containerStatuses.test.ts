import {
	CONTAINER_STATUS_LABELS,
	CONTAINER_STATUSES,
	RESOLVED_STATUSES,
	STATUS_BY_STORED_NUMBER,
	STORED_STATUS_NUMBERS,
} from '../../../nodes/Terminal49/shared/catalogue/containerStatuses';
import { pack, unpack } from '../../../nodes/Terminal49/polling/fingerprint';

const snapshot = (status: string | null) => ({
	status,
	lfd: {
		pickup_lfd: null,
		pickup_lfd_line: null,
		pickup_lfd_terminal: null,
		pickup_lfd_rail: null,
	},
});

describe('container statuses', () => {
	// Polling triggers keep these numbers in workflow static data: changing one misreads every stored fingerprint.
	it('pins the stored number of every status', () => {
		expect(Object.fromEntries(STORED_STATUS_NUMBERS)).toEqual({
			new: 0,
			on_ship: 1,
			available: 2,
			not_available: 3,
			grounded: 4,
			on_rail: 5,
			picked_up: 6,
			off_dock: 7,
			delivered: 8,
			dropped: 9,
			loaded: 10,
			empty_returned: 11,
			awaiting_inland_transfer: 12,
		});
	});

	it('gives each status its own number, and each number one letter of a fingerprint', () => {
		const numbers = Object.values(CONTAINER_STATUSES).map((status) => status.stored);
		expect(new Set(numbers).size).toBe(numbers.length);
		expect(STATUS_BY_STORED_NUMBER.size).toBe(numbers.length);
		// One lower-case letter each: "a" to "z" leaves room for 13 more statuses.
		for (const number of numbers)
			expect(number >= 0 && number < 26 && Number.isInteger(number)).toBe(true);
		for (const [code, number] of STORED_STATUS_NUMBERS) {
			expect(pack(snapshot(code)).split('|')[0]).toBe(String.fromCharCode(97 + number));
			expect(unpack(pack(snapshot(code)))?.snapshot.status).toBe(code);
		}
	});

	it("labels every status as Simplified shows it, in the API's order", () => {
		expect(CONTAINER_STATUS_LABELS).toEqual({
			new: 'New',
			on_ship: 'On ship',
			available: 'Available for pickup',
			not_available: 'Not available for pickup',
			grounded: 'Grounded',
			on_rail: 'On rail',
			picked_up: 'Picked up',
			off_dock: 'Off dock',
			delivered: 'Delivered',
			dropped: 'Dropped',
			loaded: 'Loaded',
			empty_returned: 'Empty returned',
			awaiting_inland_transfer: 'Awaiting inland transfer',
		});
		expect(Object.keys(CONTAINER_STATUS_LABELS)).toEqual(Object.keys(CONTAINER_STATUSES));
	});

	it('counts picked up, delivered, dropped and returned empty as resolved', () => {
		expect([...RESOLVED_STATUSES].sort()).toEqual([
			'delivered',
			'dropped',
			'empty_returned',
			'picked_up',
		]);
	});
});
