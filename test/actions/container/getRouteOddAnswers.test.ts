import { ROUTE_SEED } from '../../mock/fixtures';
import { byId, useMockApi, v2 } from '../setup';

const ROUTED = ROUTE_SEED.containerId;
const stopsOf = { route_locations: { data: [{ id: 's1', type: 'route_location' }] } };

/** Answers to the route's GET that hold a route with a stop, or some other record, but not as the route endpoint answers it. */
const odd: Array<[string, unknown]> = [
	[
		'a container record instead of the route',
		{ data: { id: 'r1', type: 'container', relationships: stopsOf } },
	],
	[
		'a list holding the route instead of the record',
		{ data: [{ id: 'r1', type: 'route', relationships: stopsOf }] },
	],
];

describe('Container → Get Route: an answer that is not the route record fails naming the request', () => {
	const api = useMockApi();

	it.each(odd)(
		'%s is the API’s fault, named by its request, neither a route nor "no route yet"',
		async (_title, body) => {
			api.mock.faults.add({
				kind: 'status',
				status: 200,
				body,
				match: { path: `/containers/${ROUTED}/route` },
			});
			const run = await api.run(
				{ resource: 'container', operation: 'getRoute', containerId: byId(ROUTED) },
				v2,
			);
			expect(run.error?.message).toMatch(
				new RegExp(`^Container → Get Route: the API's answer to GET /containers/${ROUTED}/route `),
			);
		},
	);
});
