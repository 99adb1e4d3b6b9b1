import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';

import { loadOptions } from '../../harness/engine';
import { useMockApi, v2 } from '../setup';

const create = (extra: IDataObject = {}) => ({
	resource: 'trackingRequest',
	operation: 'create',
	requestType: 'bill_of_lading',
	requestNumber: 'MEDUFR030802',
	scac: 'MSCU',
	...extra,
});

describe('Tracking request: Create', () => {
	const api = useMockApi();

	it('starts tracking with the chosen carrier, ref numbers and tags: one POST, the new request as one item', async () => {
		const run = await api.run(
			create({
				additionalFields: {
					refNumbers: 'PO-4411, INV-118 ,PO-4411',
					shipmentTags: '["priority","west-coast"]',
				},
			}),
		);
		expect(run.error).toBeUndefined();
		expect(api.calls()).toEqual(['POST /tracking_requests']);
		expect(api.mock.requests[0].body).toEqual({
			data: {
				type: 'tracking_request',
				attributes: {
					request_type: 'bill_of_lading',
					request_number: 'MEDUFR030802',
					scac: 'MSCU',
					ref_numbers: ['PO-4411', 'INV-118'],
					shipment_tags: ['priority', 'west-coast'],
				},
			},
		});
		const stored = api.mock.state.trackingRequests.at(-1)!;
		expect(run.items.map((item) => [item.pairedItem, item.json])).toEqual([
			[
				{ item: 0 },
				expect.objectContaining({
					id: stored.id,
					type: 'tracking_request',
					request_number: 'MEDUFR030802',
					scac: 'MSCU',
					status: 'pending',
					ref_numbers: ['PO-4411', 'INV-118'],
				}),
			],
		]);
	});

	it('Auto-Detect: asks infer_number first, then tracks with the carrier it selected', async () => {
		const run = await api.run(create({ scac: 'autoDetect', requestNumber: 'meduFR030802' }));
		expect(run.error).toBeUndefined();
		expect(api.calls()).toEqual([
			'POST /tracking_requests/infer_number',
			'POST /tracking_requests',
		]);
		expect(api.mock.requests[0].body).toEqual({ number: 'meduFR030802' });
		// A plain body, sent as Terminal49's guide sends it; the tracking request itself is a JSON:API document.
		expect(api.mock.requests[0].headers['content-type']).toBe('application/json');
		expect(api.mock.requests[1].headers['content-type']).toBe('application/vnd.api+json');
		expect(
			(api.mock.requests[1].body as { data: { attributes: IDataObject } }).data.attributes.scac,
		).toBe('MSCU');
		expect(run.items[0].json.scac).toBe('MSCU');
	});

	it('Auto-Detect that is unsure: nothing is tracked, and the candidates are named', async () => {
		const run = await api.run(create({ scac: 'autoDetect', requestNumber: '243891157' }));
		expect(run.error?.message).toBe(
			'Terminal49 is not sure which carrier "243891157" belongs to: MAEU (Maersk, 62%), HLCU (Hapag-Lloyd, 31%)',
		);
		expect(run.error?.description).toMatch(/^Nothing was tracked\. Choose the carrier/);
		expect(api.calls()).toEqual(['POST /tracking_requests/infer_number']);
	});

	/** infer_number's answer, selecting `scac` with full confidence. */
	const predicting = (scac: string) => ({
		kind: 'status' as const,
		status: 200,
		match: { method: 'POST', path: '/tracking_requests/infer_number' },
		body: {
			data: {
				id: 'req_1',
				type: 'infer_number_results',
				attributes: {
					shipping_line: {
						decision: 'auto_select',
						selected: { scac, name: 'Maersk', confidence: 1 },
						candidates: [{ scac, name: 'Maersk', confidence: 1 }],
					},
				},
			},
		},
	});

	it('Auto-Detect reads the predicted carrier as a typed one is read: four letters around spaces, upper-cased', async () => {
		api.mock.faults.add(predicting(' maeu\n'));
		const run = await api.run(create({ scac: 'autoDetect' }));
		expect(run.error).toBeUndefined();
		const post = api.mock.requests.find((r) => r.path === '/tracking_requests');
		expect((post?.body as { data: { attributes: IDataObject } }).data.attributes.scac).toBe('MAEU');
	});

	it.each(['MAERSK LINE', 'MAE', 'MA EU', 'MAEU1'])(
		'Auto-Detect predicting %p, which is no SCAC, tracks nothing',
		async (scac) => {
			api.mock.faults.add(predicting(scac));
			const run = await api.run(create({ scac: 'autoDetect' }));
			expect(run.error?.message).toMatch(
				/^Terminal49 predicted the carrier ".*" for "MEDUFR030802", which is not a SCAC \(four letters\)$/,
			);
			expect(api.calls()).toEqual(['POST /tracking_requests/infer_number']);
		},
	);

	it('Auto-Detect without a prediction fails the same way', async () => {
		const run = await api.run(create({ scac: 'autoDetect', requestNumber: 'XYZ12345' }));
		expect(run.error?.message).toBe(
			'Terminal49 could not tell which carrier "XYZ12345" belongs to',
		);
		expect(api.mock.state.trackingRequests).toHaveLength(3);
	});

	it('422: the API’s field-level detail and the field it blames', async () => {
		const run = await api.run(create({ scac: 'UALC' }));
		expect(run.error?.message).toBe(
			"Terminal49 answered 422: Unprocessable Entity: Scac 'UALC' is not recognized",
		);
		expect(run.error?.description).toBe('Field: scac. Correct the field "scac" and run again.');
		expect(run.error?.httpCode).toBe('422');
	});

	it('a POST whose answer is lost is not sent again, and the error says to check before re-running', async () => {
		api.mock.faults.add({ kind: 'drop', match: { method: 'POST', path: '/tracking_requests' } });
		const run = await api.run(create());
		expect(run.status).toBe('error');
		expect(run.error?.description).toMatch(
			/may or may not have been carried out, so it was not sent again/,
		);
		expect(api.calls()).toEqual(['POST /tracking_requests']);
	});

	it('a 429 proves nothing was created, so the POST is sent again after Retry-After', async () => {
		api.mock.faults.add({ kind: '429burst', times: 1, retryAfter: 0, match: { method: 'POST' } });
		const run = await api.run(create());
		expect(run.error).toBeUndefined();
		expect(api.mock.requests.map((r) => r.status)).toEqual([429, 201]);
		expect(api.mock.state.trackingRequests).toHaveLength(4);
	});

	it.each([
		[
			{ requestNumber: '  ' },
			'Request Number must be a bill of lading, booking or container number, not "  "',
		],
		[{ scac: 'MAERSK' }, 'Carrier must be a carrier’s SCAC (its four-letter code), not "MAERSK"'],
		[
			{ requestType: 'invoice' },
			'Request Type must be a request type, not "invoice". Allowed: bill_of_lading, booking_number, container (labels and any case work too)',
		],
		[
			{ scac: '={{ { scac: "MAEU" } }}' },
			'Carrier must be Auto-Detect or a carrier’s SCAC, not {"scac":"MAEU"}',
		],
		[
			{ additionalFields: { refNumbers: '={{ [{ "a": 1 }] }}' } },
			'Reference Numbers must hold only texts, but one of its entries is an object',
		],
	])('%p is refused before any request', async (extra, message) => {
		const run = await api.run(create(extra));
		expect(run.error?.message).toBe(message);
		expect(api.mock.requests).toHaveLength(0);
	});

	it('the Carrier dropdown: the two Auto-Detects first, then the lines that track that kind of number', async () => {
		api.mock.state.shippingLines[1].attributes.container_number_tracking_support = false;
		const forBl = (await loadOptions({
			credentials: api.credentials,
			parameters: {
				resource: 'trackingRequest',
				operation: 'create',
				requestType: 'bill_of_lading',
			},
			method: 'getShippingLines',
		})) as INodePropertyOptions[];
		expect(forBl[0]).toMatchObject({ name: 'Auto-Detect', value: 'autoDetect' });
		expect(forBl[1]).toMatchObject({
			name: 'Auto-Detect (by Terminal49)',
			value: 'autoDetectByTerminal49',
		});
		expect(forBl.slice(2).map((o) => o.value)).toEqual([
			'CMDU',
			'COSU',
			'EGLV',
			'HLCU',
			'MAEU',
			'MSCU',
			'ONEY',
			'ZIMU',
		]);
		expect(forBl.find((o) => o.value === 'MSCU')).toEqual({
			name: 'Mediterranean Shipping Company (MSCU)',
			value: 'MSCU',
			description: 'Also known by MEDU',
		});
		const forContainers = (await loadOptions({
			credentials: api.credentials,
			parameters: { resource: 'trackingRequest', operation: 'create', requestType: 'container' },
			method: 'getShippingLines',
		})) as INodePropertyOptions[];
		expect(forContainers.map((o) => o.value)).not.toContain('MSCU');
		expect(forContainers).toHaveLength(9);
	});
});

