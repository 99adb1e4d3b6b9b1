/* eslint-disable @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Scenario 9: reading what is live. An account of 30,000 containers in 3,000 shipments, a tenth
 * of them still tracked (as a large account is mostly history), at the API's real limit: an
 * urgency digest (Container → Get Many, Urgency overdue / due today / imminent) and a poll of the
 * Polling Trigger, each read once from every container (`/containers`, as before) and once from
 * the shipments still tracked, side by side in one run. Counts requests, compares what the two
 * reads return for the containers that matter, and projects the cost for the recorded live account.
 */
import { performance } from 'node:perf_hooks';

import type { IDataObject } from 'n8n-workflow';

import { runWorkflow } from '../../test/harness/engine';
import { makeTerminal, seedMostlyStoppedAccount } from '../../test/mock/fixtures';
import { mockUuid, type MockState } from '../../test/mock/state';
import { PollHarness } from '../../test/polling/setup';
import { forgetLimiters } from '../../test/support/processState';
import { floorMs, reportProgress, requestCounts, startLimitedMock } from '../lib/atTheLimit';
import type { RunOptions, Scenario } from '../lib/scenario';
import { ratio, seconds } from '../lib/stats';

const CONTAINERS = 30_000;
const SMOKE_CONTAINERS = 2_000;
/** One shipment in this many is still tracked. */
const TRACKED_EVERY = 10;
const TARGET_SHARE = 0.15;
const TARGET_RATIO = 1.03;
const NODE_NAME = 'Terminal49';
const DIGEST_URGENCIES = ['overdue', 'due_today', 'imminent'];
/** The recorded live account (Terminal49/API's SDK fixtures, `meta.total`). */
const LIVE_ACCOUNT = { containers: 292_863, shipments: 170_470 };

type Read = 'every container' | 'shipments still tracked';

export interface LiveRun {
	what: 'urgency digest' | 'poll';
	read: Read;
	wallMs: number;
	floorMs: number;
	requests: number;
	rateLimited: number;
	/** Tracked containers with an LFD in what the read gave: `number|lfd|urgency` (digest) or `number|lfd` (poll's memory). */
	thatMatter: string[];
	/** Containers in the output (digest) or watched (poll). */
	containersOut: number;
	failuresSurfaced: string[];
}

export interface LiveData {
	containers: number;
	shipments: number;
	trackedShipments: number;
	trackedContainers: number;
	runs: LiveRun[];
}

function seedAccount(count: number): (state: MockState) => void {
	return (state) => {
		state.terminals.push(
			makeTerminal({}, { id: mockUuid('terminal', 1) }),
			makeTerminal({}, { id: mockUuid('terminal', 2) }),
		);
		seedMostlyStoppedAccount(state, count, TRACKED_EVERY);
	};
}

function trackedContainerIds(state: MockState): Set<string> {
	return new Set(
		state.shipments
			.filter((shipment) => shipment.attributes.line_tracking_stopped_at === null)
			.flatMap((shipment) => shipment.relationships.containers.data.map((ref) => ref.id)),
	);
}

async function digestOnce(
	containers: number,
	read: Read,
	log: RunOptions['log'],
): Promise<LiveRun> {
	const { mock, credentials } = await startLimitedMock(seedAccount(containers));
	const tracked = trackedContainerIds(mock.state);
	const stopProgress = reportProgress(mock, log);
	try {
		const t0 = performance.now();
		const result = await runWorkflow({
			credentials,
			nodes: [
				{
					name: NODE_NAME,
					typeVersion: 2,
					parameters: {
						resource: 'container',
						operation: 'getAll',
						returnAll: true,
						filters: { urgency: DIGEST_URGENCIES },
						containersToRead: read === 'every container' ? 'all' : 'auto',
					},
				},
			],
		});
		const wallMs = performance.now() - t0;
		const node = result.nodes[NODE_NAME];
		const items = (node?.items ?? []).map((item) => item.json);
		const counts = requestCounts(mock);
		return {
			what: 'urgency digest',
			read,
			wallMs,
			floorMs: floorMs(counts.accepted),
			requests: counts.accepted,
			rateLimited: counts.rateLimited,
			thatMatter: items
				.filter((item) => tracked.has(String(item.id)) && item.last_free_day !== null)
				.map(
					(item) => `${String(item.number)}|${String(item.last_free_day)}|${String(item.urgency)}`,
				)
				.sort(),
			containersOut: items.length,
			failuresSurfaced: node?.error
				? [node.error.message]
				: result.status === 'success'
					? []
					: [`execution ended ${result.status}`],
		};
	} finally {
		stopProgress();
		await mock.close();
	}
}

