import type { IDataObject, INodeExecutionData, INodePropertyOptions, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { IncludedIndex, JsonApiResource } from '../shared/jsonapi';
import { textList } from '../shared/helpers/readers/list';
import { ownEntry } from '../shared/helpers/ownEntry';
import { flattenResource, indexIncluded } from '../shared/jsonapi';
import type { OutputChoice } from '../shared/output';
import { readTriggerChoice, shapeTriggerItem } from '../shared/output';
import { terminal49RequestPages } from '../shared/transport';
import { readTrackedContainers } from '../shared/lookups/trackedContainers';
import { optionMatcher, readOption } from '../shared/helpers/readers/option';
import type { LfdField } from '../shared/catalogue/events';
import { LFD_EVENT_BY_FIELD, LFD_FIELDS, POLL_EVENTS } from '../shared/catalogue/events';
import type { Change } from './changes';
import { changesBetween, CREATED_EVENT, FORGOTTEN, isNew, nextFingerprints, sameFingerprints } from './changes';
import { pack, snapshotOf, unpack } from './fingerprint';

/** Containers watched at most: about 2 MB of static data, 300 requests (3 minutes at the rate limit) per poll. */
export const MAX_WATCHED_CONTAINERS = 30_000;
/** Polls in a row a container may go unseen before it is forgotten. */
export const MAX_MISSES = 3;
/** Containers created this long before the trigger started watching still count as new, for clocks that disagree. */
export const WATCH_MARGIN_MS = 2 * 60_000;
/** Containers read for the editor's "Fetch Test Event": one request. */
const SAMPLE_SIZE = 25;
const STATE_VERSION = 1;

const NO_INCLUDED: IncludedIndex = new Map();
/** What version 2 includes with each container, at no extra request: its shipment (bill of lading, refs) and POD terminal. */
const RELATED_INCLUDE = 'shipment,pod_terminal';

/** Poll nodes (by workflow and node) that have polled in this process since it started. */
const started = new Set<string>();
/** Polls under way in this process: a poll that finds its predecessor still walking skips. */
const running = new Set<string>();

/** Tests start each case as a fresh n8n process would. */
export function forgetPollsInProcess(): void {
	started.clear();
	running.clear();
}

interface WatchState {
	watchingSinceMs: number;
	/** Absent until the first walk has recorded the baseline. */
	fingerprints?: Record<string, unknown>;
}

function readState(staticData: IDataObject): WatchState | undefined {
	if (staticData.version !== STATE_VERSION || typeof staticData.watchingSince !== 'string') return undefined;
	const watchingSinceMs = Date.parse(staticData.watchingSince);
	if (Number.isNaN(watchingSinceMs)) return undefined;
	const fingerprints = staticData.containers;
	return typeof fingerprints === 'object' && fingerprints !== null
		? { watchingSinceMs, fingerprints: fingerprints as Record<string, unknown> }
		: { watchingSinceMs };
}

function startWatching(staticData: IDataObject, now: number): WatchState {
	staticData.version = STATE_VERSION;
	staticData.watchingSince = isoSeconds(now - WATCH_MARGIN_MS);
	delete staticData.containers;
	return { watchingSinceMs: now - WATCH_MARGIN_MS };
}

function isoSeconds(ms: number): string {
	return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The zone a last free day is local to, as the API documents each field. */
function timezoneOf(field: LfdField, container: IDataObject): string | null {
	const pod = typeof container.pod_timezone === 'string' ? container.pod_timezone : null;
	const destination = typeof container.final_destination_timezone === 'string' ? container.final_destination_timezone : null;
	return field === 'pickup_lfd_rail' || field === 'pickup_lfd_line' ? (destination ?? pod) : (pod ?? destination);
}

/** One output item, in the webhook trigger's simplified shape (`changes` and `lfd` as it adds them). */
function itemFor(event: string, container: IDataObject, detectedAt: string, change?: Change): IDataObject {
	const item: IDataObject = { event, notification_id: null, created_at: detectedAt, container };
	if (!change) return item;
	if (change.field !== 'current_status') {
		item.lfd = { field: change.field, value: change.current, timezone: timezoneOf(change.field, container) };
	}
	item.changes = { [change.field]: { previous: change.previous, current: change.current } };
	return item;
}

/**
 * The same change seen again gives the same id, so Remove Duplicates (or any dedupe on
 * notification_id) works as with webhook deliveries; version 1 leaves it null.
 */
export function pollNotificationId(event: string, containerId: string, change?: Change): string {
	return change ? `${event}:${containerId}:${change.previous ?? ''}>${change.current ?? ''}` : `${event}:${containerId}`;
}

/** Version 2's Output: the container shaped (Simplified, All Fields with demurrage) or as the API sent it (Raw). */
function present(item: IDataObject, resource: JsonApiResource, choice: OutputChoice, change?: Change): IDataObject {
	if (choice.nodeVersion < 2) return item;
	const identified = { ...item, notification_id: pollNotificationId(String(item.event), resource.id, change) };
	if (choice.mode === 'raw') return { ...identified, container: { ...resource } as IDataObject };
	return shapeTriggerItem(identified, choice);
}

function selectedEvents(this: IPollFunctions): Set<string> {
	const list = textList(this.getNode(), this.getNodeParameter('events', []), 'Events');
	const unknown = list.filter((event) => !POLL_EVENTS.includes(event));
	if (list.length === 0 || unknown.length > 0) {
		throw new NodeOperationError(
			this.getNode(),
			list.length === 0 ? 'No event is selected' : `Events: ${unknown.map((e) => `"${e}"`).join(', ')} cannot be polled for`,
			{ description: `Choose one or more of: ${POLL_EVENTS.join(', ')}.` },
		);
	}
	return new Set(list);
}

/**
 * The editor's "Fetch Test Event": up to one item per selected event, built from the account's
 * current containers as if each had just changed (previous: null), so the next nodes can be
 * mapped. One request; the trigger's memory is neither read nor written.
 */
async function sample(this: IPollFunctions, events: Set<string>, choice: OutputChoice): Promise<INodeExecutionData[][]> {
	const withRelated = choice.nodeVersion >= 2;
	const { data, included } = await terminal49RequestPages.call(this, {
		path: '/containers',
		qs: withRelated ? { include: RELATED_INCLUDE } : undefined,
		limit: SAMPLE_SIZE,
	});
	const related = withRelated ? indexIncluded(included) : NO_INCLUDED;
	const detectedAt = isoSeconds(Date.now());
	const items: IDataObject[] = [];
	for (const event of POLL_EVENTS.filter((e) => events.has(e))) {
		const field = LFD_FIELDS.find((f) => LFD_EVENT_BY_FIELD[f] === event);
		for (const container of data) {
			const snapshot = snapshotOf(container.attributes);
			const current = field ? snapshot.lfd[field] : snapshot.status;
			if (event !== CREATED_EVENT && current === null) continue;
			const flat = flattenResource(container, related);
			const change: Change | undefined =
				event === CREATED_EVENT ? undefined : { event, field: field ?? 'current_status', previous: null, current };
			items.push(present(itemFor(event, flat, detectedAt, change), container, choice, change));
			break;
		}
	}
	if (items.length === 0) {
		throw new NodeOperationError(this.getNode(), 'No container in this account fits the selected events yet, so there is no sample to show', {
			description: 'Active, the trigger starts the workflow when a container changes. Terminal49 lists containers once it tracks a shipment.',
		});
	}
	return [items.map((json) => ({ json }))];
}

/**
 * One poll: reads the account's containers page by page (100 a page, through the key's shared
 * rate limiter), compares each with its fingerprint from the last poll, and returns one item per
 * change of a selected event, or null when there is none.
 *
 * The first poll in this n8n process is the one n8n runs, and waits for, when the workflow is
 * activated or n8n starts: it only proves the credential with one request and, the first time,
 * notes when the trigger started watching, so activating on a large account does not wait for
 * hundreds of requests. The reading starts at the next poll; the first reading records a
 * baseline and announces nothing but containers created since the trigger started watching.
 */
export async function pollContainers(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const events = selectedEvents.call(this);
	const choice = readTriggerChoice.call(this, true);
	if (this.getMode() === 'manual') return await sample.call(this, events, choice);

	const key = `${this.getWorkflow().id ?? ''}:${this.getNode().id ?? this.getNode().name}`;
	if (!started.has(key)) {
		await terminal49RequestPages.call(this, { path: '/containers', limit: 1 });
		const staticData = this.getWorkflowStaticData('node');
		if (!readState(staticData)) startWatching(staticData, Date.now());
		started.add(key);
		return null;
	}
	if (running.has(key)) {
		this.logger.warn(
			'Terminal49 Polling Trigger: the previous poll is still reading the account, so this one was skipped. Poll less often.',
		);
		return null;
	}
	running.add(key);
	try {
		return await walk.call(this, events, choice);
	} finally {
		running.delete(key);
	}
}

/**
 * Each container read goes to `each`, once, with the records of its page it points to (its
 * shipment and POD terminal, when `withRelated`); true from `each` ends the read. Resolves to
 * whether the read reached the end.
 */
type ContainerRead = (
	this: IPollFunctions,
	each: (container: JsonApiResource, related: IncludedIndex) => boolean,
	withRelated: boolean,
) => Promise<boolean>;

/**
 * Every container of the account, the most recently refreshed first. `keep` sees each container
 * once, as its page arrives, and keeps none, so 30,000 of them never sit in memory together (nor
 * their shipments: each page's are indexed for its own containers only); the one it keeps past
 * the cap ends the walk (limit 1) without reading the pages behind.
 */
const readAll: ContainerRead = async function (each, withRelated) {
	const { complete } = await terminal49RequestPages.call(this, {
		path: '/containers',
		qs: withRelated ? { include: RELATED_INCLUDE } : undefined,
		collectIncluded: false,
		limit: 1,
		keep: (container, _page, included) => each(container, included()),
	});
	return complete;
};

/** The containers of the shipments still tracked, each once, streamed the same way. */
const readTracked: ContainerRead = async function (each, withRelated) {
	const { complete } = await readTrackedContainers.call(this, {
		include: withRelated ? ['pod_terminal'] : [],
		each: (container, _shipment, related) => each(container, related),
	});
	return complete;
};

/** Version 2's Watch: which containers a poll reads. */
export const WATCH_OPTIONS: INodePropertyOptions[] = [
	{
		name: 'Containers Still Tracked',
		value: 'tracked',
		description:
			'The containers of the shipments Terminal49 still tracks: one request per 100 shipments. Once a shipment’s tracking stops, its containers’ LFDs no longer change and they are no longer watched.',
	},
	{
		name: 'All Containers',
		value: 'all',
		description: 'Every container of the account, history included: one request per 100 containers, at most 30,000 watched',
	},
];
const WATCH_MATCHER = optionMatcher(WATCH_OPTIONS);

/** What a poll reads: version 2's Watch, read as every option is; version 1 reads every container, as it always did. */
function watchedContainers(this: IPollFunctions): 'tracked' | 'all' {
	if (this.getNode().typeVersion < 2) return 'all';
	const watch = this.getNodeParameter('watch', 'tracked');
	const chosen = readOption(this.getNode(), WATCH_MATCHER, watch, { parameter: 'Watch', one: 'which containers to watch', fix: 'Choose one in the node, or give one of those values in the expression.' });
	return chosen === 'all' ? 'all' : 'tracked';
}

async function walk(this: IPollFunctions, events: Set<string>, choice: OutputChoice): Promise<INodeExecutionData[][] | null> {
	const watched = watchedContainers.call(this);
	const startedAt = Date.now();
	const detectedAt = isoSeconds(startedAt);
	const staticData = this.getWorkflowStaticData('node');
	const state = readState(staticData) ?? startWatching(staticData, startedAt);
	const previous = state.fingerprints ?? {};
	const baseline = state.fingerprints === undefined;
	const seen = new Map<string, string>();
	const items: IDataObject[] = [];

	// Version 2 names each container's shipment and POD terminal (no extra request); version 1's output stays as it was.
	const withRelated = choice.nodeVersion >= 2;
	const visit = (container: JsonApiResource, related: IncludedIndex): void => {
		const snapshot = snapshotOf(container.attributes);
		seen.set(container.id, pack(snapshot));
		const stored = baseline ? undefined : ownEntry(previous, container.id);
		const before = unpack(stored);
		if (!before) {
			// A container once seen and then forgotten is back, not new.
			if (stored !== FORGOTTEN && events.has(CREATED_EVENT) && isNew(container.attributes?.created_at, state.watchingSinceMs)) {
				items.push(present(itemFor(CREATED_EVENT, flattenResource(container, related), detectedAt), container, choice));
			}
			return;
		}
		const changes = changesBetween(before.snapshot, snapshot).filter((change) => events.has(change.event));
		if (changes.length === 0) return;
		const flat = flattenResource(container, related);
		for (const change of changes) items.push(present(itemFor(change.event, flat, detectedAt, change), container, choice, change));
	};

	const complete = await (watched === 'tracked' ? readTracked : readAll).call(
		this,
		(container, related) => {
			if (seen.size >= MAX_WATCHED_CONTAINERS) return true;
			visit(container, related);
			return false;
		},
		withRelated,
	);
	if (!complete) {
		this.logger.warn(
			`Terminal49 Polling Trigger: the account has more than ${MAX_WATCHED_CONTAINERS} ${watched === 'tracked' ? 'containers in shipments still tracked' : 'containers'}; this poll watched ${MAX_WATCHED_CONTAINERS} and left the rest unread, so no container it did not reach counts as missed.`,
		);
	}

	// Written only once the whole walk succeeded: a failed poll leaves the last state for the next.
	// Misses count only when the walk reached the end of the list: a container a walk cut short
	// did not reach is out of sight, not gone.
	const next = nextFingerprints(previous, seen, {
		maxEntries: MAX_WATCHED_CONTAINERS,
		maxMisses: MAX_MISSES,
		countMisses: complete,
	});
	if (baseline || !sameFingerprints(previous, next)) staticData.containers = next;
	return items.length > 0 ? [items.map((json) => ({ json }))] : null;
}
