import { mockUuid } from '../../mock/state';
import { rl, useMockApi, v2 } from '../setup';

/**
 * Version 2's record parameters as resource locators (From List, By Number, By ID, By URL), run
 * through n8n's engine against the mock; version 1's plain strings keep working.
 */

const CONTAINER = {
	id: mockUuid('container', 1),
	number: 'MSKU2431002',
	shipmentId: mockUuid('shipment', 1),
};

describe('Custom field record locator', () => {
	const api = useMockApi();

	it('version 2 finds the container By Number for Custom Field → Update; version 1 keeps the ID as text', async () => {
		const run = await api.run(
			{
				resource: 'customField',
				operation: 'update',
				entityType: 'container',
				entityId: rl('number', 'msku2431002'),
				apiSlug: 'trucker_name',
				value: 'Acme',
			},
			v2,
		);
		expect(run.error).toBeUndefined();
		expect(api.calls()).toContain(`PATCH /containers/${CONTAINER.id}/custom_fields/trucker_name`);
		expect(
			api.mock.requests.filter((r) => r.path === '/search' && r.query.query === 'MSKU2431002'),
		).toHaveLength(1);

		const v1 = await api.run(
			{
				resource: 'customField',
				operation: 'getAll',
				entityType: 'container',
				entityId: CONTAINER.id,
			},
			{ typeVersion: 1 },
		);
		expect(v1.error).toBeUndefined();
	});

	it('version 2 refuses a bad container number before any request', async () => {
		const run = await api.run(
			{
				resource: 'customField',
				operation: 'getAll',
				entityType: 'container',
				entityId: rl('number', 'MSKU2431003'),
			},
			v2,
		);
		expect(run.error?.message).toContain('its check digit is 3');
		expect(api.mock.requests).toHaveLength(0);
	});

	it.each(['CONTAINER', 'container\u200B'])(
		'a Record Type saved as %p, which hides the saved ID, is refused naming Record Type in both versions',
		async (entityType) => {
			for (const version of [{ typeVersion: 1 }, v2]) {
				const run = await api.run(
					{ resource: 'customField', operation: 'getAll', entityType, entityId: CONTAINER.id },
					version,
				);
				expect(run.error?.message).toMatch(
					/^Record Type must be one of container, shipment, trackingRequest exactly/,
				);
			}
			expect(api.mock.requests).toHaveLength(0);
		},
	);
});