/** Activation, then one poll (the baseline: a poll reads the same whatever it finds), measured. */
async function pollOnce(containers: number, read: Read, log: RunOptions['log']): Promise<LiveRun> {
	const { mock, credentials } = await startLimitedMock(seedAccount(containers));
	const tracked = trackedContainerIds(mock.state);
	const numberOf = new Map(mock.state.containers.map((container) => [container.id, container]));
	const stopProgress = reportProgress(mock, log);
	try {
		const trigger = new PollHarness(
			credentials,
			{
				events: ['container.pickup_lfd.changed'],
				watch: read === 'every container' ? 'all' : 'tracked',
			},
			'onEmit',
			2,
		);
		await trigger.activate();
		// n8n's next poll comes a poll interval (minutes) after activation, when the activation's
		// one request has left the rate window: the measured poll starts with a full window.
		forgetLimiters();
		mock.reset();
		const failuresSurfaced: string[] = [];
		const t0 = performance.now();
		try {
			await trigger.poll();
		} catch (error) {
			failuresSurfaced.push((error as Error).message);
		}
		const wallMs = performance.now() - t0;
		const watched = Object.keys((trigger.memory.containers ?? {}) as IDataObject);
		const counts = requestCounts(mock);
		return {
			what: 'poll',
			read,
			wallMs,
			floorMs: floorMs(counts.accepted),
			requests: counts.accepted,
			rateLimited: counts.rateLimited,
			thatMatter: watched
				.filter((id) => tracked.has(id) && numberOf.get(id)?.attributes.pickup_lfd)
				.map(
					(id) =>
						`${numberOf.get(id)?.attributes.number}|${numberOf.get(id)?.attributes.pickup_lfd}`,
				)
				.sort(),
			containersOut: watched.length,
			failuresSurfaced,
		};
	} finally {
		stopProgress();
		await mock.close();
	}
}

function describeRun(run: LiveRun): string {
	return (
		`${run.what} from ${run.read}: ${run.requests} requests, ${seconds(run.wallMs)} (floor ${seconds(run.floorMs)}), ` +
		`${run.containersOut} containers out, ${run.thatMatter.length} tracked with an LFD; ${run.failuresSurfaced.length} failures`
	);
}

async function measure(options: RunOptions): Promise<LiveData> {
	const containers = options.smoke ? SMOKE_CONTAINERS : CONTAINERS;
	const runs: LiveRun[] = [];
	for (const what of ['urgency digest', 'poll'] as const) {
		for (const read of ['every container', 'shipments still tracked'] as const) {
			options.log(`  ${what} of ${containers} containers, reading ${read}`);
			const run =
				what === 'poll'
					? await pollOnce(containers, read, options.log)
					: await digestOnce(containers, read, options.log);
			options.log(`  ${describeRun(run)}`);
			runs.push(run);
		}
	}
	const shipments = containers / 10;
	return {
		containers,
		shipments,
		trackedShipments: Math.ceil(shipments / TRACKED_EVERY),
		trackedContainers: Math.ceil(shipments / TRACKED_EVERY) * 10,
		runs,
	};
}

interface Pair {
	what: LiveRun['what'];
	full: LiveRun;
	live: LiveRun;
}

function pairs(data: LiveData): Pair[] {
	return (['urgency digest', 'poll'] as const).flatMap((what) => {
		const full = data.runs.find((run) => run.what === what && run.read === 'every container');
		const live = data.runs.find(
			(run) => run.what === what && run.read === 'shipments still tracked',
		);
		return full && live ? [{ what, full, live }] : [];
	});
}

const share = (pair: Pair): number => pair.live.requests / pair.full.requests;
const sameThatMatter = (pair: Pair): boolean =>
	JSON.stringify(pair.full.thatMatter) === JSON.stringify(pair.live.thatMatter);
/** Within the limit's floor: under 100 requests the floor is 0, and such a read never waits on the limit (under a second). */
const withinFloor = (run: LiveRun): boolean =>
	run.floorMs > 0
		? run.wallMs <= TARGET_RATIO * run.floorMs
		: run.wallMs < 60_000 && run.rateLimited === 0;
const timing = (run: LiveRun): string =>
	run.floorMs > 0
		? `${ratio(run.wallMs / run.floorMs)} its floor`
		: `${seconds(run.wallMs)}, under one window (floor 0)`;

