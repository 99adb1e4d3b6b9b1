/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import {
	bucketOf,
	limiterFor,
	RollingWindowLimiter,
	type Clock,
} from '../../../nodes/Terminal49/shared/transport/throttle';

/** A clock that only moves when every caller is asleep, so tests see exact instants. */
class FakeClock implements Clock {
	time = 0;

	private sleepers: Array<{ until: number; wake: () => void }> = [];

	now() {
		return this.time;
	}

	async sleep(ms: number) {
		await new Promise<void>((wake) => this.sleepers.push({ until: this.time + ms, wake }));
	}

	/** Runs callers until all are done, jumping time to the next wake-up whenever all sleep. */
	async runUntilSettled(done: () => boolean) {
		for (let guard = 0; guard < 100_000 && !done(); guard++) {
			await new Promise((resolve) => setImmediate(resolve));
			if (this.sleepers.length === 0) continue;
			const next = Math.min(...this.sleepers.map((s) => s.until));
			this.time = Math.max(this.time, next);
			const due = this.sleepers.filter((s) => s.until <= this.time);
			this.sleepers = this.sleepers.filter((s) => s.until > this.time);
			due.forEach((s) => s.wake());
		}
	}
}

async function acquireAll(
	limiter: RollingWindowLimiter,
	clock: FakeClock,
	callers: number,
	each: number,
) {
	const grants: number[] = [];
	let finished = 0;
	for (let c = 0; c < callers; c++) {
		void (async () => {
			for (let i = 0; i < each; i++) {
				await limiter.acquire();
				grants.push(clock.now());
			}
			finished++;
		})();
	}
	await clock.runUntilSettled(() => finished === callers);
	return grants;
}

/** The most grants that fall in any window of `windowMs`, as the API counts them. */
function busiestWindow(grants: number[], windowMs: number) {
	const sorted = [...grants].sort((a, b) => a - b);
	let most = 0;
	for (let i = 0, j = 0; i < sorted.length; i++) {
		while (sorted[i] - sorted[j] >= windowMs) j++;
		most = Math.max(most, i - j + 1);
	}
	return most;
}

describe('RollingWindowLimiter', () => {
	it('lets the first `limit` requests through at once, then one per freed slot', async () => {
		const clock = new FakeClock();
		const limiter = new RollingWindowLimiter(100, 60_000, clock);
		const grants = await acquireAll(limiter, clock, 1, 250);
		expect(grants.slice(0, 100).every((t) => t === 0)).toBe(true);
		expect(grants[100]).toBe(60_000);
		expect(grants[200]).toBe(120_000);
		expect(busiestWindow(grants, 60_000)).toBe(100);
	});

	it('keeps several concurrent callers together under the limit', async () => {
		const clock = new FakeClock();
		const limiter = new RollingWindowLimiter(100, 60_000, clock);
		// A Return All, a loop of updates and a trigger's look-ups at the same time.
		const grants = await acquireAll(limiter, clock, 3, 110);
		expect(grants).toHaveLength(330);
		expect(busiestWindow(grants, 60_000)).toBeLessThanOrEqual(100);
		// and it doesn't leave capacity unused: 330 requests need exactly 3 full windows.
		expect(Math.max(...grants)).toBe(180_000);
	});

	it('holds every caller after a 429 until the pause ends', async () => {
		const clock = new FakeClock();
		const limiter = new RollingWindowLimiter(100, 60_000, clock);
		await acquireAll(limiter, clock, 1, 1);
		limiter.pauseFor(5_000);
		const grants = await acquireAll(limiter, clock, 2, 1);
		expect(grants).toEqual([5_000, 5_000]);
	});
});

