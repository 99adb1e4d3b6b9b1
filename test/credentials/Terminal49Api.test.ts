/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test code: a made-up key */
import type { IHttpRequestOptions } from 'n8n-workflow';

import { Terminal49Api } from '../../credentials/Terminal49Api.credentials';

/**
 * n8n's HTTP Request node, with Authentication "Predefined Credential Type" → Terminal49 API,
 * hands the credential its request in the older shape, the target under `uri` instead of `url`.
 * The key must stay on the Base URL's origin there too.
 */

const credentials = { apiKey: 'tk_origin_test_key_0123456789', baseUrl: 'https://api.terminal49.com/v2' };
const authenticate = async (options: Record<string, unknown>) =>
	await new Terminal49Api().authenticate(credentials, options as unknown as IHttpRequestOptions);

describe("the HTTP Request node's request shape (uri)", () => {
	it('a request to the Base URL gets the key', async () => {
		const sent = await authenticate({ method: 'GET', uri: 'https://api.terminal49.com/v2/containers/c0000000-0000-4000-8000-000000000001' });
		expect(sent.headers).toMatchObject({ Authorization: `Token ${credentials.apiKey}` });
	});

	it.each(['https://elsewhere.example/v2/containers', 'http://api.terminal49.com/v2/containers', 'https://api.terminal49.com:8443/v2/containers'])(
		'a request to another origin (%s) is refused, naming the Base URL\'s',
		async (uri) => {
			await expect(authenticate({ method: 'GET', uri })).rejects.toThrow(
				"The API key is only sent to the Base URL's origin (https://api.terminal49.com)",
			);
		},
	);
});

describe('a key pasted with spaces or a line break around it', () => {
	it.each([`  ${credentials.apiKey}`, `${credentials.apiKey} `, `\t${credentials.apiKey}\n`])('is sent as the key itself (%j)', async (pasted) => {
		const sent = await new Terminal49Api().authenticate(
			{ ...credentials, apiKey: pasted },
			{ method: 'GET', url: 'https://api.terminal49.com/v2/containers' } as IHttpRequestOptions,
		);
		expect(sent.headers).toMatchObject({ Authorization: `Token ${credentials.apiKey}` });
	});
});
