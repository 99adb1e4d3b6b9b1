/**
 * Shared by the action-node integration tests: a fresh mock API per test, the node run through
 * n8n's engine against it, and a seed whose containers are built from a plan, so filter tests
 * know what should match from the plan rather than by re-deriving it from the API's fields.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { forgetLimiters } from '../support/processState';
import type { NodeRun, TestCredentials } from '../harness/engine';
import { runWorkflow } from '../harness/engine';
import {
	linkContainers,
	localMidnightUtc,
	makeContainer,
	makeShipment,
	makeTerminal,
	SEED,
} from '../mock/fixtures';
import type { ContainerStatus, TerminalHold } from '../mock/resources';
import type { MockApi, StartMockOptions } from '../mock/server';
import { startMockApi } from '../mock/server';
import type { MockState } from '../mock/state';
import { mockUuid } from '../mock/state';

export interface MockContext {
	mock: MockApi;
	credentials: TestCredentials;
	/** Runs the Terminal49 node once over `inputItems` (default one empty item). */
	run(
		parameters: INodeParameters,
		options?: {
			inputItems?: IDataObject[];
			continueOnFail?: boolean;
			credentials?: TestCredentials;
			typeVersion?: number;
			timezone?: string;
		},
	): Promise<NodeRun & { status: string }>;
	/** Requests that reached the mock, as "METHOD /path", in order. */
	calls(): string[];
}

/** Registers beforeEach/afterEach that start and stop a mock; read the fields inside tests. */
export function useMockApi(options: StartMockOptions = {}): MockContext {
	const context = {} as MockContext;
	beforeEach(async () => {
		forgetLimiters();
		context.mock = await startMockApi(options);
		context.credentials = { apiKey: context.mock.apiKey, baseUrl: context.mock.url };
	});
	afterEach(async () => {
		await context.mock.close();
	});
	context.run = async (parameters, runOptions = {}) => {
		const result = await runWorkflow({
			credentials: runOptions.credentials ?? context.credentials,
			inputItems: runOptions.inputItems,
			timezone: runOptions.timezone,
			nodes: [
				{
					parameters,
					continueOnFail: runOptions.continueOnFail,
					typeVersion: runOptions.typeVersion,
				},
			],
		});
		return { ...result.nodes['Node 1'], status: result.status };
	};
	context.calls = () => context.mock.requests.map((r) => `${r.method} ${r.path}`);
	return context;
}

export const ids = (run: NodeRun): string[] => run.items.map((item) => item.json.id as string);

/** Run options for node version 2. */
export const v2 = { typeVersion: 2 };
/** A resource locator's value, as the editor saves it: `rl('number', 'MSKU2431002')`. */
export const rl = (mode: string, value: string) => ({ __rl: true, mode, value });
/** A resource locator set By ID. */
export const byId = (id: string) => rl('id', id);

/** Custom Field → Update with one spreadsheet row per item: the slug and the value come from the item, as text. */
export const updateFromItem = (
	entityType = 'trackingRequest',
	entityId: string = SEED.trackingRequestIds[0],
) => ({
	resource: 'customField',
	operation: 'update',
	entityType,
	entityId,
	apiSlug: '={{ $json.slug }}',
	value: '={{ $json.value }}',
});

/** The values the PATCHes of a run's custom-field writes carried, in order: what a user would find written. */
export const patchedValues = (api: MockContext): unknown[] =>
	api.mock.requests
		.filter((r) => r.method === 'PATCH')
		.map((r) => (r.body as { data: { attributes: IDataObject } }).data.attributes.value);

/** A case of `itRefusesBeforeAnyRequest`: its title, the node's parameters, and what the error says. */
export type RefusedCase = [title: string, parameters: INodeParameters, message: string];

/**
 * One test a case: version 2 of the node, run with these parameters, fails with the message and
 * sends nothing. The values come from expressions, which the editor cannot check as it checks
 * typed ones.
 */
