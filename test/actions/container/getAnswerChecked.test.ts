import { SEED } from '../../mock/fixtures';
import { useMockApi, v2 } from '../setup';

/**
 * Container → Get By ID when the answer holds another record: docs/rate-limits.md says "a
 * container read by id must be that container"; the CHANGELOG, that "a by-id answer holding a
 * shipment was taken for the container" and no longer is.
 */
const CONTAINER = SEED.containerIds[0];
const getContainer = { resource: 'container', operation: 'get', containerId: CONTAINER };

describe('Container Get By ID, an answer that holds another record', () => {
	const api = useMockApi();

	it.each([
		['a shipment', () => api.mock.state.shipments[0]],
		['another container', () => api.mock.state.containers[1]],
	])(
		'%s: the item fails, and no other record comes out as the container asked for',
		async (_, other) => {
			api.mock.faults.add({
				kind: 'status',
				status: 200,
				body: { data: other() },
				match: { method: 'GET', path: `/containers/${CONTAINER}` },
			});
			const run = await api.run(getContainer, v2);
			expect(run.items.map((item) => item.json.id)).toEqual([]);
			expect(run.error?.message).toMatch(/container/i);
		},
	);
});
