import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { byId, useMockApi, v2 } from '../setup';

const containerId = SEED.containers[0].id;
const op = (operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource: 'container',
	operation,
	...extra,
});

describe('Container: Get Map', () => {
	const api = useMockApi();

	it('the GeoJSON FeatureCollection as JSON: ports, the vessel, its path and the estimated leg', async () => {
		const run = await api.run(op('getMap', { containerId: byId(containerId) }), v2);
		expect(api.calls()).toEqual([`GET /containers/${containerId}/map_geojson`]);
		const map = run.items[0].json;
		expect(map.type).toBe('FeatureCollection');
		const kinds = (map.features as IDataObject[]).map(
			(feature) => (feature.properties as IDataObject).feature_type,
		);
		expect(kinds).toEqual([
			'port',
			'port',
			'current_vessel',
			'past_vessel_locations',
			'estimated_partial_leg',
		]);
		expect(run.items[0].binary).toBeUndefined();
		const v1 = await api.run(op('getMap', { containerId }));
		expect(v1.items[0].json).toEqual(map);
	});

	it('optionally also a .geojson file holding the same map', async () => {
		const run = await api.run(
			op('getMap', { containerId: byId(containerId), asFile: true, binaryPropertyName: 'map' }),
			v2,
		);
		const file = run.items[0].binary?.map;
		expect(file).toMatchObject({
			fileName: `container-${containerId}.geojson`,
			mimeType: 'application/geo+json',
		});
		expect(JSON.parse(Buffer.from(file?.data ?? '', 'base64').toString())).toEqual(
			run.items[0].json,
		);
	});

	it('an account without routing data: the API’s 403 said to be a paid feature', async () => {
		api.mock.state.routingEnabled = false;
		const run = await api.run(op('getMap', { containerId: byId(containerId) }), {
			...v2,
			continueOnFail: true,
		});
		expect(run.items[0].json).toMatchObject({
			error:
				'Terminal49 answered 403 (The container map (routing data) is a paid feature): Forbidden: Routing data feature is not enabled for this account',
			httpCode: '403',
		});
		expect(run.items[0].json.description).toContain('not a fault of the node or the workflow');
	});

	it('items keep their pairing; an unknown container is the API’s 404', async () => {
		const second = SEED.containers[1].id;
		const run = await api.run(op('getMap', { containerId: byId('={{ $json.id }}') }), {
			...v2,
			inputItems: [
				{ id: containerId },
				{ id: '3fa85f64-5717-4562-b3fc-2c963f66afa6' },
				{ id: second },
			],
			continueOnFail: true,
		});
		expect(
			run.items.map((item) => [item.pairedItem, item.json.type ?? item.json.httpCode]),
		).toEqual([
			[{ item: 0 }, 'FeatureCollection'],
			[{ item: 1 }, '404'],
			[{ item: 2 }, 'FeatureCollection'],
		]);
	});

	it.each([
		[
			'container number where the ID goes',
			op('getMap', { containerId: byId('={{ "MSKU2431002" }}') }),
			'is a container number, not a Terminal49 ID',
		],
		[
			'file field empty',
			op('getMap', {
				containerId: byId(containerId),
				asFile: true,
				binaryPropertyName: '={{ "" }}',
			}),
			'Put Output File in Field must be the name of a binary field, not ""',
		],
		[
			'file field an object',
			op('getMap', {
				containerId: byId(containerId),
				asFile: true,
				binaryPropertyName: '={{ { name: "map" } }}',
			}),
			'Put Output File in Field must be the name of a binary field, not {"name":"map"}',
		],
	])('%s is refused before any request', async (_name, parameters, message) => {
		const run = await api.run(parameters, v2);
		expect(run.error?.message).toContain(message);
		expect(api.mock.requests).toHaveLength(0);
	});
});