/** Tracking Request → Create's additions: Terminal49's own auto-detection, initial custom fields, the customer, checked numbers. */
describe('Tracking Request → Create, version 2', () => {
	const api = useMockApi();
	const posted = () =>
		api.mock.requests.find((r) => r.method === 'POST' && r.path === '/tracking_requests')?.body as
			| { data: IDataObject }
			| undefined;

	it('offers Auto-Detect (by Terminal49) beside the node’s own Auto-Detect', async () => {
		const options = (await loadOptions({
			credentials: api.credentials,
			parameters: {
				resource: 'trackingRequest',
				operation: 'create',
				requestType: 'bill_of_lading',
			},
			method: 'getShippingLines',
		})) as INodePropertyOptions[];
		expect(options.slice(0, 2).map((o) => [o.name, o.value])).toEqual([
			['Auto-Detect', 'autoDetect'],
			['Auto-Detect (by Terminal49)', 'autoDetectByTerminal49'],
		]);
	});

	it.each([1, 2])(
		'version %s: Auto-Detect (by Terminal49) creates the request at once, pending, with no SCAC and no inference request',
		async (typeVersion) => {
			const run = await api.run(
				create({ scac: 'autoDetectByTerminal49', requestNumber: '999000111' }),
				{ typeVersion },
			);
			expect(run.error).toBeUndefined();
			expect(api.calls()).toEqual(['POST /tracking_requests']);
			expect(posted()?.data.attributes).toEqual({
				request_type: 'bill_of_lading',
				request_number: '999000111',
				auto_detect_vocc_scac: true,
			});
			expect(run.items[0].json).toMatchObject({
				status: 'pending',
				scac: null,
				request_number: '999000111',
			});
		},
	);

	it('sends initial custom fields converted to each field’s type, and the customer', async () => {
		const customer = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
		const run = await api.run(
			create({
				additionalFields: { customerId: customer, refNumbers: 'PO-1, PO-2' },
				initialCustomFields: {
					shipment: [
						{ apiSlug: 'declared_value_usd', value: '12500.50' },
						{ apiSlug: 'customs_cleared', value: 'yes' },
					],
					containers: [
						{ apiSlug: 'trucker_name', value: 'Acme Drayage', number: 'msku 243100-2' },
						{ apiSlug: 'planned_pickup_date', value: '2026-12-01' },
					],
				},
			}),
			v2,
		);
		expect(run.error).toBeUndefined();
		expect(posted()?.data).toEqual({
			type: 'tracking_request',
			attributes: {
				request_type: 'bill_of_lading',
				request_number: 'MEDUFR030802',
				ref_numbers: ['PO-1', 'PO-2'],
				initial_custom_fields: {
					shipment: [
						{ api_slug: 'declared_value_usd', value: 12500.5 },
						{ api_slug: 'customs_cleared', value: true },
					],
					containers: [
						{ api_slug: 'trucker_name', value: 'Acme Drayage', number: 'MSKU2431002' },
						{ api_slug: 'planned_pickup_date', value: '2026-12-01' },
					],
				},
				scac: 'MSCU',
			},
			relationships: { customer: { data: { type: 'party', id: customer } } },
		});
		// Definitions are read once per record type, not once per field.
		expect(api.calls().filter((call) => call === 'GET /custom_field_definitions')).toHaveLength(2);
	});

	it.each([
		[{ shipment: [{ apiSlug: 'declared_value_usd', value: 'a lot' }] }, /declared_value_usd/],
		[
			{ shipment: [{ apiSlug: 'trucker_name', value: 'x' }] },
			/No custom field "trucker_name" is defined for shipments/,
		],
		[
			{ containers: [{ apiSlug: 'trucker_name', value: 'x', number: 'MSKU2431003' }] },
			/check digit is 3, but ISO 6346 gives 2/,
		],
	])(
		'refuses a bad initial custom field before anything is created: %p',
		async (initialCustomFields, message) => {
			const run = await api.run(create({ initialCustomFields }), v2);
			expect(run.error?.message).toMatch(message);
			expect(posted()).toBeUndefined();
		},
	);

	it('checks a container number by ISO 6346 and sends it normalised; version 1 sends what it was given', async () => {
		const bad = await api.run(
			create({ requestType: 'container', requestNumber: 'MSKU2431003' }),
			v2,
		);
		expect(bad.error?.message).toContain('"MSKU2431003" is not a valid container number');
		expect(api.mock.requests).toHaveLength(0);

		const good = await api.run(
			create({ requestType: 'container', requestNumber: 'msku 243100-2', scac: 'MAEU' }),
			v2,
		);
		expect(good.error).toBeUndefined();
		expect((posted()?.data.attributes as IDataObject).request_number).toBe('MSKU2431002');

		api.mock.requests.length = 0;
		await api.run(
			create({ requestType: 'container', requestNumber: 'MSKU2431003', scac: 'MAEU' }),
			{ typeVersion: 1 },
		);
		expect((posted()?.data.attributes as IDataObject).request_number).toBe('MSKU2431003');
	});

	it('upper-cases a bill of lading number in version 2', async () => {
		await api.run(create({ requestNumber: ' medufr030802 ' }), v2);
		expect((posted()?.data.attributes as IDataObject).request_number).toBe('MEDUFR030802');
	});
});

describe('Tracking Request: Create in version 2 output', () => {
	const api = useMockApi();

	it('Create Tracking Request answers with the Simplified request', async () => {
		const run = await api.run(
			{
				resource: 'trackingRequest',
				operation: 'create',
				requestType: 'bill_of_lading',
				requestNumber: 'MEDUFR030802',
				scac: 'MSCU',
			},
			v2,
		);
		expect(run.items[0].json).toMatchObject({
			request_number: 'MEDUFR030802',
			request_type_label: 'Bill of lading',
			status: 'pending',
			status_label: 'Looking for the shipment',
		});
	});
});