export function itRefusesBeforeAnyRequest(api: MockContext, cases: RefusedCase[]): void {
	it.each(cases)('%s', async (_title, parameters, message) => {
		const run = await api.run(parameters, v2);
		expect(run.error?.message).toContain(message);
		expect(api.mock.requests).toHaveLength(0);
	});
}

// ---------------------------------------------------------------------------------------------
// a planned account for the filters

/** Zones with no daylight saving, so tests can work out local dates by plain offset arithmetic. */
export const PLAN_ZONES = [
	{ zone: 'Asia/Tokyo', offsetHours: 9 },
	{ zone: 'Pacific/Honolulu', offsetHours: -10 },
] as const;

const STATUSES: readonly ContainerStatus[] = [
	'available',
	'not_available',
	'on_ship',
	'grounded',
	'picked_up',
];
const HOLD: TerminalHold = { name: 'customs', status: 'hold', description: 'CBP exam' };
const PENDING: TerminalHold = { name: 'freight', status: 'pending', description: null };

export interface PlannedContainer {
	id: string;
	index: number;
	shipmentId: string;
	zone: (typeof PLAN_ZONES)[number];
	/** Last free day as local days from today; null: no LFD. */
	lfdInDays: number | null;
	status: ContainerStatus;
	available: boolean | null;
	/** A hold in force (a pending one doesn't count). */
	held: boolean;
}

/**
 * `count` containers, 10 per shipment, in the list's order. Container i: zone alternates
 * Tokyo/Honolulu; LFD cycles -3..+10 days, every 15th has none; status cycles five values; every
 * 7th has a hold, the one after it only a pending one.
 */
export function planContainers(count: number): PlannedContainer[] {
	return Array.from({ length: count }, (_, index) => {
		const status = STATUSES[index % STATUSES.length];
		return {
			id: mockUuid('container', 0x1000 + index),
			index,
			shipmentId: mockUuid('shipment', 0x1000 + Math.floor(index / 10)),
			zone: PLAN_ZONES[index % 2],
			lfdInDays: index % 15 === 14 ? null : (index % 15) - 3,
			status,
			available: status === 'on_ship' ? null : status === 'available',
			held: index % 7 === 0,
		};
	});
}

export function seedPlan(plan: PlannedContainer[], now = Date.now()): (state: MockState) => void {
	return (state) => {
		const terminal = makeTerminal({}, { id: mockUuid('terminal', 1) });
		state.terminals.push(terminal);
		const shipments = new Map<string, ReturnType<typeof makeShipment>>();
		for (const planned of plan) {
			let shipment = shipments.get(planned.shipmentId);
			if (!shipment) {
				shipment = makeShipment(
					{ pod_timezone: planned.zone.zone },
					{ id: planned.shipmentId, podTerminalId: terminal.id },
				);
				shipments.set(planned.shipmentId, shipment);
				state.shipments.push(shipment);
			}
			const lfd =
				planned.lfdInDays === null
					? null
					: localMidnightUtc(now, planned.lfdInDays, planned.zone.zone);
			const container = makeContainer(
				{
					current_status: planned.status,
					availability_known: planned.available !== null,
					available_for_pickup: planned.available,
					holds_at_pod_terminal: planned.held ? [HOLD] : planned.index % 7 === 1 ? [PENDING] : [],
					pickup_lfd: lfd,
					pod_timezone: planned.zone.zone,
				},
				{ id: planned.id, shipmentId: shipment.id, podTerminalId: terminal.id },
			);
			linkContainers(shipment, [container]);
			state.containers.push(container);
		}
	};
}

/** The local calendar date, `days` from today, in a zone without daylight saving. */
export function localDateIn(
	zone: (typeof PLAN_ZONES)[number],
	days: number,
	now = Date.now(),
): string {
	return new Date(now + zone.offsetHours * 3_600_000 + days * 86_400_000)
		.toISOString()
		.slice(0, 10);
}
