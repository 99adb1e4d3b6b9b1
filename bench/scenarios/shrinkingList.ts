/* eslint-disable @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Scenario 10: a list that shrinks while it is read. The recorded account's tracked read as
 * projected (§ 9): 17,000 shipments still tracked, 1.72 containers each, read through
 * Container → Get Many (Containers to Read: Only Containers Still Tracked, Return All) at the API's
 * real limit, while containers are refreshed (one a request) and shipments stop (one every 20
 * requests), then at ten times that churn. Counts the requests against the floor (one per 100
 * tracked shipments), and what came out against what was tracked throughout.
 */
import { performance } from 'node:perf_hooks';

import { runWorkflow } from '../../test/harness/engine';
import { linkContainers, makeTerminal, seedContainers } from '../../test/mock/fixtures';
import { seededRandom, startMoving } from '../../test/mock/movingList';
import { mockUuid, type MockState } from '../../test/mock/state';
import { floorMs, reportProgress, requestCounts, startLimitedMock } from '../lib/atTheLimit';
import type { RunOptions, Scenario } from '../lib/scenario';
import { ratio, seconds } from '../lib/stats';

const SHIPMENTS = 17_000;
const SMOKE_SHIPMENTS = 1_000;
/** 72 shipments in 100 hold two containers, the rest one: 1.72 a shipment, as the recorded account's. */
const TWO_CONTAINERS_PER_HUNDRED = 72;
const TARGET_EXTRA = 0.03;
const NODE_NAME = 'Terminal49';

interface Churn {
	label: string;
	refreshesPerRequest: number;
	/** One shipment stops at one request in this many, on average (each request by a seeded draw, so no page meets a stop every time). */
	stopEvery: number;
}
const CHURNS: Churn[] = [
	{ label: 'projected', refreshesPerRequest: 1, stopEvery: 20 },
	{ label: 'ten times', refreshesPerRequest: 10, stopEvery: 2 },
];

export interface ShrinkingRun {
	churn: Churn;
	wallMs: number;
	floorMs: number;
	/** Accepted requests. */
	requests: number;
	/** The least requests the read can take: one per 100 shipments tracked at its start. */
	floorRequests: number;
	stops: number;
	refreshes: number;
	/** Containers of the shipments tracked from the read's start to its end. */
	throughout: number;
	out: number;
	missing: number;
	repeated: number;
	failures: string[];
}

export interface ShrinkingData {
	shipments: number;
	containers: number;
	runs: ShrinkingRun[];
}

/** `shipments` tracked shipments, newest first, holding 1.72 containers each. */
function seedAccount(shipments: number): (state: MockState) => void {
	return (state) => {
		state.terminals.push(makeTerminal({}, { id: mockUuid('terminal', 1) }), makeTerminal({}, { id: mockUuid('terminal', 2) }));
		const counts = Array.from({ length: shipments }, (_, i) => (i % 100 < TWO_CONTAINERS_PER_HUNDRED ? 2 : 1));
		const containers = seedContainers(state, counts.reduce((sum, count) => sum + count, 0));
		const template = state.shipments[0];
		state.shipments.length = 0;
		let next = 0;
		counts.forEach((count, i) => {
			const shipment = structuredClone(template);
			shipment.id = mockUuid('shipment', 500_000 + i);
			shipment.attributes.bill_of_lading_number = `BENCHB${String(i).padStart(8, '0')}`;
			shipment.relationships.containers.data = [];
			linkContainers(shipment, containers.slice(next, next + count));
			next += count;
			state.shipments.push(shipment);
		});
	};
}

async function readOnce(shipments: number, churn: Churn, log: RunOptions['log']): Promise<ShrinkingRun> {
	const { mock, credentials } = await startLimitedMock(seedAccount(shipments));
	const draw = seededRandom(43);
	const movement = startMoving(mock.state, {
		list: 'shipments',
		refreshesAt: () => churn.refreshesPerRequest,
		stoppedAt: () => (draw() < 1 / churn.stopEvery ? 1 : 0),
		seed: 41,
	});
	const stopProgress = reportProgress(mock, log);
	try {
		const t0 = performance.now();
		const result = await runWorkflow({
			credentials,
			nodes: [{ name: NODE_NAME, typeVersion: 2, parameters: { resource: 'container', operation: 'getAll', returnAll: true, containersToRead: 'tracked' } }],
		});
		const wallMs = performance.now() - t0;
		const node = result.nodes[NODE_NAME];
		const stopped = new Set(movement.stopped);
		const throughout = new Set(
			mock.state.shipments.filter((shipment) => !stopped.has(shipment.id)).flatMap((shipment) => shipment.relationships.containers.data.map((ref) => ref.id)),
		);
		const ids = (node?.items ?? []).map((item) => String(item.json.id));
		const distinct = new Set(ids);
		const counts = requestCounts(mock);
		return {
			churn,
			wallMs,
			floorMs: floorMs(counts.accepted),
			requests: counts.accepted,
			floorRequests: Math.ceil(shipments / 100),
			stops: movement.stopped.length,
			refreshes: movement.refreshed.length,
			throughout: throughout.size,
			out: ids.length,
			missing: [...throughout].filter((id) => !distinct.has(id)).length,
			repeated: ids.length - distinct.size,
			failures: node?.error ? [node.error.message] : result.status === 'success' ? [] : [`execution ended ${result.status}`],
		};
	} finally {
		stopProgress();
		await mock.close();
	}
}

