/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Scenario 8: a list that moves while it is read. 30,000 containers, 100 of them refreshed to the
 * front every minute (Terminal49 lists the most recently refreshed first), during a Return All and
 * during a poll of the Polling Trigger, both at the API's real limit. Counts what came out against
 * what was in the account throughout, and what the catch-up at the front cost in requests.
 */
import { performance } from 'node:perf_hooks';

import type { IDataObject } from 'n8n-workflow';

import { runWorkflow } from '../../test/harness/engine';
import { makeTerminal, seedContainers } from '../../test/mock/fixtures';
import { startMoving } from '../../test/mock/movingList';
import { mockUuid, type MockState } from '../../test/mock/state';
import { PollHarness } from '../../test/polling/setup';
import { floorMs, reportProgress, requestCounts, startLimitedMock } from '../lib/atTheLimit';
import type { RunOptions, Scenario } from '../lib/scenario';
import { ratio, seconds } from '../lib/stats';

const CONTAINERS = 30_000;
const SMOKE_CONTAINERS = 1_000;
const REFRESHES_PER_MINUTE = 100;
const TARGET_RATIO = 1.03;
const TARGET_CATCH_UP_SHARE = 0.02;
const NODE_NAME = 'Terminal49';

export interface MovingRun {
	what: 'Return All' | 'poll';
	wallMs: number;
	floorMs: number;
	/** Accepted requests: the walk's pages and the catch-up's. */
	requests: number;
	/** Accepted requests the walk needed: the list's pages when it was read. */
	walkPages: number;
	catchUpPages: number;
	rateLimited: number;
	/** Containers refreshed while the read was under way (some more than once). */
	refreshes: number;
	/** Distinct containers refreshed. */
	refreshedContainers: number;
	/** In the account from the start of the read to its end. */
	presentThroughout: number;
	/** What the read gave: items (Return All) or containers recorded (poll). */
	items: number;
	distinct: number;
	missing: number;
	duplicated: number;
	/** Poll only: LFD changes made during the poll and the events it announced for them. */
	lfdChangesMade?: number;
	lfdChangesAnnounced?: number;
	failuresSurfaced: string[];
}

export interface MovingData {
	containers: number;
	refreshesPerMinute: number;
	runs: MovingRun[];
}

function seedAccount(count: number): (state: MockState) => void {
	return (state) => {
		state.terminals.push(
			makeTerminal({}, { id: mockUuid('terminal', 1) }),
			makeTerminal({}, { id: mockUuid('terminal', 2) }),
		);
		seedContainers(state, count);
	};
}

/** Walk pages: the requests for page N before the first request for page 1 after it. */
function splitPages(pageNumbers: string[]): { walkPages: number; catchUpPages: number } {
	const back = pageNumbers.indexOf('1', 1);
	const walkPages = back === -1 ? pageNumbers.length : back;
	return { walkPages, catchUpPages: pageNumbers.length - walkPages };
}

/** 100 refreshes a minute of the mock's clock, at random, from the read's first request on. */
const movingAtRandom = (seed: number) => ({ perSecond: REFRESHES_PER_MINUTE / 60, seed });

async function returnAllOnce(containers: number, runLog: RunOptions['log']): Promise<MovingRun> {
	const { mock, credentials } = await startLimitedMock(seedAccount(containers));
	const throughout = new Set(mock.state.containers.map((container) => container.id));
	const movement = startMoving(mock.state, movingAtRandom(29));
	const stopProgress = reportProgress(mock, runLog);
	try {
		const t0 = performance.now();
		const result = await runWorkflow({
			credentials,
			nodes: [
				{
					name: NODE_NAME,
					parameters: { resource: 'container', operation: 'getAll', returnAll: true },
				},
			],
		});
		const wallMs = performance.now() - t0;
		const node = result.nodes[NODE_NAME];
		const failuresSurfaced = node?.error
			? [node.error.message]
			: result.status === 'success'
				? []
				: [`execution ended ${result.status}`];
		const ids = (node?.items ?? []).map((item) => String(item.json.id));
		const distinct = new Set(ids);
		const counts = requestCounts(mock);
		const pages = mock.requests.filter((r) => r.status === 200).map((r) => r.query['page[number]']);
		return {
			what: 'Return All',
			wallMs,
			floorMs: floorMs(counts.accepted),
			requests: counts.accepted,
			...splitPages(pages),
			rateLimited: counts.rateLimited,
			refreshes: movement.refreshed.length,
			refreshedContainers: new Set(movement.refreshed).size,
			presentThroughout: throughout.size,
			items: ids.length,
			distinct: distinct.size,
			missing: [...throughout].filter((id) => !distinct.has(id)).length,
			duplicated: ids.length - distinct.size,
			failuresSurfaced,
		};
	} finally {
		stopProgress();
		await mock.close();
	}
}

