/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * What a suite finds of the realm the suite before it in the same worker changed without adding a
 * key to `globalThis`: a built-in spied on, a global function replaced, a prototype given a key,
 * a key added with defineProperty and no enumerability. Each is recorded, then left for the next.
 */
import { appendFileSync } from 'node:fs';

const MARK = 'left by a suite before';

export interface ChangedObservation {
	mathRandomSpied: boolean;
	setTimeoutReplaced: boolean;
	arrayPrototypeKey: boolean;
	hiddenGlobalKey: boolean;
}

type Marked = { leftBy?: string };

export function observeAndChange(): void {
	const global = globalThis as unknown as Record<string, unknown>;
	const observation: ChangedObservation = {
		mathRandomSpied: jest.isMockFunction(Math.random),
		setTimeoutReplaced: (setTimeout as unknown as Marked).leftBy === MARK,
		arrayPrototypeKey: 'leftBySuiteBefore' in Array.prototype,
		hiddenGlobalKey: 'hiddenLeftBySuiteBefore' in global,
	};
	appendFileSync(
		process.env.WORKER_PROBE_OUTPUT ?? '/dev/null',
		`${JSON.stringify(observation)}\n`,
	);

	// A spy jest does not restore: the config sets no restoreMocks, and the realm outlives the suite.
	jest.spyOn(Math, 'random').mockReturnValue(0.5);
	const realSetTimeout = setTimeout;
	global.setTimeout = Object.assign(
		(...args: Parameters<typeof setTimeout>) => realSetTimeout(...args),
		{ leftBy: MARK },
	);
	Object.defineProperty(Array.prototype, 'leftBySuiteBefore', { value: MARK, configurable: true });
	Object.defineProperty(global, 'hiddenLeftBySuiteBefore', { value: MARK, configurable: true });
}