const extra = (run: ShrinkingRun): number => (run.requests - run.floorRequests) / run.floorRequests;
const lostNothing = (run: ShrinkingRun): boolean => run.missing === 0 && run.repeated === 0 && run.failures.length === 0;

function describeRun(run: ShrinkingRun): string {
	return (
		`${run.requests} requests (floor ${run.floorRequests}, ${(100 * extra(run)).toFixed(1)} % extra), ${seconds(run.wallMs)}, ${ratio(run.wallMs / run.floorMs)} its floor; ` +
		`${run.stops} stops, ${run.refreshes} refreshes; ${run.throughout} tracked throughout, ${run.missing} missing, ${run.repeated} repeated; ${run.failures.length} failures`
	);
}

async function measure(options: RunOptions): Promise<ShrinkingData> {
	const shipments = options.smoke ? SMOKE_SHIPMENTS : SHIPMENTS;
	const runs: ShrinkingRun[] = [];
	for (const churn of CHURNS) {
		for (let i = 1; i <= options.runs; i++) {
			options.log(`  run ${i}/${options.runs}, ${churn.label} churn: the tracked read of ${shipments} shipments`);
			const run = await readOnce(shipments, churn, options.log);
			options.log(`  ${describeRun(run)}`);
			runs.push(run);
		}
	}
	return { shipments, containers: Math.round((shipments * (100 + TWO_CONTAINERS_PER_HUNDRED)) / 100), runs };
}

function summarize(data: ShrinkingData): ReturnType<Scenario<ShrinkingData>['summarize']> {
	return {
		target: `every container tracked throughout once; extra requests ≤ ${TARGET_EXTRA * 100} % at the projected churn`,
		result: data.runs
			.map((run) => `${run.churn.label} churn: ${run.missing} missing, ${run.repeated} repeated, ${run.requests} requests for a floor of ${run.floorRequests} (${(100 * extra(run)).toFixed(1)} % extra)`)
			.join('; '),
		met: data.runs.every(lostNothing) && data.runs.filter((run) => run.churn.label === 'projected').every((run) => extra(run) <= TARGET_EXTRA),
	};
}

function render(data: ShrinkingData): string {
	return [
		`${data.shipments.toLocaleString('en-US')} shipments still tracked holding ${data.containers.toLocaleString('en-US')} containers (1.72 each), ` +
			'read by Container → Get Many (version 2, Return All, Containers to Read: Only Containers Still Tracked) at the API\'s real limit, ' +
			'from `/shipments?filter[tracking_stopped]=false&include=containers`, listed by creation (newest first), so a refresh moves no shipment. ' +
			'Shipments stop at random positions while the list is read (each request draws whether one stops, at the rate shown): each leaves the list where it stood.',
		'',
		'| Churn | Requests | Floor (requests) | Extra | Wall | ÷ floor | Stops | Refreshes | Tracked throughout | Missing | Repeated | Failures |',
		'|---|---|---|---|---|---|---|---|---|---|---|---|',
		...data.runs.map((run) =>
			[
				'',
				`${run.churn.label}: ${run.churn.refreshesPerRequest} refresh a request, a stop every ${run.churn.stopEvery} requests`,
				String(run.requests),
				String(run.floorRequests),
				`${(100 * extra(run)).toFixed(1)} %`,
				seconds(run.wallMs),
				ratio(run.wallMs / run.floorMs),
				String(run.stops),
				String(run.refreshes),
				`${run.throughout.toLocaleString('en-US')}${lostNothing(run) ? ' ✓' : ' ✗'}`,
				String(run.missing),
				String(run.repeated),
				String(run.failures.length),
				'',
			]
				.join(' | ')
				.trim(),
		),
		'',
		'Each drop of `meta.total` between two pages costs two requests: the page before is read again at its number now (a stop ahead ' +
			'of the reader pulled a record onto it), then the page itself. A drop cannot say whether the stop was ahead of the reader or behind, so ' +
			'every stop seen during the read costs the two, whether or not it moved a record. The 3 % target is out of reach for any reader that ' +
			'learns of a stop from `meta.total` alone: it must read at least one page again per stop, 5 % at a stop every 20 requests. ' +
			'At ten times the churn a stop meets about every other page, and a step back can meet another; the read still ends with every ' +
			'container tracked throughout, once, within its bound (three more readings of the list). ' +
			'The ÷ floor is against ⌊(requests − 1) / 100⌋ × 60 s for the requests made.',
	].join('\n');
}

export const shrinkingList: Scenario<ShrinkingData> = {
	name: 'shrinking-list',
	title: '10. A list that shrinks while it is read: the tracked read of 17,000 shipments while shipments stop',
	defaultRuns: 1,
	unavailable: () => null,
	measure,
	summarize,
	render,
};
