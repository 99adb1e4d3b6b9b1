import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { byId, useMockApi, v2 } from '../setup';

const containerId = SEED.containers[0].id;
const op = (operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource: 'container',
	operation,
	...extra,
});

describe('Container: Update', () => {
	const api = useMockApi();

	it('replaces the reference numbers, from text or a list, and returns the container', async () => {
		const run = await api.run(
			op('update', {
				containerId: byId(containerId),
				updateFields: { refNumbers: 'PO-1, SO-2 , PO-1' },
			}),
			v2,
		);
		expect(api.mock.requests[0]).toMatchObject({
			method: 'PATCH',
			path: `/containers/${containerId}`,
		});
		expect(api.mock.requests[0].body).toEqual({
			data: { type: 'container', attributes: { ref_numbers: ['PO-1', 'SO-2'] } },
		});
		expect(run.items[0].json).toMatchObject({ id: containerId });
		expect(api.mock.state.containers[0].attributes.ref_numbers).toEqual(['PO-1', 'SO-2']);
		await api.run(op('update', { containerId, updateFields: { refNumbers: '={{ ["X-9"] }}' } }));
		expect(api.mock.state.containers[0].attributes.ref_numbers).toEqual(['X-9']);
		await api.run(op('update', { containerId, updateFields: { refNumbers: '' } }));
		expect(api.mock.state.containers[0].attributes.ref_numbers).toEqual([]);
	});

	it.each([
		[
			'nothing to update',
			op('update', { containerId: byId(containerId), updateFields: {} }),
			'Nothing to update',
		],
		[
			'container id not a UUID',
			op('update', { containerId: byId('={{ "123" }}'), updateFields: { refNumbers: 'A' } }),
			'"123" is not a valid Container ID',
		],
		[
			'reference numbers an object',
			op('update', {
				containerId: byId(containerId),
				updateFields: { refNumbers: '={{ { a: 1 } }}' },
			}),
			'Reference Numbers must be a list',
		],
	])('%s is refused before any request', async (_name, parameters, message) => {
		const run = await api.run(parameters, v2);
		expect(run.error?.message).toContain(message);
		expect(api.mock.requests).toHaveLength(0);
	});
});
