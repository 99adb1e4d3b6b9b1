/**
 * The mock counts container refreshes in a bucket of their own, as the API does (10 a minute
 * beside the default 100), which the node's throttle is measured against.
 */
import { startMockApi } from './server';

it('the mock refuses the 11th refresh in a window, while the default bucket still has room', async () => {
	const api = await startMockApi({ rateLimit: { requests: 100, windowMs: 60_000 } });
	try {
		const id = api.state.containers[0].id;
		const send = async (method: string, path: string) =>
			(
				await fetch(`${api.url}${path}`, {
					method,
					headers: { Authorization: `Token ${api.apiKey}` },
				})
			).status;
		const refreshes = [];
		for (let i = 0; i < 11; i++) refreshes.push(await send('PATCH', `/containers/${id}/refresh`));
		expect(refreshes.slice(0, 10).every((status) => status === 200)).toBe(true);
		expect(refreshes[10]).toBe(429);
		expect(await send('GET', '/containers')).toBe(200);
	} finally {
		await api.close();
	}
});
