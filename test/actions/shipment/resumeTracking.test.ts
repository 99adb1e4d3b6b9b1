import { SEED } from '../../mock/fixtures';
import { byId, useMockApi } from '../setup';

const STOPPED = SEED.shipmentIds[3];

describe('Shipment: Resume Tracking', () => {
	const api = useMockApi();

	it('Resume Tracking: the stopped shipment is tracked again', async () => {
		const run = await api.run({
			resource: 'shipment',
			operation: 'resumeTracking',
			shipmentId: byId(STOPPED),
		});
		expect(api.calls()).toEqual([`PATCH /shipments/${STOPPED}/resume_tracking`]);
		expect(run.items[0].json).toMatchObject({
			id: STOPPED,
			line_tracking_stopped_at: null,
			line_tracking_stopped_reason: null,
		});
	});
});
