/**
 * An API key too short to be one is refused by name before anything is sent, on every path a
 * request takes: an action, a dropdown and a list search, the trigger's registration, the polling
 * trigger's poll, and the credential test. The mock is started with that very key, so it would
 * answer 200: a refusal here is the node's own, never the API's 401.
 */
import {
	loadOptions,
	runWorkflow,
	testCredential,
	type TestCredentials,
} from '../../harness/engine';
import { TriggerHarness } from '../../harness/trigger';
import { useMockApi } from '../../actions/setup';
import { PollHarness } from '../../polling/setup';

const LFD_EVENTS = ['container.pickup_lfd.changed'];

/** Everything an error carries, as n8n would store or show it. */
function everything(error: unknown): string {
	return JSON.stringify(error, Object.getOwnPropertyNames(error)) + String((error as Error)?.stack);
}

type Failure = { message: string; description?: string | null };
type Outcome = { error?: Failure };
type Path = (credentials: TestCredentials) => Promise<Outcome>;

async function outcomeOf(work: Promise<unknown>): Promise<Outcome> {
	try {
		await work;
		return {};
	} catch (error) {
		return { error: error as Failure };
	}
}

/** Each path a request takes, to the error it ended with, if any. */
const paths: Array<[string, Path]> = [
	[
		'an action (Container → Get Many)',
		async (credentials) => {
			const result = await runWorkflow({
				credentials,
				nodes: [
					{ parameters: { resource: 'container', operation: 'getAll', returnAll: true } as never },
				],
			});
			return { error: result.nodes['Node 1'].error };
		},
	],
	[
		'a dropdown (Shipping Line)',
		async (credentials) =>
			await outcomeOf(loadOptions({ credentials, parameters: {}, method: 'getShippingLines' })),
	],
	[
		'a list search (Container by number)',
		async (credentials) =>
			await outcomeOf(
				loadOptions({
					credentials,
					parameters: {},
					method: 'searchContainers',
					kind: 'listSearch',
					filter: 'MSCU',
				}),
			),
	],
	[
		"the trigger's webhook registration",
		async (credentials) => {
			const trigger = new TriggerHarness(credentials, { events: LFD_EVENTS });
			await trigger.start();
			try {
				return await outcomeOf(trigger.activate());
			} finally {
				await trigger.close();
			}
		},
	],
	[
		"the polling trigger's first poll",
		async (credentials) => await outcomeOf(new PollHarness(credentials, {}).activate()),
	],
];

describe.each([
	['3', 'k3y'],
	['7', 'k3y-4bc'],
])('an API Key of %s characters', (_length, apiKey) => {
	const api = useMockApi({ apiKey });

	it.each(paths)(
		'%s: refused by name and length, before any request, without showing the key',
		async (_path, take) => {
			const { error } = await take({ apiKey, baseUrl: api.mock.url });
			expect(error?.message).toBe(
				`Terminal49 credential: The API Key is ${apiKey.length} characters long, and a Terminal49 API key has at least 8.`,
			);
			expect(error?.description).toMatch(/Developers → API Keys.*API Key field/);
			expect(everything(error)).not.toContain(apiKey);
			expect(api.mock.requests).toEqual([]);
		},
	);

	it('the credential test: refused with the same words, before any request', async () => {
		const result = await testCredential({ apiKey, baseUrl: api.mock.url });
		expect(result).toEqual({
			status: 'Error',
			message: `The API Key is ${apiKey.length} characters long, and a Terminal49 API key has at least 8. Copy the whole key from your Terminal49 account (Developers → API Keys) into the credential's API Key field.`,
		});
		expect(api.mock.requests).toEqual([]);
	});
});

describe('an empty API Key', () => {
	const api = useMockApi();

	it('is refused as empty, before any request', async () => {
		const result = await runWorkflow({
			credentials: { apiKey: '  ', baseUrl: api.mock.url },
			nodes: [
				{ parameters: { resource: 'container', operation: 'getAll', returnAll: true } as never },
			],
		});
		expect(result.nodes['Node 1'].error?.message).toBe(
			'Terminal49 credential: The API Key is empty.',
		);
		expect(api.mock.requests).toEqual([]);
	});
});

describe('an API Key of 8 characters', () => {
	const apiKey = 'k3y-4bc8';
	const api = useMockApi({ apiKey });

	it.each(paths)('%s: sent, as the key itself', async (_path, take) => {
		expect(await take({ apiKey, baseUrl: api.mock.url })).toEqual({ error: undefined });
		expect(api.mock.requests.length).toBeGreaterThan(0);
		expect(
			api.mock.requests.every((request) => request.headers.authorization === `Token ${apiKey}`),
		).toBe(true);
	});

	it('the credential test: accepted', async () => {
		expect(await testCredential({ apiKey, baseUrl: api.mock.url })).toEqual({
			status: 'OK',
			message: 'Connection successful!',
		});
	});
});