describe('RollingWindowLimiter, adaptive pace', () => {
	it('after a refusal, paces itself at about what the API accepted in the last window', async () => {
		const clock = new FakeClock();
		const limiter = new RollingWindowLimiter(100, 60_000, clock);
		// Another process took half the key: the API accepted 50 of ours, then refused.
		await acquireAll(limiter, clock, 1, 51);
		for (let i = 0; i < 50; i++) limiter.noteAccepted();
		expect(limiter.noteRefused()).toBe(1);
		expect(limiter.currentPace).toBe(60);
		// A run of refusals lowers it once, not once per refusal.
		expect(limiter.noteRefused()).toBe(2);
		expect(limiter.currentPace).toBe(60);
	});

	it('never paces below a tenth of the limit, and climbs back with accepted requests', () => {
		const clock = new FakeClock();
		const limiter = new RollingWindowLimiter(100, 60_000, clock);
		limiter.noteRefused();
		expect(limiter.currentPace).toBe(10);
		for (let i = 0; i < 50; i++) limiter.noteAccepted();
		expect(limiter.currentPace).toBe(15);
	});

	it('a refusal in a row counts from the last accepted request', () => {
		const limiter = new RollingWindowLimiter(100, 60_000, new FakeClock());
		limiter.noteRefused();
		limiter.noteRefused();
		limiter.noteAccepted();
		expect(limiter.noteRefused()).toBe(1);
	});

	it('goes straight back to the full limit after a sixth of a window without refusals', async () => {
		const clock = new FakeClock();
		const limiter = new RollingWindowLimiter(100, 60_000, clock);
		limiter.noteRefused();
		expect(limiter.currentPace).toBe(10);
		clock.time = 9_999;
		await acquireAll(limiter, clock, 1, 1);
		expect(limiter.currentPace).toBe(10);
		clock.time = 10_000;
		await acquireAll(limiter, clock, 1, 1);
		expect(limiter.currentPace).toBe(100);
	});

	it('once calm, a window with room sends the rest at once: a lone last caller is not trickled', async () => {
		const clock = new FakeClock();
		const limiter = new RollingWindowLimiter(100, 60_000, clock);
		limiter.noteRefused();
		clock.time = 1;
		// Ten go at the lowered pace; after the calm the other 50 fit in the window, so none waits longer.
		const grants = await acquireAll(limiter, clock, 1, 60);
		expect(grants[9]).toBe(1);
		expect(grants.slice(10).every((at) => at === 10_000)).toBe(true);
	});

	it('holds to the lowered pace until it recovers: at a pace of 10, the 11th request waits for the calm', async () => {
		const clock = new FakeClock();
		const limiter = new RollingWindowLimiter(100, 60_000, clock);
		limiter.noteRefused();
		clock.time = 1;
		const grants = await acquireAll(limiter, clock, 1, 11);
		expect(grants[9]).toBe(1);
		expect(grants[10]).toBe(10_000);
		expect(limiter.currentPace).toBe(100);
	});

	it('knows when the oldest request the API accepted from it leaves the window', () => {
		const clock = new FakeClock();
		const limiter = new RollingWindowLimiter(100, 60_000, clock);
		expect(limiter.msUntilOwnSlotFrees()).toBeUndefined();
		clock.time = 1_000;
		limiter.noteAccepted();
		clock.time = 2_000;
		limiter.noteAccepted();
		clock.time = 30_000;
		expect(limiter.msUntilOwnSlotFrees()).toBe(31_000);
		clock.time = 61_000;
		expect(limiter.msUntilOwnSlotFrees()).toBe(1_000);
		clock.time = 62_000;
		expect(limiter.msUntilOwnSlotFrees()).toBeUndefined();
	});

	it('measures how long the API has accepted nothing, from when the request was first sent', () => {
		const clock = new FakeClock();
		const limiter = new RollingWindowLimiter(100, 60_000, clock);
		clock.time = 10_000;
		limiter.noteAccepted();
		clock.time = 50_000;
		expect(limiter.msWithoutAcceptance(0)).toBe(40_000);
		expect(limiter.msWithoutAcceptance(45_000)).toBe(5_000);
	});
});

describe('bucketOf', () => {
	it.each([
		['GET', '/containers', 'default'],
		['GET', '/tracking_requests', 'default'],
		['POST', '/tracking_requests', 'trackingRequestCreate'],
		['POST', '/tracking_requests/infer_number', 'inferNumber'],
		['PATCH', '/containers/abc/refresh', 'containerRefresh'],
		['PATCH', '/containers/a%2Fb/refresh', 'containerRefresh'],
		['GET', '/containers/abc/refresh', 'default'],
		['PATCH', '/containers/abc', 'default'],
		['PATCH', '/shipments/abc/refresh', 'default'],
	] as const)('%s %s → %s', (method, path, bucket) => {
		expect(bucketOf(method, path)).toBe(bucket);
	});
});

describe('limiterFor', () => {
	it('keeps a bucket per API bucket, with its own limit', () => {
		const key = limiterFor('http://a/v2', 'key-1');
		expect(key.bucket('containerRefresh')).toBe(key.forRequest('PATCH', '/containers/x/refresh'));
		expect(key.bucket('containerRefresh')).not.toBe(key.bucket('default'));
		expect(key.bucket('containerRefresh').currentPace).toBe(10);
		expect(key.bucket('inferNumber').currentPace).toBe(200);
	});

	it('shares one limiter per key and base URL', () => {
		expect(limiterFor('http://a/v2', 'key-1')).toBe(limiterFor('http://a/v2', 'key-1'));
		expect(limiterFor('http://a/v2', 'key-1')).not.toBe(limiterFor('http://a/v2', 'key-2'));
		expect(limiterFor('http://a/v2', 'key-1')).not.toBe(limiterFor('http://b/v2', 'key-1'));
	});
});
