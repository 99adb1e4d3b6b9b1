import type { ShipmentResource } from './resources';
import { startMockApi, type MockApi } from './server';

/** The mock's own check of includes that come back short: what a shipment names stays named, what is included is cut, and each is still there by id. */
describe('mock: includes that come back short', () => {
	let mock: MockApi;
	beforeAll(async () => {
		mock = await startMockApi({ rateLimit: false });
	});
	afterAll(async () => await mock.close());

	const get = async (path: string) => {
		const response = await fetch(`${mock.url}${path}`, {
			headers: { authorization: `Token ${mock.apiKey}` },
		});
		return {
			status: response.status,
			body: (await response.json()) as {
				data: ShipmentResource;
				included?: Array<{ id: string; type: string }>;
			},
		};
	};
	const includedContainers = (body: { included?: Array<{ id: string; type: string }> }) =>
		(body.included ?? []).filter((r) => r.type === 'container').map((r) => r.id);

	it('a cap and a set left out shorten only a shipment’s included containers; the relationship and GET /containers/{id} are untouched', async () => {
		const shipment = mock.state.shipments[0];
		const named = shipment.relationships.containers.data.map((ref) => ref.id);
		expect(named.length).toBeGreaterThan(2);
		mock.state.shortInclude = { leftOut: new Set([named[0]]), perShipmentCap: 1 };
		const { body } = await get(
			`/shipments/${shipment.id}?include=containers,containers.pod_terminal`,
		);
		expect(body.data.relationships.containers.data.map((ref) => ref.id)).toEqual(named);
		expect(includedContainers(body)).toEqual([named[1]]);
		const byId = await get(`/containers/${named[0]}?include=shipment`);
		expect(byId.status).toBe(200);
		expect(byId.body.data.id).toBe(named[0]);
		mock.state.shortInclude = undefined;
		expect(
			includedContainers((await get(`/shipments/${shipment.id}?include=containers`)).body),
		).toEqual(named);
	});
});
