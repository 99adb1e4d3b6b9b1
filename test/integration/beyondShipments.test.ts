import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { SEED } from '../mock/fixtures';
import { byId, ids, useMockApi } from '../actions/setup';

const [ACME, MSC, CMA, STOPPED] = SEED.shipmentIds;
const MISSING = 'b0000000-0000-4000-8000-0000000000ff';

describe('Shipment: Get Many', () => {
	const api = useMockApi();
	const getAll = (extra: IDataObject = {}) => ({ resource: 'shipment', operation: 'getAll', ...extra });

	it('Return All: every shipment, flat, one page of 100', async () => {
		const run = await api.run(getAll({ returnAll: true }));
		expect(ids(run)).toEqual(SEED.shipmentIds);
		expect(run.items[0].json).toMatchObject({ bill_of_lading_number: '243891157', customer_name: 'Acme Imports' });
		expect(api.mock.requests.map((r) => r.query)).toEqual([{ 'page[size]': '100', 'page[number]': '1' }]);
	});

	it('Limit asks for just that many, in one page', async () => {
		const run = await api.run(getAll({ returnAll: false, limit: 3 }));
		expect(ids(run)).toEqual([ACME, MSC, CMA]);
		expect(api.mock.requests.map((r) => r.query['page[size]'])).toEqual(['3']);
	});

	it('filters are sent as the API names them: the request number, and whether tracking stopped', async () => {
		const stopped = await api.run(getAll({ returnAll: true, filters: { trackingStopped: true } }));
		expect(ids(stopped)).toEqual([STOPPED]);
		const tracked = await api.run(getAll({ returnAll: true, filters: { trackingStopped: false, number: ' MEDUQ1234567 ' } }));
		expect(ids(tracked)).toEqual([MSC]);
		expect(api.mock.requests[1].query).toMatchObject({ number: 'MEDUQ1234567', 'filter[tracking_stopped]': 'false' });
	});

	it('Include Containers merges them into each shipment', async () => {
		const run = await api.run(getAll({ returnAll: true, includeContainers: true }));
		const containers = run.items[0].json.containers as IDataObject[];
		expect(containers).toHaveLength(4);
		expect(containers[0]).toMatchObject({ type: 'container', number: expect.any(String), pickup_lfd: expect.anything() });
	});

	it('a rejected key: the API’s text and the fix', async () => {
		const run = await api.run(getAll({ returnAll: true }), { credentials: { apiKey: 'wrong', baseUrl: api.mock.url } });
		expect(run.error?.httpCode).toBe('401');
		expect(run.error?.description).toMatch(/The API key was not accepted/);
	});
});

describe('Shipment: Stop and Resume Tracking', () => {
	const api = useMockApi();

	it('Stop Tracking: one PATCH; the shipment comes back stopped by the user', async () => {
		const run = await api.run({ resource: 'shipment', operation: 'stopTracking', shipmentId: byId(ACME) });
		expect(api.calls()).toEqual([`PATCH /shipments/${ACME}/stop_tracking`]);
		expect(run.items[0].json).toMatchObject({
			id: ACME,
			line_tracking_stopped_at: expect.stringMatching(/^\d{4}-/),
			line_tracking_stopped_reason: 'cancelled_by_user',
		});
	});

	it('Resume Tracking: the stopped shipment is tracked again', async () => {
		const run = await api.run({ resource: 'shipment', operation: 'resumeTracking', shipmentId: byId(STOPPED) });
		expect(api.calls()).toEqual([`PATCH /shipments/${STOPPED}/resume_tracking`]);
		expect(run.items[0].json).toMatchObject({ id: STOPPED, line_tracking_stopped_at: null, line_tracking_stopped_reason: null });
	});

	it('By URL works as for Get', async () => {
		const run = await api.run({
			resource: 'shipment',
			operation: 'stopTracking',
			shipmentId: { __rl: true, mode: 'url', value: `https://app.terminal49.com/shipments/${MSC}` },
		});
		expect(run.items[0].json.id).toBe(MSC);
	});

	it('404 names the shipment; a read-only key gets the API’s 403 with the fix', async () => {
		const missing = await api.run({ resource: 'shipment', operation: 'resumeTracking', shipmentId: byId(MISSING) });
		expect(missing.error?.message).toBe(`Terminal49 answered 404: Not Found: Couldn't find Shipment with 'id'=${MISSING}`);
		const readonly = await api.run(
			{ resource: 'shipment', operation: 'stopTracking', shipmentId: byId(ACME) },
			{ credentials: { apiKey: 'readonly-key', baseUrl: api.mock.url } },
		);
		expect(readonly.error?.httpCode).toBe('403');
		expect(readonly.error?.description).toMatch(/lacks permission/);
		expect(api.mock.state.shipments[0].attributes.line_tracking_stopped_at).toBeNull();
	});

	it('a PATCH is repeated after a 503: stopping twice is stopping once', async () => {
		api.mock.faults.add({ kind: 'status', status: 503, match: { method: 'PATCH' } });
		const run = await api.run({ resource: 'shipment', operation: 'stopTracking', shipmentId: byId(ACME) });
		expect(run.error).toBeUndefined();
		expect(api.mock.requests.map((r) => r.status)).toEqual([503, 200]);
	});
});

describe('Shipment: Update', () => {
	const api = useMockApi();
	const update = (updateFields: INodeParameters, id = CMA): INodeParameters => ({
		resource: 'shipment',
		operation: 'update',
		shipmentId: byId(id),
		updateFields,
	});

	it('replaces the reference numbers and tags with the lists given, each entry once', async () => {
		const run = await api.run(update({ refNumbers: 'PO-1, PO-2', tags: '={{ ["hot", "hot", "reefer"] }}' }));
		expect(api.mock.requests[0].body).toEqual({
			data: { type: 'shipment', attributes: { ref_numbers: ['PO-1', 'PO-2'], tags: ['hot', 'reefer'] } },
		});
		expect(run.items[0].json).toMatchObject({ id: CMA, ref_numbers: ['PO-1', 'PO-2'], tags: ['hot', 'reefer'] });
	});

	it('a field added but left empty clears that list and leaves the other alone', async () => {
		const run = await api.run(update({ tags: '' }));
		expect(api.mock.requests[0].body).toEqual({ data: { type: 'shipment', attributes: { tags: [] } } });
		expect(run.items[0].json).toMatchObject({ tags: [], ref_numbers: ['PO-10077', 'PO-10078'] });
	});

	it('nothing to update fails before any request', async () => {
		const run = await api.run(update({}));
		expect(run.error?.message).toBe('Nothing to update: no field was added');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('the API’s 422 keeps its detail and names the field', async () => {
		api.mock.faults.add({
			kind: 'status',
			status: 422,
			body: { errors: [{ status: '422', title: 'Unprocessable Entity', detail: 'tags is too long', source: { pointer: '/data/attributes/tags' } }] },
		});
		const run = await api.run(update({ tags: 'x' }));
		expect(run.error?.message).toBe('Terminal49 answered 422: Unprocessable Entity: tags is too long');
		expect(run.error?.description).toBe('Field: tags. Correct the field "tags" and run again.');
	});
});
