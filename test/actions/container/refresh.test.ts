import type { IDataObject } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { useMockApi } from '../setup';

/** The first container: available in Los Angeles, with an LFD-changed event besides its milestones. */
const CONTAINER = SEED.containerIds[0];
const op = (operation: string, extra: IDataObject = {}) => ({
	resource: 'container',
	operation,
	containerId: CONTAINER,
	...extra,
});

describe('Container: Refresh', () => {
	const api = useMockApi();

	it('one PATCH; the API’s message per container, paired with its item', async () => {
		const run = await api.run(op('refresh', { containerId: '={{ $json.id }}' }), {
			inputItems: [{ id: SEED.containerIds[0] }, { id: SEED.containerIds[4] }],
		});
		expect(run.items.map((item) => [item.pairedItem, item.json])).toEqual([
			[{ item: 0 }, { id: SEED.containerIds[0], message: 'Refresh scheduled' }],
			[{ item: 1 }, { id: SEED.containerIds[4], message: 'Refresh scheduled' }],
		]);
		expect(api.mock.state.containerRefreshes.map((r) => r.containerId)).toEqual([
			SEED.containerIds[0],
			SEED.containerIds[4],
		]);
	});

	it('an account without the paid feature: the API’s 403 as it says it', async () => {
		api.mock.faults.add({
			kind: 'status',
			status: 403,
			body: {
				errors: [
					{
						status: '403',
						title: 'API access not enabled',
						detail:
							'This API endpoint is not enabled for your account. Please contact support@terminal49.com',
					},
				],
			},
		});
		const run = await api.run(op('refresh'), { continueOnFail: true });
		expect(run.items[0].json).toMatchObject({
			error:
				'Terminal49 answered 403 (Container refresh is a paid feature): API access not enabled: This API endpoint is not enabled for your account. Please contact support@terminal49.com',
			httpCode: '403',
		});
		expect(run.items[0].json.description).toContain(
			'paid feature of Terminal49 that this account does not have',
		);
		expect(api.mock.state.containerRefreshes).toHaveLength(0);
	});
});
