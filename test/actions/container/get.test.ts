import type { IDataObject } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { useMockApi, v2 } from '../setup';

/** The first container: available in Los Angeles, with an LFD-changed event besides its milestones. */
const CONTAINER = SEED.containerIds[0];
const MISSING = 'c0000000-0000-4000-8000-0000000000ff';
const op = (operation: string, extra: IDataObject = {}) => ({
	resource: 'container',
	operation,
	containerId: CONTAINER,
	...extra,
});

/** All Fields and Selected Fields: the demurrage view as one object. */
const demurrageOf = (item: { json: IDataObject }) => item.json.demurrage as IDataObject;
/** Simplified: the view's fields at the top level, among the container's. */
const simplifiedView = (item: { json: IDataObject }) => item.json;

describe('Container: Get', () => {
	const api = useMockApi();

	it('one flat record, with the shipment and terminal merged in when asked', async () => {
		const run = await api.run(op('get', { include: ['shipment', 'pod_terminal'] }));
		const stored = api.mock.state.containers[0];
		expect(run.items[0].json).toMatchObject({
			id: CONTAINER,
			number: stored.attributes.number,
			pickup_lfd: stored.attributes.pickup_lfd,
			current_status: 'available',
			shipment: { id: SEED.shipmentIds[0], bill_of_lading_number: '243891157' },
			pod_terminal: { id: SEED.terminalIds.apmPier400, name: 'APM Terminals Pier 400' },
		});
		expect(api.mock.requests[0].query).toEqual({ include: 'shipment,pod_terminal' });
	});

	it('raw: the API’s document', async () => {
		const run = await api.run(op('get', { simplify: false }));
		expect((run.items[0].json.data as IDataObject).attributes).toMatchObject({
			current_status: 'available',
		});
	});

	it('Include from an expression or a model is read as any option list: labels and text work, a list cut in half is refused before any request', async () => {
		await api.run(op('get', { include: '={{ "Shipment, POD Terminal" }}' }));
		expect(api.mock.requests[0].query).toEqual({ include: 'shipment,pod_terminal' });
		api.mock.requests.length = 0;
		const run = await api.run(op('get', { include: '={{ "[shipment" }}' }));
		expect(run.error?.message).toBe(
			'Include must be a record it can include, not "[shipment". Allowed: pod_terminal, shipment (labels and any case work too)',
		);
		expect(api.mock.requests).toEqual([]);
	});

	it('404 names the container; a container number instead of an ID never reaches the API', async () => {
		const missing = await api.run(op('get', { containerId: MISSING }));
		expect(missing.error?.message).toBe(
			`Terminal49 answered 404: Not Found: Couldn't find Container with 'id'=${MISSING}`,
		);
		expect(missing.error?.description).toMatch(`No container with id "${MISSING}"`);
		const number = await api.run(op('get', { containerId: 'MSKU2431002' }));
		expect(number.error?.message).toBe('"MSKU2431002" is not a valid Container ID');
		expect(api.mock.requests).toHaveLength(1);
	});
});