/**
 * The Polling Trigger on the same account: activation and the baseline poll on a calm list, then
 * one measured poll while the list moves and, mid-way, ten containers a walk reads last get a new
 * last free day (each is refreshed to the front as it changes).
 */
async function pollOnce(containers: number, runLog: RunOptions['log']): Promise<MovingRun> {
	const { mock, credentials } = await startLimitedMock(seedAccount(containers));
	const stopProgress = reportProgress(mock, runLog);
	try {
		const trigger = new PollHarness(
			credentials,
			{ events: ['container.pickup_lfd.changed'], watch: 'all' },
			'onEmit',
			2,
		);
		runLog('    activation and the baseline poll (calm list)');
		await trigger.watch();
		const throughout = new Set(mock.state.containers.map((container) => container.id));
		mock.reset();
		const movement = startMoving(mock.state, movingAtRandom(31));
		const changed: string[] = [];
		const changeAt = Math.floor(containers / 200);
		const timer = setInterval(() => {
			if (changed.length > 0 || mock.state.stats.requests < changeAt) return;
			// The last ten of the list get a new LFD and move to the front, as a refresh that found one does.
			for (const container of mock.state.containers.splice(-10).reverse()) {
				container.attributes.pickup_lfd = new Date(
					Date.parse(container.attributes.pickup_lfd ?? '2031-01-01T08:00:00Z') + 86_400_000,
				)
					.toISOString()
					.replace('.000Z', 'Z');
				mock.state.containers.unshift(container);
				changed.push(container.id);
			}
		}, 1);
		runLog('    the measured poll (moving list)');
		const t0 = performance.now();
		let items: IDataObject[] | null = null;
		const failuresSurfaced: string[] = [];
		try {
			items = await trigger.poll();
		} catch (error) {
			failuresSurfaced.push((error as Error).message);
		}
		const wallMs = performance.now() - t0;
		clearInterval(timer);
		const recorded = Object.keys((trigger.memory.containers ?? {}) as IDataObject);
		const distinct = new Set(recorded);
		const announced = new Set(
			(items ?? []).map((item) => String((item.container as IDataObject).id)),
		);
		const counts = requestCounts(mock);
		const pages = mock.requests.filter((r) => r.status === 200).map((r) => r.query['page[number]']);
		const misses = Object.values(
			(trigger.memory.containers ?? {}) as Record<string, string>,
		).filter((packed) => (packed.split('|')[5] ?? '0') !== '0');
		return {
			what: 'poll',
			wallMs,
			floorMs: floorMs(counts.accepted),
			requests: counts.accepted,
			...splitPages(pages),
			rateLimited: counts.rateLimited,
			refreshes: movement.refreshed.length + changed.length,
			refreshedContainers: new Set([...movement.refreshed, ...changed]).size,
			presentThroughout: throughout.size,
			items: recorded.length,
			distinct: distinct.size,
			missing: [...throughout].filter((id) => !distinct.has(id)).length + misses.length,
			duplicated: 0,
			lfdChangesMade: changed.length,
			lfdChangesAnnounced: changed.filter((id) => announced.has(id)).length,
			failuresSurfaced,
		};
	} finally {
		stopProgress();
		await mock.close();
	}
}

function describeRun(run: MovingRun): string {
	const lfd =
		run.lfdChangesMade === undefined
			? ''
			: `; ${run.lfdChangesAnnounced} of ${run.lfdChangesMade} LFD changes announced`;
	return (
		`${seconds(run.wallMs)}, ${ratio(run.wallMs / run.floorMs)} the ${seconds(run.floorMs)} floor; ${run.walkPages} pages + ${run.catchUpPages} catch-up; ` +
		`${run.refreshes} refreshes; ${run.distinct} distinct of ${run.presentThroughout} present throughout, ${run.missing} missing, ${run.duplicated} repeated${lfd}; ` +
		`${run.failuresSurfaced.length} failures surfaced`
	);
}

