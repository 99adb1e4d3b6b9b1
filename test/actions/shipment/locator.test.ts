import fc from 'fast-check';

import {
	SHIPMENT_URL_REGEX,
	shipmentIdFromUrl,
} from '../../../nodes/Terminal49/actions/shipment/locator';
import { runWorkflow, TOOL_NODE_TYPE } from '../../harness/engine';
import { makeShipment } from '../../mock/fixtures';
import { mockUuid } from '../../mock/state';
import { actionNode, operationError } from '../../support/node';
import { rl, useMockApi, v2 } from '../setup';

/**
 * Version 2's record parameters as resource locators (From List, By Number, By ID, By URL), run
 * through n8n's engine against the mock; version 1's plain strings keep working.
 */

const SHIPMENT = { id: mockUuid('shipment', 1), billOfLading: '243891157' };

describe('Shipment locator', () => {
	const api = useMockApi();

	it.each([
		['version 1, a plain string', SHIPMENT.id, 1],
		['version 1, By ID', rl('id', SHIPMENT.id), 1],
		['version 2, a plain string', SHIPMENT.id, 2],
		['version 2, From List', rl('list', SHIPMENT.id), 2],
		['version 2, By ID', rl('id', SHIPMENT.id), 2],
		['version 2, By URL', rl('url', `https://app.terminal49.com/shipments/${SHIPMENT.id}`), 2],
	])('%s gets the shipment with one request', async (_, shipmentId, typeVersion) => {
		const run = await api.run(
			{ resource: 'shipment', operation: 'get', shipmentId, includeContainers: false },
			{ typeVersion },
		);
		expect(run.error).toBeUndefined();
		// Version 2's Simplified output names the field bill_of_lading.
		const billOfLading = typeVersion === 1 ? 'bill_of_lading_number' : 'bill_of_lading';
		expect(run.items[0].json).toMatchObject({
			id: SHIPMENT.id,
			[billOfLading]: SHIPMENT.billOfLading,
		});
		expect(api.calls()).toEqual([`GET /shipments/${SHIPMENT.id}`]);
	});

	describe('By URL acts on the shipment the URL opens in a browser', () => {
		const OTHER = mockUuid('shipment', 2);
		const detour = `https://app.terminal49.com/shipments/${OTHER}/../${SHIPMENT.id}`;

		it('in a workflow: Stop Tracking stops the shipment after the ../, not the one before it', async () => {
			const run = await api.run(
				{ resource: 'shipment', operation: 'stopTracking', shipmentId: rl('url', detour) },
				v2,
			);
			expect(run.error).toBeUndefined();
			expect(api.calls()).toEqual([`PATCH /shipments/${SHIPMENT.id}/stop_tracking`]);
		});

		it('as a tool, with the URL a model was handed', async () => {
			const parameters = {
				resource: 'shipment',
				operation: 'get',
				shipmentId: rl('url', `={{ "${detour}" }}`),
				includeContainers: false,
			};
			const tool = (
				await runWorkflow({
					credentials: api.credentials,
					nodes: [{ parameters, type: TOOL_NODE_TYPE, typeVersion: 2 }],
				})
			).nodes['Node 1'];
			expect(tool.error).toBeUndefined();
			expect(tool.items[0].json).toMatchObject({ id: SHIPMENT.id });
			expect(api.calls()).toEqual([`GET /shipments/${SHIPMENT.id}`]);
		});

		it('a URL that names two shipments is refused before anything is changed', async () => {
			const run = await api.run(
				{
					resource: 'shipment',
					operation: 'update',
					shipmentId: rl(
						'url',
						`https://app.terminal49.com/shipments/${SHIPMENT.id}/shipments/${OTHER}`,
					),
					updateFields: { tags: 'x' },
				},
				v2,
			);
			expect(run.error?.message).toMatch(
				new RegExp(
					`is not a Terminal49 shipment URL: it names 2 shipments \\(${SHIPMENT.id}, ${OTHER}\\)$`,
				),
			);
			expect(run.error?.description).toMatch(/switch the field to "By ID"/);
			expect(api.mock.requests).toHaveLength(0);
		});
	});

	it.each([
		['a bill of lading', ' 243891157 ', '243891157', SHIPMENT.id],
		['a bill of lading in lower case', 'meduq1234567', 'MEDUQ1234567', mockUuid('shipment', 2)],
	])(
		'By Number (%s) looks it up with the documented `number` filter, then acts',
		async (_, given, sent, id) => {
			const run = await api.run(
				{ resource: 'shipment', operation: 'stopTracking', shipmentId: rl('number', given) },
				v2,
			);
			expect(run.error).toBeUndefined();
			expect(api.mock.requests.map((r) => [r.method, r.path, r.query])).toEqual([
				['GET', '/shipments', { number: sent }],
				['PATCH', `/shipments/${id}/stop_tracking`, {}],
			]);
		},
	);

	it('names the number when no shipment has it, before anything is changed', async () => {
		const run = await api.run(
			{ resource: 'shipment', operation: 'stopTracking', shipmentId: rl('number', 'NOSUCHBL1') },
			v2,
		);
		expect(run.error?.message).toBe(
			'No shipment with bill of lading or booking number NOSUCHBL1 in this Terminal49 account',
		);
		// No BL has it; nor has any tracking request (the number a booking was tracked by).
		expect(api.calls()).toEqual(['GET /shipments', 'GET /tracking_requests']);
	});

	it('lists each shipment with its carrier and port when several have the number', async () => {
		const again = makeShipment(
			{
				bill_of_lading_number: SHIPMENT.billOfLading,
				shipping_line_scac: 'MAEU',
				port_of_discharge_name: 'Oakland',
			},
			{ id: mockUuid('shipment', 0x78) },
		);
		api.mock.state.shipments.push(again);
		const run = await api.run(
			{
				resource: 'shipment',
				operation: 'update',
				shipmentId: rl('number', SHIPMENT.billOfLading),
				updateFields: { tags: 'x' },
			},
			v2,
		);
		expect(run.error?.message).toMatch(
			/^2 shipments have bill of lading or booking number 243891157: BL 243891157, MAEU, .*; ID b0000000-0000-4000-8000-000000000001 \| BL 243891157, MAEU, Oakland; ID b0000000-0000-4000-8000-000000000078$/,
		);
		expect(api.calls()).toEqual(['GET /shipments']);
	});

	it('refuses two numbers in one field before any request', async () => {
		const run = await api.run(
			{
				resource: 'shipment',
				operation: 'get',
				shipmentId: rl('number', '243891157 MEDUQ1234567'),
			},
			v2,
		);
		expect(run.error?.message).toBe(
			'"243891157 MEDUQ1234567" is not one number: it contains a space',
		);
		expect(api.mock.requests).toHaveLength(0);
	});
});

