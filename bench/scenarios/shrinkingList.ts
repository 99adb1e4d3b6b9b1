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
	/**
	 * Stops by when and where they came (the mock applies a stop at a request's arrival, before
	 * answering it): `unseen` at the read's first request (no total before it to drop from),
	 * `inStepBack` at a request that reads a page again (the step back under way reads what it
	 * moved); at a request that reads a page for the first time, `behind` when the shipment stood
	 * on a page before the one asked for, `ahead` when on it or after it.
	 */
	stopsUnseen?: number;
	stopsInStepBack?: number;
	stopsBehind?: number;
	stopsAhead?: number;
	/**
	 * The least requests a reader of 100-pages that steps back at once needs for the stops drawn:
	 * the floor, one more for each first reading of a page that saw only stops behind, two for one
	 * that saw a stop ahead.
	 */
	lowerBound?: number;
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
		state.terminals.push(
			makeTerminal({}, { id: mockUuid('terminal', 1) }),
			makeTerminal({}, { id: mockUuid('terminal', 2) }),
		);
		const counts = Array.from({ length: shipments }, (_, i) =>
			i % 100 < TWO_CONTAINERS_PER_HUNDRED ? 2 : 1,
		);
		const containers = seedContainers(
			state,
			counts.reduce((sum, count) => sum + count, 0),
		);
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

