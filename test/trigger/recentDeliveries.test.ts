import {
	acceptOnce,
	deliveryKey,
	forgetDeliveries,
	MAX_IDS_PER_WEBHOOK,
	MAX_PERSISTED_IDS,
	MAX_WEBHOOKS,
	newestIds,
} from '../../nodes/Terminal49/trigger/recentDeliveries';
import { forgetAllDeliveries } from '../support/processState';

const key = deliveryKey('wf-1', 'node-1', 'webhook-1');

beforeEach(() => forgetAllDeliveries());

describe('acceptOnce', () => {
	it('accepts a notification id once per registration', () => {
		expect(acceptOnce(key, 'n1', []).duplicate).toBe(false);
		expect(acceptOnce(key, 'n1', []).duplicate).toBe(true);
		expect(acceptOnce(key, 'n2', []).duplicate).toBe(false);
	});

	it('keeps registrations apart (another webhook, node or workflow)', () => {
		acceptOnce(key, 'n1', []);
		expect(acceptOnce(deliveryKey('wf-1', 'node-1', 'webhook-2'), 'n1', []).duplicate).toBe(false);
		expect(acceptOnce(deliveryKey('wf-1', 'node-2', 'webhook-1'), 'n1', []).duplicate).toBe(false);
		expect(acceptOnce(deliveryKey('wf-2', 'node-1', 'webhook-1'), 'n1', []).duplicate).toBe(false);
	});

	it('treats ids found in static data as seen (after a restart)', () => {
		expect(acceptOnce(key, 'n1', ['n0', 'n1']).duplicate).toBe(true);
		expect(acceptOnce(key, 'n0', []).duplicate).toBe(true);
	});

	it('returns the newest ids for static data, at most MAX_PERSISTED_IDS', () => {
		let persist: string[] = [];
		for (let i = 0; i < MAX_PERSISTED_IDS + 20; i++)
			persist = acceptOnce(key, `n${i}`, persist).persist;
		expect(persist).toHaveLength(MAX_PERSISTED_IDS);
		expect(persist[0]).toBe('n20');
		expect(persist[persist.length - 1]).toBe(`n${MAX_PERSISTED_IDS + 19}`);
	});

	it('remembers MAX_IDS_PER_WEBHOOK ids and forgets the oldest beyond', () => {
		for (let i = 0; i <= MAX_IDS_PER_WEBHOOK; i++) acceptOnce(key, `n${i}`, []);
		// n0 was pushed out by the (MAX + 1)th id; n1 is still there
		expect(acceptOnce(key, 'n1', []).duplicate).toBe(true);
		expect(acceptOnce(key, 'n0', []).duplicate).toBe(false);
	});

	it('tracks at most MAX_WEBHOOKS registrations, forgetting the least recently used', () => {
		acceptOnce(key, 'n1', []);
		for (let i = 0; i < MAX_WEBHOOKS - 1; i++)
			acceptOnce(deliveryKey('wf', 'node', `w${i}`), 'x', []);
		// key is the least recently used but still within the bound
		expect(acceptOnce(key, 'n1', []).duplicate).toBe(true);
		for (let i = 0; i < MAX_WEBHOOKS; i++) acceptOnce(deliveryKey('wf', 'node', `v${i}`), 'x', []);
		expect(acceptOnce(key, 'n1', []).duplicate).toBe(false);
	});

	it('newestIds gives what to persist, or nothing for an unknown registration', () => {
		expect(newestIds(key)).toBeUndefined();
		acceptOnce(key, 'n1', []);
		acceptOnce(key, 'n2', []);
		expect(newestIds(key)).toEqual(['n1', 'n2']);
	});

	it('forgetDeliveries drops one registration only', () => {
		const other = deliveryKey('wf-1', 'node-1', 'webhook-2');
		acceptOnce(key, 'n1', []);
		acceptOnce(other, 'n1', []);
		forgetDeliveries(key);
		expect(acceptOnce(key, 'n1', []).duplicate).toBe(false);
		expect(acceptOnce(other, 'n1', []).duplicate).toBe(true);
	});
});
