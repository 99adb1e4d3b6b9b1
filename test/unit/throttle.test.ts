import { limiterFor, RollingWindowLimiter, type Clock } from '../../nodes/Terminal49/transport/throttle';

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

async function acquireAll(limiter: RollingWindowLimiter, clock: FakeClock, callers: number, each: number) {
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

describe('limiterFor', () => {
	it('shares one limiter per key and base URL', () => {
		expect(limiterFor('http://a/v2', 'key-1')).toBe(limiterFor('http://a/v2', 'key-1'));
		expect(limiterFor('http://a/v2', 'key-1')).not.toBe(limiterFor('http://a/v2', 'key-2'));
		expect(limiterFor('http://a/v2', 'key-1')).not.toBe(limiterFor('http://b/v2', 'key-1'));
	});
});
