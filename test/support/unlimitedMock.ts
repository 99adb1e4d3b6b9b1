import { setThrottleTestSeam } from './processState';
import { requestContext } from '../harness/engine';
import type { MockApi } from '../mock/server';
import { startMockApi } from '../mock/server';

export interface UnlimitedMock {
	/** The suite's mock, empty at the start; each test seeds the account it needs. */
	readonly mock: MockApi;
	/** A context to call the transport from, as n8n's request helpers send. */
	context(): ReturnType<typeof requestContext>;
}

/**
 * One mock for a whole suite, without the API's rate limiter, and the key's own limiter shortened
 * to a 10 ms window: a property test's thousands of requests take milliseconds, not minutes at
 * 100 a minute. For reads whose pace is not what is tested.
 */
export function useUnlimitedMock(): UnlimitedMock {
	let mock: MockApi | undefined;
	beforeAll(async () => {
		mock = await startMockApi({ rateLimit: false, seed: () => undefined });
	});
	afterAll(async () => await mock?.close());
	beforeEach(() => setThrottleTestSeam({ windowMs: 10, safetyMarginMs: 0 }));
	afterEach(() => setThrottleTestSeam(undefined));
	return {
		get mock() {
			if (!mock) throw new Error('useUnlimitedMock: the mock starts in beforeAll');
			return mock;
		},
		context() {
			return requestContext({ apiKey: this.mock.apiKey, baseUrl: this.mock.url });
		},
	};
}
