import type { IDataObject, INodeListSearchResult, INodePropertyOptions } from 'n8n-workflow';

import { loadOptions } from '../harness/engine';
import { SEED } from '../mock/fixtures';
import { useMockApi } from '../actions/setup';

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
			create({ additionalFields: { refNumbers: 'PO-4411, INV-118 ,PO-4411', shipmentTags: '["priority","west-coast"]' } }),
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
		expect(api.calls()).toEqual(['POST /tracking_requests/infer_number', 'POST /tracking_requests']);
		expect(api.mock.requests[0].body).toEqual({ number: 'meduFR030802' });
		// A plain body, sent as Terminal49's guide sends it; the tracking request itself is a JSON:API document.
		expect(api.mock.requests[0].headers['content-type']).toBe('application/json');
		expect(api.mock.requests[1].headers['content-type']).toBe('application/vnd.api+json');
		expect((api.mock.requests[1].body as { data: { attributes: IDataObject } }).data.attributes.scac).toBe('MSCU');
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

	it('Auto-Detect without a prediction fails the same way', async () => {
		const run = await api.run(create({ scac: 'autoDetect', requestNumber: 'XYZ12345' }));
		expect(run.error?.message).toBe('Terminal49 could not tell which carrier "XYZ12345" belongs to');
		expect(api.mock.state.trackingRequests).toHaveLength(3);
	});

	it('422: the API’s field-level detail and the field it blames', async () => {
		const run = await api.run(create({ scac: 'UALC' }));
		expect(run.error?.message).toBe("Terminal49 answered 422: Unprocessable Entity: Scac 'UALC' is not recognized");
		expect(run.error?.description).toBe('Field: scac. Correct the field "scac" and run again.');
		expect(run.error?.httpCode).toBe('422');
	});

	it('a POST whose answer is lost is not sent again, and the error says to check before re-running', async () => {
		api.mock.faults.add({ kind: 'drop', match: { method: 'POST', path: '/tracking_requests' } });
		const run = await api.run(create());
		expect(run.status).toBe('error');
		expect(run.error?.description).toMatch(/may or may not have been carried out, so it was not sent again/);
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
		[{ requestNumber: '  ' }, 'Request Number is empty'],
		[{ scac: 'MAERSK' }, '"MAERSK" is not a carrier SCAC'],
		[{ requestType: 'invoice' }, '"invoice" is not a request type. Allowed: bill_of_lading, booking_number, container (labels and any case work too)'],
		[{ additionalFields: { refNumbers: '={{ [{ "a": 1 }] }}' } }, 'Reference Numbers must hold only texts, but one of its entries is object'],
	])('%p is refused before any request', async (extra, message) => {
		const run = await api.run(create(extra));
		expect(run.error?.message).toBe(message);
		expect(api.mock.requests).toHaveLength(0);
	});

	it('the Carrier dropdown: the two Auto-Detects first, then the lines that track that kind of number', async () => {
		api.mock.state.shippingLines[1].attributes.container_number_tracking_support = false;
		const forBl = (await loadOptions({
			credentials: api.credentials,
			parameters: { resource: 'trackingRequest', operation: 'create', requestType: 'bill_of_lading' },
			method: 'getShippingLines',
		})) as INodePropertyOptions[];
		expect(forBl[0]).toMatchObject({ name: 'Auto-Detect', value: 'autoDetect' });
		expect(forBl[1]).toMatchObject({ name: 'Auto-Detect (by Terminal49)', value: 'autoDetectByTerminal49' });
		expect(forBl.slice(2).map((o) => o.value)).toEqual(['CMDU', 'COSU', 'EGLV', 'HLCU', 'MAEU', 'MSCU', 'ONEY', 'ZIMU']);
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

describe.each(['live', 'openapi'] as const)('Tracking request: Get and Get Many (%s spelling)', (spelling) => {
	const api = useMockApi({ spelling });
	const [FOUND, PENDING, FAILED] = SEED.trackingRequestIds;
	const get = (id: string, extra: IDataObject = {}) => ({
		resource: 'trackingRequest',
		operation: 'get',
		trackingRequestId: { __rl: true, mode: 'id', value: id },
		...extra,
	});

	it('Get: the request with the shipment it found merged into tracked_object', async () => {
		const run = await api.run(get(FOUND));
		expect(api.mock.requests[0].query).toEqual({ include: 'tracked_object' });
		expect(run.items[0].json).toMatchObject({
			id: FOUND,
			request_number: '243891157',
			status: 'created',
			tracked_object: { id: SEED.shipmentIds[0], type: 'shipment', bill_of_lading_number: '243891157' },
		});
	});

	it('Get, version 2 Simplified: tags are the request’s tags whichever name they come under, and Selected Fields offers both', async () => {
		api.mock.state.trackingRequests[0].attributes.shipment_tags = ['hot', 'customer-42'];
		const simplified = await api.run(get(FOUND, { includeShipment: false }), { typeVersion: 2 });
		expect(simplified.items[0].json.tags).toEqual(['hot', 'customer-42']);
		const field = spelling === 'live' ? 'shipment_tags' : 'tags';
		const selected = await api.run(get(FOUND, { includeShipment: false, output: 'selectedFields', fields: [field] }), { typeVersion: 2 });
		expect(selected.items[0].json).toEqual({ id: FOUND, [field]: ['hot', 'customer-42'] });
	});

	it('Get: a failed request shows why', async () => {
		const run = await api.run(get(FAILED, { includeShipment: false }));
		expect(run.items[0].json).toMatchObject({ status: 'failed', failed_reason: 'not_found', tracked_object: null });
		expect(api.mock.requests[0].query).toEqual({});
	});

	it('Get: 404 names the tracking request; a non-UUID never reaches the API', async () => {
		const missing = 'a0000000-0000-4000-8000-0000000000ff';
		const run = await api.run(get(missing));
		expect(run.error?.message).toBe(`Terminal49 answered 404: Not Found: Couldn't find TrackingRequest with 'id'=${missing}`);
		expect(run.error?.description).toMatch(`No tracking request with id "${missing}"`);
		const bad = await api.run(get('={{ "243891157" }}'));
		expect(bad.error?.message).toBe('"243891157" is not a valid Tracking Request ID');
		expect(api.mock.requests).toHaveLength(1);
	});

	it('Get Many: the API’s filters are sent as it names them, and it applies them', async () => {
		const run = await api.run({
			resource: 'trackingRequest',
			operation: 'getAll',
			returnAll: true,
			filters: { status: 'pending', scac: 'oney', createdAfter: '2000-01-01T00:00:00Z' },
		});
		expect(run.items.map((item) => item.json.id)).toEqual([PENDING]);
		expect(api.mock.requests[0].query).toMatchObject({
			'filter[status]': 'pending',
			'filter[scac]': 'ONEY',
			'filter[created_at][start]': '2000-01-01T00:00:00Z',
			'page[size]': '100',
		});
	});

	it('Get Many: Limit reads no more than it needs', async () => {
		const run = await api.run({ resource: 'trackingRequest', operation: 'getAll', returnAll: false, limit: 2 });
		expect(run.items).toHaveLength(2);
		expect(api.mock.requests[0].query['page[size]']).toBe('2');
	});

	it('Get Many: a filter value the API does not know fails before any request', async () => {
		const run = await api.run({
			resource: 'trackingRequest',
			operation: 'getAll',
			returnAll: true,
			filters: { updatedBefore: 'last tuesday' },
		});
		expect(run.error?.message).toBe('Updated Before must be a date and time, not "last tuesday"');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('From List searches by the whole request number', async () => {
		const result = (await loadOptions({
			credentials: api.credentials,
			parameters: { resource: 'trackingRequest', operation: 'get' },
			method: 'searchTrackingRequests',
			kind: 'listSearch',
			filter: 'ONEYSHAB1234500',
		})) as INodeListSearchResult;
		expect(result.results).toEqual([{ name: 'ONEYSHAB1234500 (ONEY · pending)', value: PENDING }]);
		expect(api.mock.requests[0].query['filter[request_number]']).toBe('ONEYSHAB1234500');
	});
});
