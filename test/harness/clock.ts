/**
 * A wall clock pinned for the tests of a block: `Date` starts at `instant` and runs on from there,
 * while timers, microtasks and sockets stay real. For tests whose answer depends on the day or the
 * hour (what "today" is in each port's zone, which offset is in force), so they run when they name
 * instead of whenever CI happens to run. Call it before `useMockApi`, so the seed reads the same clock.
 */
export function useWallClockAt(instant: string): void {
	beforeEach(() => {
		jest.useFakeTimers({
			now: new Date(instant),
			advanceTimers: true,
			doNotFake: [
				'hrtime',
				'nextTick',
				'performance',
				'queueMicrotask',
				'requestAnimationFrame',
				'cancelAnimationFrame',
				'requestIdleCallback',
				'cancelIdleCallback',
				'setImmediate',
				'clearImmediate',
				'setInterval',
				'clearInterval',
				'setTimeout',
				'clearTimeout',
			],
		});
	});
	afterEach(() => {
		jest.useRealTimers();
	});
}
