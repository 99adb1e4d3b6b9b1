import type { IDataObject } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { useMockApi } from '../setup';

/** The first container: available in Los Angeles, with an LFD-changed event besides its milestones. */
const CONTAINER = SEED.containerIds[0];
const MISSING = 'c0000000-0000-4000-8000-0000000000ff';
const op = (operation: string, extra: IDataObject = {}) => ({
	resource: 'container',
	operation,
	containerId: CONTAINER,
	...extra,
});

describe('Container: Get Raw Events (deprecated)', () => {
	const api = useMockApi();

	it('one flat item per carrier event', async () => {
		const run = await api.run(op('getRawEvents'));
		const ids = api.mock.state.containers[0].relationships.raw_events.data.map((ref) => ref.id);
		expect(run.items.map((item) => item.json.id)).toEqual(ids);
		expect(run.items[0].json).toMatchObject({
			type: 'raw_event',
			original_event: expect.any(String),
			location_name: 'Shanghai',
		});
	});

	it('404 keeps the API’s text; with Continue On Fail the other items go on', async () => {
		const run = await api.run(op('getRawEvents', { containerId: '={{ $json.id }}' }), {
			continueOnFail: true,
			inputItems: [{ id: MISSING }, { id: CONTAINER }],
		});
		expect(run.items[0].json).toMatchObject({
			error: `Terminal49 answered 404: Not Found: Couldn't find Container with 'id'=${MISSING}`,
			httpCode: '404',
		});
		expect(run.items.slice(1).map((item) => item.pairedItem)).toEqual(
			run.items.slice(1).map(() => ({ item: 1 })),
		);
		expect(run.items.length).toBeGreaterThan(2);
	});
});
