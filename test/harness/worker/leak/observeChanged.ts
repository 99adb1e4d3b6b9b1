/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * A suite that changes the realm without adding a key to `globalThis`: a built-in spied on, a
 * global function replaced, a prototype given a key, a key added with defineProperty and no
 * enumerability. It first checks it finds none of these from a suite before it in the worker,
 * then makes them for the next.
 */
const MARK = 'left by a suite before';

type Marked = { leftBy?: string };

export function findsNothingThenChanges(): void {
	const global = globalThis as unknown as Record<string, unknown>;
	const found = {
		mathRandomSpied: jest.isMockFunction(Math.random),
		setTimeoutReplaced: (setTimeout as unknown as Marked).leftBy === MARK,
		arrayPrototypeKey: 'leftBySuiteBefore' in Array.prototype,
		hiddenGlobalKey: 'hiddenLeftBySuiteBefore' in global,
	};

	// A spy jest does not restore by config (no restoreMocks): its runtime restores it at teardown.
	jest.spyOn(Math, 'random').mockReturnValue(0.5);
	const realSetTimeout = setTimeout;
	global.setTimeout = Object.assign(
		(...args: Parameters<typeof setTimeout>) => realSetTimeout(...args),
		{ leftBy: MARK },
	);
	Object.defineProperty(Array.prototype, 'leftBySuiteBefore', { value: MARK, configurable: true });
	Object.defineProperty(global, 'hiddenLeftBySuiteBefore', { value: MARK, configurable: true });

	expect(found).toEqual({
		mathRandomSpied: false,
		setTimeoutReplaced: false,
		arrayPrototypeKey: false,
		hiddenGlobalKey: false,
	});
}