/** The recorded live account, read the same two ways, with the measured account's tracked share of shipments. */
function projection(data: LiveData): string {
	const fullPages = Math.ceil(LIVE_ACCOUNT.containers / 100);
	const trackedShipments = Math.ceil(LIVE_ACCOUNT.shipments / TRACKED_EVERY);
	const livePages = Math.ceil(trackedShipments / 100);
	const minutes = (pages: number) => `${Math.floor(Math.max(0, pages - 1) / 100)} min`;
	return (
		`**The recorded live account** (${LIVE_ACCOUNT.containers.toLocaleString('en-US')} containers in ${LIVE_ACCOUNT.shipments.toLocaleString('en-US')} shipments): ` +
		`every container is ${fullPages.toLocaleString('en-US')} requests (floor ${minutes(fullPages)}) per poll or digest. ` +
		`The tracked read costs one request per 100 tracked shipments, whatever their containers, as measured here ` +
		`(${pairs(data)
			.map(
				(pair) =>
					`${pair.what}: ${pair.live.requests} requests for ${data.trackedShipments} tracked shipments`,
			)
			.join('; ')}): ` +
		`with one shipment in ${TRACKED_EVERY} still tracked, as in this account, ${trackedShipments.toLocaleString('en-US')} shipments, ${livePages} requests ` +
		`(${((100 * livePages) / fullPages).toFixed(1)} % of the full read, floor ${minutes(livePages)}). The measured share here is lower ` +
		`(${pairs(data)
			.map((pair) => `${(100 * share(pair)).toFixed(1)} %`)
			.join(', ')}) because these shipments hold 10 containers each; ` +
		`the live account's hold ${(LIVE_ACCOUNT.containers / LIVE_ACCOUNT.shipments).toFixed(2)} on average.`
	);
}

function summarize(data: LiveData): ReturnType<Scenario<LiveData>['summarize']> {
	const all = pairs(data);
	return {
		target: `≤ ${TARGET_SHARE * 100} % of the requests of reading every container, the same tracked containers with an LFD, ≤ ${TARGET_RATIO} × own floor`,
		result: all
			.map(
				(pair) =>
					`${pair.what}: ${pair.live.requests} vs ${pair.full.requests} requests (${(100 * share(pair)).toFixed(1)} %), ` +
					`${sameThatMatter(pair) ? 'the same' : 'NOT the same'} ${pair.live.thatMatter.length} tracked containers with an LFD, ${timing(pair.live)}`,
			)
			.join('; '),
		met:
			all.length === 2 &&
			all.every(
				(pair) =>
					share(pair) <= TARGET_SHARE &&
					sameThatMatter(pair) &&
					withinFloor(pair.live) &&
					pair.live.failuresSurfaced.length === 0,
			),
	};
}

function render(data: LiveData): string {
	return [
		`${data.containers.toLocaleString('en-US')} containers in ${data.shipments.toLocaleString('en-US')} shipments; ${data.trackedShipments} shipments ` +
			`(${data.trackedContainers.toLocaleString('en-US')} containers) still tracked, the rest stopped. At the API's real limit, a fresh key for each read. ` +
			`Urgency digest: Container → Get Many (version 2), Return All, Urgency overdue, due today and imminent; Containers to Read All Containers, ` +
			`then Automatic (the shipments still tracked). Poll: the Polling Trigger (version 2) after activation, Watch All Containers, then Containers Still Tracked. ` +
			`"That matter": the tracked containers with an LFD in the answer (digest: number, LFD and urgency; poll: number and LFD recorded).`,
		'',
		'| Read | From | Requests | Share of the full read | Wall | Against the floor | 429s | Containers out | That matter | The same |',
		'|---|---|---|---|---|---|---|---|---|---|',
		...pairs(data).flatMap((pair) =>
			[pair.full, pair.live].map(
				(run) =>
					`| ${run.what} | ${run.read} | ${run.requests} | ${((100 * run.requests) / pair.full.requests).toFixed(1)} % | ${seconds(run.wallMs)} | ${timing(run)} | ` +
					`${run.rateLimited} | ${run.containersOut.toLocaleString('en-US')} | ${run.thatMatter.length} | ${run === pair.full ? '–' : sameThatMatter(pair) ? 'yes' : '**no**'} |`,
			),
		),
		'',
		projection(data),
	].join('\n');
}

export const liveShipments: Scenario<LiveData> = {
	name: 'live-shipments',
	title:
		'9. Reading what is live: an urgency digest and a poll of an account mostly of stopped shipments',
	defaultRuns: 1,
	unavailable: () => null,
	measure,
	summarize,
	render,
};