async function readOnce(
	shipments: number,
	churn: Churn,
	log: RunOptions['log'],
): Promise<ShrinkingRun> {
	const { mock, credentials } = await startLimitedMock(seedAccount(shipments));
	const draw = seededRandom(43);
	const where = { unseen: 0, inStepBack: 0, behind: 0, ahead: 0, extra: 0 };
	let stopsPlaced = 0;
	const movement = startMoving(mock.state, {
		list: 'shipments',
		refreshesAt: () => churn.refreshesPerRequest,
		stoppedAt: () => (draw() < 1 / churn.stopEvery ? 1 : 0),
		seed: 41,
		onArrival: (_arrival, state) => {
			const stopped = movement.stopped.slice(stopsPlaced);
			stopsPlaced = movement.stopped.length;
			if (stopped.length === 0) return;
			const reads = mock.requests
				.filter((request) => request.path === '/shipments')
				.map((request) => Number(request.query['page[number]'] ?? 1));
			const asked = reads[reads.length - 1] ?? 1;
			const places = stopped.map((id) => {
				let place = 0;
				for (const shipment of state.shipments) {
					if (shipment.id === id) break;
					if (shipment.attributes.line_tracking_stopped_at === null) place++;
				}
				return place;
			});
			if (reads.length <= 1) {
				where.unseen += stopped.length;
				return;
			}
			if (reads.slice(0, -1).some((page) => page >= asked)) {
				where.inStepBack += stopped.length;
				return;
			}
			const ahead = places.filter((place) => place >= (asked - 1) * 100).length;
			where.ahead += ahead;
			where.behind += stopped.length - ahead;
			where.extra += ahead > 0 ? 2 : 1;
		},
	});
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
						containersToRead: 'tracked',
					},
				},
			],
		});
		const wallMs = performance.now() - t0;
		const node = result.nodes[NODE_NAME];
		const stopped = new Set(movement.stopped);
		const throughout = new Set(
			mock.state.shipments
				.filter((shipment) => !stopped.has(shipment.id))
				.flatMap((shipment) => shipment.relationships.containers.data.map((ref) => ref.id)),
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
			stopsUnseen: where.unseen,
			stopsInStepBack: where.inStepBack,
			stopsBehind: where.behind,
			stopsAhead: where.ahead,
			lowerBound: Math.ceil(shipments / 100) + where.extra,
			refreshes: movement.refreshed.length,
			throughout: throughout.size,
			out: ids.length,
			missing: [...throughout].filter((id) => !distinct.has(id)).length,
			repeated: ids.length - distinct.size,
			failures: node?.error
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

const extra = (run: ShrinkingRun): number => (run.requests - run.floorRequests) / run.floorRequests;
const lostNothing = (run: ShrinkingRun): boolean =>
	run.missing === 0 && run.repeated === 0 && run.failures.length === 0;

function describeRun(run: ShrinkingRun): string {
	return (
		`${run.requests} requests (floor ${run.floorRequests}, ${(100 * extra(run)).toFixed(1)} % extra), ${seconds(run.wallMs)}, ${ratio(run.wallMs / run.floorMs)} its floor; ` +
		`${run.stops} stops (${run.stopsUnseen} at the first request, ${run.stopsInStepBack} in a step back, ${run.stopsBehind} behind, ${run.stopsAhead} ahead: at least ${run.lowerBound} requests), ${run.refreshes} refreshes; ${run.throughout} tracked throughout, ${run.missing} missing, ${run.repeated} repeated; ${run.failures.length} failures`
	);
}

async function measure(options: RunOptions): Promise<ShrinkingData> {
	const shipments = options.smoke ? SMOKE_SHIPMENTS : SHIPMENTS;
	const runs: ShrinkingRun[] = [];
	for (const churn of CHURNS) {
		for (let i = 1; i <= options.runs; i++) {
			options.log(
				`  run ${i}/${options.runs}, ${churn.label} churn: the tracked read of ${shipments} shipments`,
			);
			const run = await readOnce(shipments, churn, options.log);
			options.log(`  ${describeRun(run)}`);
			runs.push(run);
		}
	}
	return {
		shipments,
		containers: Math.round((shipments * (100 + TWO_CONTAINERS_PER_HUNDRED)) / 100),
		runs,
	};
}

function summarize(data: ShrinkingData): ReturnType<Scenario<ShrinkingData>['summarize']> {
	return {
		target: `every container tracked throughout once; extra requests ≤ ${TARGET_EXTRA * 100} % at the projected churn`,
		result: data.runs
			.map(
				(run) =>
					`${run.churn.label} churn: ${run.missing} missing, ${run.repeated} repeated, ${run.requests} requests for a floor of ${run.floorRequests} (${(100 * extra(run)).toFixed(1)} % extra)`,
			)
			.join('; '),
		met:
			data.runs.every(lostNothing) &&
			data.runs
				.filter((run) => run.churn.label === 'projected')
				.every((run) => extra(run) <= TARGET_EXTRA),
	};
}

/** What a stop costs at least, for any reader of 100-pages that learns of stops from `meta.total`, and what this run's stops cost. */
function costParagraphs(data: ShrinkingData): string[] {
	const projected = CHURNS[0];
	const floor = Math.ceil(data.shipments / 100);
	const stops = floor / projected.stopEvery;
	const percent = (requests: number) => `${((100 * requests) / floor).toFixed(1)} %`;
	const run = data.runs.find((candidate) => candidate.churn.label === projected.label);
	const drawn =
		run?.lowerBound === undefined
			? []
			: [
					`This run's projected read drew ${run.stops} stops: ${run.stopsUnseen} at its first request (no total before it, so no drop), ${run.stopsInStepBack} while a step back was under way, ` +
						`${run.stopsBehind} behind the reader and ${run.stopsAhead} ahead of it, so at least ${floor} + ${run.lowerBound - floor} = ${run.lowerBound} requests ` +
						`(${percent(run.lowerBound - floor)} extra); it took ${run.requests} (${percent(run.requests - floor)}).`,
				];
	return [
		'**The least a stop costs.** A stop shows as a drop of `meta.total` between two pages: page k says the list lost d shipments since page k − 1, ' +
			'the request before it. For any reader that learns of stops from the total, reads the list in pages of 100, and settles a drop before it reads on:',
		'',
		'1. **Every drop seen on a page read for the first time costs at least one request.** If the stop stood behind the reader, the first shipment of page k as it was before moved onto ' +
			'the last place of page k − 1, unread, and the total cannot say whether the stop was behind or ahead. The only page of 100 that holds that ' +
			'place is page k − 1, which holds nothing of page k + 1 or after: one request that moves the read no further.',
		'2. **A drop whose page k − 1, read again, shows what it showed costs two.** That is what a stop ahead of the reader looks like (B). A stop ' +
			'behind it (A), then, before page k − 1 is read again, a new shipment at the front (which pushes everything back one place) and another stop ' +
			'ahead (which keeps the total), show exactly the same: page k − 1 as it was, the total of page k. In A the shipment pulled onto page k − 1 ' +
			'was pushed back to the first place of page k, unread, so page k must be read again; a reader cannot tell B from A, so it reads page k again ' +
			'in B too.',
		'',
		`So a stop behind the reader costs at least one request and a stop ahead at least two. At the projected rate, ${floor} requests × 1/${projected.stopEvery} = ` +
			`${stops} stops: at least ${stops} extra requests (${percent(stops)}) by (1) alone. A stop falls anywhere in the list and the reader is on average halfway ` +
			`through it, so about half the stops are ahead: ${stops} × 1.5 = ${stops * 1.5} extra (${percent(stops * 1.5)}) by (1) and (2). The 3 % target is out of reach. ` +
			'The pager pays that least: the page before, read again, showing its last shipment exactly d places earlier with the total unchanged since page k, ' +
			'shows page k as it was read (the argument: docs/rate-limits.md), so a stop behind costs one request and a stop ahead two. ' +
			'The lower bound column counts, for the stops the run drew, one request for each first reading of a page that saw only stops behind and two for one ' +
			'that saw a stop ahead (on the page asked for at its arrival or after it); a stop while a step back is under way counts none, as the pages being read ' +
			'again can find what it moved, and neither does one at the first request.',
		...(drawn.length > 0 ? ['', ...drawn] : []),
		'',
		'At ten times the churn a stop meets about every other page, and a step back can meet another; the read still ends with every ' +
			'container tracked throughout, once, within its bound (three more readings of the list). ' +
			'The ÷ floor is against ⌊(requests − 1) / 100⌋ × 60 s for the requests made.',
	];
}

function render(data: ShrinkingData): string {
	return [
		`${data.shipments.toLocaleString('en-US')} shipments still tracked holding ${data.containers.toLocaleString('en-US')} containers (1.72 each), ` +
			"read by Container → Get Many (version 2, Return All, Containers to Read: Only Containers Still Tracked) at the API's real limit, " +
			'from `/shipments?filter[tracking_stopped]=false&include=containers`, listed by creation (newest first), so a refresh moves no shipment. ' +
			'Shipments stop at random positions while the list is read (each request draws whether one stops, at the rate shown): each leaves the list where it stood.',
		'',
		'| Churn | Requests | Floor (requests) | Extra | Lower bound for the stops drawn | Wall | ÷ floor | Stops (at the first request / in a step back / behind / ahead) | Refreshes | Tracked throughout | Missing | Repeated | Failures |',
		'|---|---|---|---|---|---|---|---|---|---|---|---|---|',
		...data.runs.map((run) =>
			[
				'',
				`${run.churn.label}: ${run.churn.refreshesPerRequest} refresh a request, a stop every ${run.churn.stopEvery} requests`,
				String(run.requests),
				String(run.floorRequests),
				`${(100 * extra(run)).toFixed(1)} %`,
				run.lowerBound === undefined
					? '–'
					: `${run.lowerBound} (${(100 * ((run.lowerBound - run.floorRequests) / run.floorRequests)).toFixed(1)} %)`,
				seconds(run.wallMs),
				ratio(run.wallMs / run.floorMs),
				run.stopsAhead === undefined
					? String(run.stops)
					: `${run.stops} (${run.stopsUnseen} / ${run.stopsInStepBack} / ${run.stopsBehind} / ${run.stopsAhead})`,
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
		...costParagraphs(data),
	].join('\n');
}

export const shrinkingList: Scenario<ShrinkingData> = {
	name: 'shrinking-list',
	title:
		'10. A list that shrinks while it is read: the tracked read of 17,000 shipments while shipments stop',
	defaultRuns: 1,
	unavailable: () => null,
	measure,
	summarize,
	render,
};