describe('Container output in version 2', () => {
	const api = useMockApi();

	it('Simplified: the fields an ops user reads, in the order read (number, status, LFD, days left, urgency, terminal, holds…), each once, ids last', async () => {
		const run = await api.run(
			{
				resource: 'container',
				operation: 'get',
				containerId: SEED.containerIds[1],
				include: ['pod_terminal', 'shipment'],
			},
			v2,
		);
		const container = api.mock.state.containers[1];
		const json = run.items[0].json;
		expect(json).toEqual({
			number: container.attributes.number,
			status_label: 'Not available for pickup',
			last_free_day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
			days_left: 1,
			urgency: 'imminent',
			urgency_label: 'Imminent',
			terminal: 'APM Terminals Pier 400',
			holds: ['customs'],
			pending_holds: [],
			available_for_pickup: false,
			location_at_pod_terminal: null,
			pickup_appointment_at: null,
			bill_of_lading: '243891157',
			ref_numbers: api.mock.state.shipments[0].attributes.ref_numbers,
			equipment: "40' high cube dry",
			status: 'not_available',
			lfd_source: 'terminal',
			lfd_timezone: 'America/Los_Angeles',
			unknown_reason: null,
			pod_discharged_at: container.attributes.pod_discharged_at,
			terminal_checked_at: container.attributes.terminal_checked_at,
			id: SEED.containerIds[1],
			shipment_id: SEED.shipmentIds[0],
		});
		// the order is the table's column order
		expect(Object.keys(json).slice(0, 8)).toEqual([
			'number',
			'status_label',
			'last_free_day',
			'days_left',
			'urgency',
			'urgency_label',
			'terminal',
			'holds',
		]);
		expect(Object.keys(json).length).toBeLessThanOrEqual(25);
		expect(json).not.toHaveProperty('demurrage');
	});

	it('Include defaults to the POD terminal and the shipment, in the same one request, so terminal and bill of lading are filled; version 1 includes nothing', async () => {
		const run = await api.run(
			{ resource: 'container', operation: 'get', containerId: SEED.containerIds[1] },
			v2,
		);
		expect(api.mock.requests.map((request) => [request.path, request.query.include])).toEqual([
			[`/containers/${SEED.containerIds[1]}`, 'pod_terminal,shipment'],
		]);
		expect(run.items[0].json).toMatchObject({
			terminal: 'APM Terminals Pier 400',
			bill_of_lading: '243891157',
		});
		api.mock.requests.length = 0;
		const none = await api.run(
			{ resource: 'container', operation: 'get', containerId: SEED.containerIds[1], include: [] },
			v2,
		);
		expect(api.mock.requests[0].query.include).toBeUndefined();
		expect(none.items[0].json).toMatchObject({ terminal: null, bill_of_lading: null });
		api.mock.requests.length = 0;
		await api.run(
			{ resource: 'container', operation: 'get', containerId: SEED.containerIds[1] },
			{ typeVersion: 1 },
		);
		expect(api.mock.requests[0].query.include).toBeUndefined();
	});

	it('Imminent Within Days moves the line between imminent and ok', async () => {
		const run = await api.run(
			{
				resource: 'container',
				operation: 'get',
				containerId: SEED.containerIds[4],
				imminentDays: 7,
			},
			v2,
		);
		expect(simplifiedView(run.items[0])).toMatchObject({ days_left: 7, urgency: 'imminent' });
		const bad = await api.run(
			{
				resource: 'container',
				operation: 'get',
				containerId: SEED.containerIds[4],
				imminentDays: -1,
			},
			v2,
		);
		expect(bad.error?.message).toBe(
			'Imminent Within Days must be a whole number of days, 0 or more, not -1',
		);
		expect(api.mock.requests).toHaveLength(1);
	});

	it('All Fields: every attribute flat, and demurrage', async () => {
		const run = await api.run(
			{
				resource: 'container',
				operation: 'get',
				containerId: SEED.containerIds[0],
				output: 'allFields',
			},
			v2,
		);
		const { attributes } = api.mock.state.containers[0];
		expect(run.items[0].json).toMatchObject({
			...JSON.parse(JSON.stringify(attributes)),
			demurrage: { urgency: 'imminent', urgency_label: 'Imminent', days_left: 2 },
		});
		// the label sits beside the code it reads
		const keys = Object.keys(run.items[0].json.demurrage as object);
		expect(keys[keys.indexOf('urgency') + 1]).toBe('urgency_label');
	});

	it('Selected Fields can pick demurrage', async () => {
		const run = await api.run(
			{
				resource: 'container',
				operation: 'get',
				containerId: SEED.containerIds[0],
				output: 'selectedFields',
				fields: ['number', 'demurrage'],
			},
			v2,
		);
		expect(Object.keys(run.items[0].json)).toEqual(['id', 'number', 'demurrage']);
		expect(demurrageOf(run.items[0]).urgency).toBe('imminent');
	});

	it('Raw is the API’s document, without anything computed', async () => {
		const run = await api.run(
			{ resource: 'container', operation: 'get', containerId: SEED.containerIds[0], output: 'raw' },
			v2,
		);
		expect(run.items[0].json).not.toHaveProperty('demurrage');
		expect(run.items[0].json.data).not.toHaveProperty('demurrage');
	});

	it('a container of a shipment whose tracking stopped: urgency unknown, when the shipment is included', async () => {
		const container = api.mock.state.containers[10];
		container.attributes.current_status = 'available';
		container.attributes.empty_terminated_at = null;
		container.attributes.pod_full_out_at = null;
		const withShipment = await api.run(
			{ resource: 'container', operation: 'get', containerId: container.id, include: ['shipment'] },
			v2,
		);
		expect(simplifiedView(withShipment.items[0])).toMatchObject({
			urgency: 'unknown',
			unknown_reason: 'tracking_stopped',
		});
	});
});

describe('A last free day written without an offset is a wall time in its own zone', () => {
	const api = useMockApi();
	/** Container 1, at a New York terminal, with only a terminal LFD written as `lfd`. */
	const withLfd = (lfd: string) => {
		const container = api.mock.state.containers[1];
		Object.assign(container.attributes, {
			pod_timezone: 'America/New_York',
			final_destination_timezone: null,
			pickup_lfd: lfd,
			import_deadlines: { pickup_lfd_terminal: lfd, pickup_lfd_line: null, pickup_lfd_rail: null },
		});
		return container.id;
	};
	// An expression makes n8n set luxon's default zone to the workflow's Timezone.
	const getIn = async (id: string, timezone: string) =>
		await api.run(
			{ resource: 'container', operation: 'get', containerId: `={{ "${id}" }}` },
			{ ...v2, timezone },
		);

	it.each([
		['T', '2026-11-22T00:30:00'],
		['a space for the T', '2026-11-22 00:30:00'],
		['a lower-case t and minutes only', '2026-11-22t00:30'],
		['an ISO week date', '2026-W47-7T00:30:00'],
		['an ordinal date', '2026-326T00:30:00'],
		['an offset of its own, which wins', '2026-11-22T00:30:00-05:00'],
	])(
		'%s: the day is the same in a workflow set to Tokyo, to Honolulu, and again to Tokyo',
		async (_case, lfd) => {
			const id = withLfd(lfd);

			const days = [];
			for (const timezone of ['Asia/Tokyo', 'Pacific/Honolulu', 'Asia/Tokyo']) {
				const run = await getIn(id, timezone);
				expect(run.error).toBeUndefined();
				days.push([run.items[0].json.last_free_day, run.items[0].json.lfd_timezone]);
			}

			expect(days).toEqual(Array(3).fill(['2026-11-22', 'America/New_York']));
		},
	);
});

describe('Codes from the API that name what every object inherits', () => {
	const api = useMockApi();

	it.each(['constructor', 'toString', '__proto__', 'valueOf'])(
		'Simplified: an equipment height "%s" is shown as written, never as a function',
		async (height) => {
			const container = api.mock.state.containers[1];
			(container.attributes as { equipment_height: unknown }).equipment_height = height;

			const run = await api.run(
				{ resource: 'container', operation: 'get', containerId: container.id },
				v2,
			);

			expect(run.items[0].json.equipment).toEqual(expect.stringContaining(height));
			expect(String(run.items[0].json.equipment)).not.toMatch(/function|native code|\[object/);
		},
	);
});