describe('shipmentIdFromUrl', () => {
	const node = actionNode(1);
	const ID = 'b0000000-0000-4000-8000-000000000002';

	it.each([
		`https://app.terminal49.com/shipments/${ID}`,
		`https://app.terminal49.com/shipments/${ID}/containers`,
		`https://app.terminal49.com/shipments/${ID}?tab=events`,
		`https://api.terminal49.com/v2/shipments/${ID}`,
		`http://127.0.0.1:4010/v2/shipments/${ID}#x`,
		`  https://app.terminal49.com/shipments/${ID}  `,
	])('finds the id in %s', (url) => {
		expect(shipmentIdFromUrl(node, url, 0)).toBe(ID);
	});

	it.each([
		'https://app.terminal49.com/containers/' + ID,
		`https://app.terminal49.com/shipments/${ID.slice(0, 30)}`,
		`https://app.terminal49.com/shipments/${ID}x`,
		ID,
		'ftp://x/shipments/' + ID,
	])('refuses %s', (url) => {
		const error = operationError(() => shipmentIdFromUrl(node, url, 1));
		expect(error.message).toMatch(/is not a Terminal49 shipment URL: /);
		expect(error.description).toMatch(/"By ID"/);
	});

	const OTHER = 'b0000000-0000-4000-8000-0000000000aa';

	it.each([
		[`https://app.terminal49.com/shipments/${OTHER}/../${ID}`, ID],
		[`https://app.terminal49.com/shipments/${OTHER}/%2e%2e/${ID}`, ID],
		[`https://app.terminal49.com/shipments/${OTHER}/./../../shipments/${ID}`, ID],
		[`https://app.terminal49.com\\shipments\\${ID}`, ID],
		[
			`https://app.terminal49.com/shipments/${ID}/containers/../?back=/shipments/${OTHER}#/shipments/${OTHER}`,
			ID,
		],
		[`https://app.terminal49.com/shipments/${ID}/shipments/${ID.toUpperCase()}`, ID],
	])('reads %s as a browser opens it', (url, id) => {
		expect(shipmentIdFromUrl(node, url, 0)).toBe(id);
	});

	it.each([
		[
			`https://app.terminal49.com/shipments/${ID}/shipments/${OTHER}`,
			`it names 2 shipments (${ID}, ${OTHER})`,
		],
		[`https://app.terminal49.com/shipments/${ID}/..`, 'it names no shipment'],
		[`https://app.terminal49.com/?shipment=/shipments/${ID}`, 'it names no shipment'],
		[
			`https://app.terminal49.com/shipments/${ID}x`,
			`"${ID}x" after /shipments/ is not a shipment ID`,
		],
		['https://', 'it is not an http(s) address'],
	])('refuses %s by name: %s', (url, problem) => {
		const error = operationError(() => shipmentIdFromUrl(node, url, 0));
		expect(error.message.startsWith(`"${url.slice(0, 60)}`)).toBe(true);
		expect(error.message.endsWith(`" is not a Terminal49 shipment URL: ${problem}`)).toBe(true);
		expect(error.description).toMatch(/one shipment.*"By ID"/);
	});

	const uuid = fc.uuid();
	const segment = fc.oneof(
		fc.constantFrom('..', '.', '%2e%2e', '', 'shipments', 'containers', 'v2'),
		fc.webSegment(),
		uuid,
	);
	const anyUrl = fc
		.tuple(
			fc.constantFrom(
				'https://app.terminal49.com',
				'http://127.0.0.1:4010',
				'https://api.terminal49.com/v2',
			),
			fc.array(segment, { maxLength: 8 }),
			fc.webQueryParameters(),
			fc.webFragments(),
		)
		.map(
			([origin, segments, query, fragment]) =>
				`${origin}/${segments.join('/')}?${query}#${fragment}`,
		);

	it('an id it returns is the one shipment the path a browser opens names; the query and fragment never count', () => {
		fc.assert(
			fc.property(anyUrl, (url) => {
				const opened = new URL(url).pathname.split('/');
				const named = new Set(
					opened.flatMap((part, index) =>
						part.toLowerCase() === 'shipments' && opened[index + 1]
							? [decodeURIComponent(opened[index + 1]).toLowerCase()]
							: [],
					),
				);
				let id: string | undefined;
				try {
					id = shipmentIdFromUrl(node, url, 0);
				} catch {
					id = undefined;
				}
				if (id === undefined)
					expect(named.size === 1 && /^[0-9a-f-]{36}$/.test([...named][0])).toBe(false);
				else expect([...named]).toEqual([id.toLowerCase()]);
			}),
			{ numRuns: 2000 },
		);
	});

	it('a shipment URL with anything after the id, or a detour through another id, gives that id', () => {
		fc.assert(
			fc.property(
				uuid,
				uuid,
				fc.array(fc.webSegment(), { maxLength: 3 }),
				fc.webQueryParameters(),
				(id, other, tail, query) => {
					const url = `https://app.terminal49.com/shipments/${other}/../${id}/${tail.filter((part) => part.toLowerCase() !== 'shipments').join('/')}?${query}`;
					expect(shipmentIdFromUrl(node, url, 0)).toBe(id);
				},
			),
		);
	});

	it('is the same pattern the editor checks the URL field with', () => {
		expect(
			new RegExp(SHIPMENT_URL_REGEX).exec(`https://app.terminal49.com/shipments/${ID}`)?.[1],
		).toBe(ID);
	});
});