async function measure(options: RunOptions): Promise<MovingData> {
	const containers = options.smoke ? SMOKE_CONTAINERS : CONTAINERS;
	const runs: MovingRun[] = [];
	for (let i = 1; i <= options.runs; i++) {
		options.log(
			`  run ${i}/${options.runs}: Return All of ${containers} containers, ${REFRESHES_PER_MINUTE} refreshed a minute`,
		);
		const returnAll = await returnAllOnce(containers, options.log);
		options.log(`  run ${i}: ${describeRun(returnAll)}`);
		options.log(
			`  run ${i}/${options.runs}: a poll of ${containers} containers, ${REFRESHES_PER_MINUTE} refreshed a minute`,
		);
		const poll = await pollOnce(containers, options.log);
		options.log(`  run ${i}: ${describeRun(poll)}`);
		runs.push(returnAll, poll);
	}
	return { containers, refreshesPerMinute: REFRESHES_PER_MINUTE, runs };
}

function lostNothing(run: MovingRun): boolean {
	const lfdAll = run.lfdChangesMade === undefined || run.lfdChangesAnnounced === run.lfdChangesMade;
	return (
		run.missing === 0 &&
		run.duplicated === 0 &&
		run.distinct >= run.presentThroughout &&
		lfdAll &&
		run.failuresSurfaced.length === 0
	);
}

function met(run: MovingRun): boolean {
	return (
		lostNothing(run) &&
		run.catchUpPages <= TARGET_CATCH_UP_SHARE * run.walkPages &&
		run.wallMs <= TARGET_RATIO * run.floorMs
	);
}

function summarize(data: MovingData): ReturnType<Scenario<MovingData>['summarize']> {
	return {
		target: `every container present throughout once, every LFD change announced; catch-up ≤ ${TARGET_CATCH_UP_SHARE * 100} % of the pages; ≤ ${TARGET_RATIO} × floor`,
		result: data.runs
			.map(
				(run) =>
					`${run.what}: ${run.distinct.toLocaleString('en-US')} of ${run.presentThroughout.toLocaleString('en-US')}, ${run.missing} missing, ` +
					`${run.duplicated} repeated` +
					(run.lfdChangesMade === undefined
						? ''
						: `, ${run.lfdChangesAnnounced}/${run.lfdChangesMade} LFD changes announced`) +
					`; catch-up ${run.catchUpPages} of ${run.walkPages} pages (${((100 * run.catchUpPages) / run.walkPages).toFixed(1)} %); ${ratio(run.wallMs / run.floorMs)} the floor`,
			)
			.join('; '),
		met: data.runs.every(met),
	};
}

function render(data: MovingData): string {
	const lines = [
		`${data.containers.toLocaleString('en-US')} containers; ${data.refreshesPerMinute} of them refreshed every minute (picked at random; ` +
			"each moves to the front of `/containers`, as Terminal49 lists the most recently refreshed first), at the API's real limit " +
			'(100 requests a rolling minute). Return All: Container → Get Many. Poll: the Polling Trigger (version 2, Last Free Day events, Watch All Containers), ' +
			'after an activation and a baseline on a calm list; mid-way through the measured poll the ten containers a walk reads last get ' +
			'a new LFD and move to the front, as a refresh that finds one moves them.',
		'',
		'| Read | Wall | ÷ floor | Walk pages + catch-up | Catch-up share | 429s | Refreshes (containers) | Out: distinct of present throughout | Missing | Repeated | LFD changes announced | Failures |',
		'|---|---|---|---|---|---|---|---|---|---|---|---|',
		...data.runs.map((run) =>
			[
				'',
				run.what,
				seconds(run.wallMs),
				ratio(run.wallMs / run.floorMs),
				`${run.walkPages} + ${run.catchUpPages}`,
				`${((100 * run.catchUpPages) / run.walkPages).toFixed(1)} %`,
				String(run.rateLimited),
				`${run.refreshes} (${run.refreshedContainers})`,
				`${run.distinct.toLocaleString('en-US')} of ${run.presentThroughout.toLocaleString('en-US')}${lostNothing(run) ? ' ✓' : ' ✗'}`,
				String(run.missing),
				String(run.duplicated),
				run.lfdChangesMade === undefined
					? '–'
					: `${run.lfdChangesAnnounced} of ${run.lfdChangesMade}`,
				String(run.failuresSurfaced.length),
				'',
			]
				.join(' | ')
				.trim(),
		),
		'',
		'The floor is ⌊(requests − 1) / 100⌋ × 60 s for the requests the read made, the catch-up included: a catch-up that takes ' +
			'the read past a multiple of 100 requests costs a window of the rate limit (up to a minute), which the floor counts too.',
	];
	return lines.join('\n');
}

export const movingList: Scenario<MovingData> = {
	name: 'moving-list',
	title:
		'8. A list that moves while it is read: Return All and a poll of 30,000 containers, 100 refreshed a minute',
	defaultRuns: 1,
	unavailable: () => null,
	measure,
	summarize,
	render,
};
