import { FaultQueue } from './faults';

describe('mock faults: matching on query parameters', () => {
	it('fires only for requests that carry the given values, whatever else they carry', () => {
		const faults = new FaultQueue();
		faults.add({
			kind: 'status',
			status: 500,
			match: { path: '/containers', query: { 'page[number]': '2' } },
		});
		expect(
			faults.take('GET', '/containers', { 'page[number]': '1', 'page[size]': '100' }),
		).toBeNull();
		expect(faults.take('GET', '/containers')).toBeNull();
		expect(
			faults.take('GET', '/containers', { 'page[number]': '2', 'page[size]': '100' }),
		).toMatchObject({ status: 500 });
		expect(faults.pending).toHaveLength(0);
	});
});
