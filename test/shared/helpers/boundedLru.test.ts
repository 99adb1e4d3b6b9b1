import fc from 'fast-check';

import { BoundedLru } from '../../../nodes/Terminal49/shared/helpers/boundedLru';

describe('BoundedLru: at most so many entries, the oldest forgotten first', () => {
	it('forgets the entry set longest ago once past its capacity', () => {
		const lru = new BoundedLru<string, number>(2);
		lru.set('a', 1);
		lru.set('b', 2);
		lru.set('c', 3);
		expect(lru.has('a')).toBe(false);
		expect([lru.get('b'), lru.get('c'), lru.size]).toEqual([2, 3, 2]);
	});

	it('setting an entry again makes it the newest; reading it does not', () => {
		const lru = new BoundedLru<string, number>(2);
		lru.set('a', 1);
		lru.set('b', 2);
		lru.set('a', 10);
		lru.set('c', 3);
		expect([lru.get('a'), lru.has('b'), lru.get('c')]).toEqual([10, false, 3]);
		lru.get('a');
		lru.set('d', 4);
		expect([lru.has('a'), lru.has('c'), lru.has('d')]).toEqual([false, true, true]);
	});

	it('deletes and clears', () => {
		const lru = new BoundedLru<string, number>(3);
		lru.set('a', 1);
		lru.set('b', 2);
		expect(lru.delete('a')).toBe(true);
		expect(lru.delete('a')).toBe(false);
		lru.clear();
		expect(lru.size).toBe(0);
	});

	it('holds the newest distinct keys, never more than its capacity', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 5 }),
				fc.array(fc.integer({ min: 0, max: 9 })),
				(capacity, keys) => {
					const lru = new BoundedLru<number, number>(capacity);
					keys.forEach((key, index) => lru.set(key, index));
					const newest: number[] = [];
					for (const key of [...keys].reverse())
						if (!newest.includes(key) && newest.length < capacity) newest.push(key);
					expect(lru.size).toBe(newest.length);
					for (const key of newest) expect(lru.get(key)).toBe(keys.lastIndexOf(key));
				},
			),
		);
	});
});
