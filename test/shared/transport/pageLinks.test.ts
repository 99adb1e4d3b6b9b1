import fc from 'fast-check';

import {
	nextPageOf,
	pageKey,
	pageNumber,
} from '../../../nodes/Terminal49/shared/transport/pageLinks';

const BASE = 'https://api.terminal49.com/v2';
const READ = { include: 'shipment,pod_terminal', 'filter[tracking_stopped]': 'false' };

describe('the next page of a list read', () => {
	it('takes the link’s page cursor on the read’s own query, whatever origin the link names', () => {
		expect(
			nextPageOf(
				'https://proxy.example/v2/shipments?page[number]=3&page[size]=100&include=shipment,pod_terminal&filter[tracking_stopped]=false',
				BASE,
				READ,
			),
		).toEqual({
			qs: { ...READ, 'page[number]': '3', 'page[size]': '100' },
		});
	});

	it('puts back what a link leaves out (include, a filter)', () => {
		expect(nextPageOf(`${BASE}/shipments?page[number]=2&page[size]=100`, BASE, READ)).toEqual({
			qs: { ...READ, 'page[number]': '2', 'page[size]': '100' },
		});
	});

	it('reads an include in any order as the same include', () => {
		expect(
			nextPageOf(
				`${BASE}/c?page[number]=2&include=pod_terminal,shipment&filter[tracking_stopped]=false`,
				BASE,
				READ,
			),
		).toHaveProperty('qs');
	});

	it.each([
		[
			'a changed filter',
			`${BASE}/s?page[number]=2&filter[tracking_stopped]=true`,
			'filter[tracking_stopped]=true where the read asked for filter[tracking_stopped]=false',
		],
		[
			'a changed include',
			`${BASE}/s?page[number]=2&include=containers`,
			'include=containers where the read asked for include=shipment,pod_terminal',
		],
		[
			'an added filter',
			`${BASE}/s?page[number]=2&filter[status]=x`,
			'adds filter[status]=x, which the read did not ask for',
		],
		['an added sort', `${BASE}/s?page[number]=2&sort=-id`, 'adds sort=-id'],
		['a link that is not a URL', 'http://[::1', 'not a URL'],
	])('refuses %s', (_title, link, problem) => {
		const next = nextPageOf(link, BASE, READ);
		expect(next).toHaveProperty('problem');
		expect('problem' in next && next.problem).toContain(problem);
	});

	it('keeps a parameter the link adds that does not change the list (a cache buster)', () => {
		expect(nextPageOf(`${BASE}/s?page[number]=2&_=123`, BASE, {})).toEqual({
			qs: { 'page[number]': '2', _: '123' },
		});
	});

	it('property: whatever a link drops or adds of page parameters, the read’s own parameters stay as the read asked', () => {
		fc.assert(
			fc.property(
				fc.subarray(Object.keys(READ)),
				fc.integer({ min: 1, max: 5_000 }),
				(kept, number) => {
					const query = kept.map((name) => `${name}=${READ[name as keyof typeof READ]}`);
					const next = nextPageOf(
						`${BASE}/x?${[`page[number]=${number}`, ...query].join('&')}`,
						BASE,
						READ,
					);
					expect(next).toEqual({ qs: { ...READ, 'page[number]': String(number) } });
					expect('qs' in next && pageNumber(next.qs)).toBe(number);
				},
			),
		);
	});

	it('a page’s key is the same whatever the spelling of its number or size', () => {
		const names = new Set(['include']);
		expect(pageKey({ 'page[number]': '02', 'page[size]': 30, include: 'a' }, names)).toBe(
			pageKey({ 'page[number]': 2, include: 'a', _: 'x' }, names),
		);
		expect(pageNumber({})).toBe(1);
		expect(pageNumber({ 'page[number]': 'abc' })).toBeUndefined();
	});
});
