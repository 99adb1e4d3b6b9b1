import type { IDataObject } from 'n8n-workflow';

import { useMockApi, v2 } from './setup';

/** The API's answer to the POST, with `secret` as this answer gives it. */
const created = (secret: unknown) => ({
	data: {
		id: '6d4bd6a2-3f0e-4c7b-9b0a-2f8b1b3c1d21',
		type: 'webhook',
		attributes: {
			url: 'https://example.com/t49',
			active: true,
			events: ['container.updated'],
			headers: [],
			secret,
			created_at: '2026-03-02T14:05:09Z',
		},
	},
});

describe('Webhook Create with Return Signing Secret: the secret as the API answered it', () => {
	const api = useMockApi();

	const create = (secret: unknown, version: { typeVersion?: number } = {}) => {
		api.mock.faults.add({
			kind: 'status',
			status: 201,
			body: created(secret),
			match: { method: 'POST', path: '/webhooks' },
		});
		return api.run(
			{
				resource: 'webhook',
				operation: 'create',
				url: 'https://example.com/t49',
				events: ['container.updated'],
				options: { returnSecret: true },
			},
			version,
		);
	};

	it.each([
		['version 1', {}],
		['version 2', v2],
	])(
		'%s: an empty secret the API gives comes back as the empty text it is, not as null',
		async (_title, version) => {
			const run = await create('', version);
			expect(run.error).toBeUndefined();
			expect((run.items[0].json as IDataObject).secret).toBe('');
		},
	);
});
