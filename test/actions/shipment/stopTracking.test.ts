import { setThrottleTestSeam } from '../../support/processState';
import { SEED } from '../../mock/fixtures';
import { byId, useMockApi, v2 } from '../setup';

const [ACME, MSC] = SEED.shipmentIds;
const MISSING = 'b0000000-0000-4000-8000-0000000000ff';

const v1 = { typeVersion: 1 };

describe('Shipment: Stop Tracking', () => {
	const api = useMockApi();

	it('Stop Tracking: one PATCH; the shipment comes back stopped by the user', async () => {
		const run = await api.run({
			resource: 'shipment',
			operation: 'stopTracking',
			shipmentId: byId(ACME),
		});
		expect(api.calls()).toEqual([`PATCH /shipments/${ACME}/stop_tracking`]);
		expect(run.items[0].json).toMatchObject({
			id: ACME,
			line_tracking_stopped_at: expect.stringMatching(/^\d{4}-/),
			line_tracking_stopped_reason: 'cancelled_by_user',
		});
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
		const missing = await api.run({
			resource: 'shipment',
			operation: 'resumeTracking',
			shipmentId: byId(MISSING),
		});
		expect(missing.error?.message).toBe(
			`Terminal49 answered 404: Not Found: Couldn't find Shipment with 'id'=${MISSING}`,
		);
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
		// The retry waits a fiftieth of the API's backoff.
		setThrottleTestSeam({ windowMs: 1_200 });
		try {
			const run = await api.run({
				resource: 'shipment',
				operation: 'stopTracking',
				shipmentId: byId(ACME),
			});
			expect(run.error).toBeUndefined();
			expect(api.mock.requests.map((r) => r.status)).toEqual([503, 200]);
		} finally {
			setThrottleTestSeam(undefined);
		}
	});
});

describe('Shipment: Stop Tracking in version 2', () => {
	const api = useMockApi();

	it('Stop Tracking answers with the Simplified shipment; Raw with the API’s document', async () => {
		const run = await api.run(
			{ resource: 'shipment', operation: 'stopTracking', shipmentId: byId(SEED.shipmentIds[0]) },
			v2,
		);
		expect(run.items[0].json).toMatchObject({
			id: SEED.shipmentIds[0],
			tracking_stopped_reason: 'cancelled_by_user',
			tracking_stopped_label: 'Stopped by a user',
		});
		const raw = await api.run(
			{
				resource: 'shipment',
				operation: 'resumeTracking',
				shipmentId: byId(SEED.shipmentIds[0]),
				output: 'raw',
			},
			v2,
		);
		expect(raw.items[0].json).toMatchObject({
			data: { id: SEED.shipmentIds[0], type: 'shipment' },
		});
	});

	it('version 1 of a write operation still has no Simplify parameter and answers flat', async () => {
		const run = await api.run(
			{ resource: 'shipment', operation: 'stopTracking', shipmentId: byId(SEED.shipmentIds[0]) },
			v1,
		);
		expect(run.items[0].json).toMatchObject({
			id: SEED.shipmentIds[0],
			type: 'shipment',
			bill_of_lading_number: '243891157',
		});
	});
});
