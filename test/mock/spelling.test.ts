import { spelledAs } from './spelling';

describe('mock spelling', () => {
	const live = {
		data: [
			{
				id: 's1',
				type: 'search_result',
				attributes: { entity_type: 'cargo', number: 'MSKU2431002' },
			},
			{
				id: 'd1',
				type: 'custom_field_definition',
				attributes: { entity_type: 'Cargo', api_slug: 'x' },
			},
		],
		included: [
			{
				id: 't1',
				type: 'tracking_request',
				attributes: { request_number: 'A1', shipment_tags: ['hot'] },
			},
		],
	};

	it('live answers stay as the recordings spell them', () => {
		expect(spelledAs('live', live)).toBe(live);
	});

	it('the OpenAPI spelling: the kind in type, Container, tags', () => {
		expect(spelledAs('openapi', live)).toEqual({
			data: [
				{ id: 's1', type: 'cargo', attributes: { entity_type: 'cargo', number: 'MSKU2431002' } },
				{
					id: 'd1',
					type: 'custom_field_definition',
					attributes: { entity_type: 'Container', api_slug: 'x' },
				},
			],
			included: [
				{ id: 't1', type: 'tracking_request', attributes: { request_number: 'A1', tags: ['hot'] } },
			],
		});
	});

	it('bodies that are not documents pass through', () => {
		for (const body of [undefined, 'text', [1, 2], { message: 'ok' }])
			expect(spelledAs('openapi', body)).toEqual(body);
	});
});
