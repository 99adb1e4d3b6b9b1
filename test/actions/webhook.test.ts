import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { runWorkflow, TOOL_NODE_TYPE } from '../harness/engine';
import { makeWebhook, SEED, seedDefault } from '../mock/fixtures';
import type { MockState } from '../mock/server';
import { itRefusesBeforeAnyRequest, useMockApi, v2 } from './setup';
import type { RefusedCase } from './setup';

const webhook = (operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource: 'webhook',
	operation,
	...extra,
});

/** The default account plus 120 webhooks, so lists span pages. */
function manyWebhooks(state: MockState): void {
	seedDefault(state);
	for (let i = 0; i < 120; i++)
		state.webhooks.push(
			makeWebhook({ url: `https://hooks.example.com/${i}`, active: i % 2 === 0 }),
		);
}

describe('Webhook', () => {
	const api = useMockApi({ seed: manyWebhooks });

	it('Get Many: Return All reads every page; no secret in any output mode', async () => {
		const all = await api.run(webhook('getAll', { returnAll: true }), v2);
		expect(all.items).toHaveLength(121);
		expect(all.items[0].json).toEqual({
			id: SEED.webhookId,
			url: api.mock.state.webhooks[0].url,
			active: true,
			events: api.mock.state.webhooks[0].events,
			created_at: api.mock.state.webhooks[0].createdAt,
			event_count: api.mock.state.webhooks[0].events.length,
			header_names: [],
		});
		expect(api.mock.requests.map((r) => r.query['page[number]'])).toEqual(['1', '2']);
		for (const output of ['raw', 'allFields']) {
			const run = await api.run(webhook('getAll', { returnAll: true, output }), v2);
			expect(JSON.stringify(run.items)).not.toMatch(/secret/i);
		}
		const v1 = await api.run(webhook('getAll', { limit: 3 }));
		expect(v1.items).toHaveLength(3);
		expect(JSON.stringify(v1.items)).not.toContain(SEED.webhookSecret);
	});

	it('Get Many: Limit stops after the page it needs', async () => {
		const run = await api.run(webhook('getAll', { limit: 5 }), v2);
		expect(run.items).toHaveLength(5);
		expect(api.calls()).toEqual(['GET /webhooks']);
	});

	it('Get: one webhook, paired with its item, no secret even raw', async () => {
		const id = api.mock.state.webhooks[3].id;
		const run = await api.run(webhook('get', { webhookId: '={{ $json.id }}' }), {
			...v2,
			inputItems: [{ id: SEED.webhookId }, { id }],
		});
		expect(run.items.map((item) => [item.json.id, item.pairedItem])).toEqual([
			[SEED.webhookId, { item: 0 }],
			[id, { item: 1 }],
		]);
		const raw = await api.run(webhook('get', { webhookId: id, output: 'raw' }), v2);
		expect((raw.items[0].json.data as IDataObject).id).toBe(id);
		expect(JSON.stringify(raw.items)).not.toMatch(/secret/i);
	});

	it('Get: an unknown id is the API’s 404, naming the webhook', async () => {
		const missing = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
		const run = await api.run(webhook('get', { webhookId: missing }), v2);
		expect(run.error?.message).toContain('404');
		expect(run.error?.description).toContain(`No webhook with id "${missing}"`);
	});

	it('Create: sends url, events, active and headers; the secret only with Return Signing Secret', async () => {
		const parameters = webhook('create', {
			url: 'https://example.com/t49',
			events: ['container.transport.vessel_arrived', 'tracking_request.succeeded'],
			options: { headers: { header: [{ name: 'X-Token', value: 'tok-abc-0123' }] } },
		});
		const hidden = await api.run(parameters, v2);
		const created = api.mock.state.webhooks.at(-1);
		expect(created).toMatchObject({
			url: 'https://example.com/t49',
			active: true,
			headers: [{ name: 'X-Token', value: 'tok-abc-0123' }],
		});
		expect(hidden.items[0].json).toMatchObject({
			id: created?.id,
			url: 'https://example.com/t49',
			event_count: 2,
			header_names: ['X-Token'],
		});
		expect(JSON.stringify(hidden.items)).not.toContain(created?.secret);

		const shown = await api.run(
			{ ...parameters, options: { returnSecret: true, active: false } },
			v2,
		);
		const second = api.mock.state.webhooks.at(-1);
		expect(second?.active).toBe(false);
		expect(shown.items[0].json.secret).toBe(second?.secret);
		const shownRaw = await api.run(
			{ ...parameters, output: 'raw', options: { returnSecret: true } },
			v2,
		);
		expect(((shownRaw.items[0].json.data as IDataObject).attributes as IDataObject).secret).toBe(
			api.mock.state.webhooks.at(-1)?.secret,
		);
	});

	it.each([
		['"false"', false],
		['"no"', false],
		['"0"', false],
		['" FALSE "', false],
		['"true"', true],
	])(
		'Create: Active and Return Signing Secret from an expression giving %s are read as the boolean %p',
		async (text, meant) => {
			const run = await api.run(
				webhook('create', {
					url: 'https://example.com/t49',
					events: ['container.updated'],
					options: { active: `={{ ${text} }}`, returnSecret: `={{ ${text} }}` },
				}),
				v2,
			);
			expect(run.error).toBeUndefined();
			const [post] = api.mock.requests.filter((r) => r.method === 'POST');
			expect((post.body as { data: { attributes: IDataObject } }).data.attributes.active).toBe(
				meant,
			);
			expect('secret' in run.items[0].json).toBe(meant);
		},
	);

	it('Create: Active or Return Signing Secret that is no boolean is refused by name before the POST', async () => {
		const base = { url: 'https://example.com/t49', events: ['container.updated'] };
		const active = await api.run(
			webhook('create', { ...base, options: { active: '={{ "off" }}' } }),
			v2,
		);
		expect(active.error?.message).toBe(
			'Active must be true or false (yes/no and 1/0 work too), not "off"',
		);
		const secret = await api.run(
			webhook('create', { ...base, options: { returnSecret: '={{ {} }}' } }),
			v2,
		);
		expect(secret.error?.message).toBe(
			'Return Signing Secret must be true or false (yes/no and 1/0 work too), not {}',
		);
		expect(api.mock.requests).toHaveLength(0);
	});

	it('Update: re-activates a webhook Terminal49 switched off, changing nothing else', async () => {
		const off = api.mock.state.webhooks[2];
		expect(off.active).toBe(false);
		const before = { ...off };
		const run = await api.run(
			webhook('update', { webhookId: off.id, updateFields: { active: true } }),
			v2,
		);
		expect(run.items[0].json).toMatchObject({ id: off.id, active: true });
		expect(api.mock.requests[0].body).toEqual({
			data: { type: 'webhook', attributes: { active: true } },
		});
		expect(api.mock.state.webhooks[2]).toEqual({ ...before, active: true });
		expect(JSON.stringify(run.items)).not.toContain(off.secret);
	});

	it('Update: events and URL replace the old ones; nothing to update is refused before sending', async () => {
		const id = api.mock.state.webhooks[1].id;
		await api.run(
			webhook('update', {
				webhookId: id,
				updateFields: {
					url: 'https://new.example.com/x',
					events: 'container.transport.full_out, container.updated',
				},
			}),
			v2,
		);
		expect(api.mock.state.webhooks[1]).toMatchObject({
			url: 'https://new.example.com/x',
			events: ['container.transport.full_out', 'container.updated'],
		});
		api.mock.requests.length = 0;
		const empty = await api.run(webhook('update', { webhookId: id, updateFields: {} }), v2);
		expect(empty.error?.message).toContain('Nothing to update');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('Delete: removes it and says so; a second delete is the API’s 404', async () => {
		const id = api.mock.state.webhooks[5].id;
		const run = await api.run(webhook('delete', { webhookId: id }), v2);
		expect(run.items[0].json).toEqual({ id, deleted: true });
		expect(api.mock.state.webhooks.some((w) => w.id === id)).toBe(false);
		const again = await api.run(webhook('delete', { webhookId: id }), v2);
		expect(again.error?.message).toContain('404');
	});

	it('Get Events: one item per event with its category; Limit applies', async () => {
		const all = await api.run(webhook('getEvents', { returnAll: true }), v2);
		expect(all.items).toHaveLength(43);
		expect(all.items[0].json).toMatchObject({
			event: 'tracking_request.succeeded',
			category: 'Tracking Request Events',
		});
		const some = await api.run(webhook('getEvents', { limit: 4 }));
		expect(some.items).toHaveLength(4);
	});

	it('Get IPs: one item with the delivery addresses', async () => {
		const run = await api.run(webhook('getIps'), v2);
		expect(run.items.map((item) => item.json)).toEqual([
			{
				ips: ['35.222.62.171', '3.230.67.145', '44.217.15.129'],
				last_updated: '2023-10-17T21:23:16Z',
			},
		]);
	});

	it('Send Test Delivery: posts url, event and secret; reports success and failure as data', async () => {
		const ok = await api.run(
			webhook('sendTest', {
				url: 'https://example.com/hook',
				event: 'container.updated',
				secret: 's3cret-0123',
			}),
			v2,
		);
		expect(api.mock.requests[0].body).toEqual({
			url: 'https://example.com/hook',
			event: 'container.updated',
			secret: 's3cret-0123',
		});
		expect(ok.items[0].json).toMatchObject({
			succeeded: true,
			status_code: 200,
			event: 'container.updated',
			error: null,
		});
		expect(JSON.stringify(ok.items)).not.toContain('s3cret-0123');
		const failed = await api.run(
			webhook('sendTest', { url: 'https://nowhere.invalid/hook', event: 'container.updated' }),
			v2,
		);
		expect(failed.items[0].json).toMatchObject({
			succeeded: false,
			status_code: null,
			error: 'getaddrinfo ENOTFOUND nowhere.invalid',
		});
		expect(api.mock.state.testDeliveries.map((d) => d.signed)).toEqual([true, false]);
	});

	describe('an API error that echoes a secret the request sent shows it nowhere', () => {
		const SIGNING_SECRET = 'whsec-7f3a9c1e';
		const TOKEN = 'Bearer tok-51d2e8';
		/** The mock answers the next matching request with an error that repeats `secret` everywhere it can. */
		const echoing = (path: string, secret: string, times = 1) =>
			api.mock.faults.add({
				kind: 'status',
				status: 422,
				times,
				match: { path },
				body: {
					errors: [
						{
							status: '422',
							title: `Invalid value ${secret}`,
							detail: `"${secret}" (${encodeURIComponent(secret)}) is not accepted`,
							source: { pointer: `/data/attributes/${secret}` },
							meta: { received: { secret, header: Buffer.from(secret).toString('base64') } },
						},
					],
				},
			});
		const shown = (error: unknown) => {
			const { message, description, context, errorResponse } = error as {
				message: string;
				description: string;
				context: unknown;
				errorResponse: unknown;
			};
			return JSON.stringify({ message, description, context, errorResponse });
		};

		it('Send Test Delivery’s signing secret, in a workflow and in the answer a model gets as a tool', async () => {
			const parameters = webhook('sendTest', {
				url: 'https://example.com/hook',
				event: 'container.updated',
				secret: SIGNING_SECRET,
			});
			echoing('/webhooks/trigger', SIGNING_SECRET, 2);

			const workflow = await api.run(parameters, v2);
			const tool = (
				await runWorkflow({
					credentials: api.credentials,
					nodes: [{ parameters, type: TOOL_NODE_TYPE, typeVersion: 2 }],
				})
			).nodes['Node 1'];

			for (const error of [workflow.error, tool.error]) {
				expect(error?.message).toMatch(/^Terminal49 answered 422: Invalid value \[redacted\]/);
				expect(shown(error)).not.toContain('7f3a9c1e');
				expect(shown(error)).not.toContain(Buffer.from(SIGNING_SECRET).toString('base64'));
			}
			expect(api.mock.requests.map((request) => (request.body as IDataObject).secret)).toEqual([
				SIGNING_SECRET,
				SIGNING_SECRET,
			]);
		});

		it('a webhook’s header value (the token its endpoint checks), on Create and Update', async () => {
			const headers = { header: [{ name: 'Authorization', value: TOKEN }] };
			echoing('/webhooks', TOKEN);
			const created = await api.run(
				webhook('create', {
					url: 'https://example.com/hook',
					events: ['container.updated'],
					options: { headers },
				}),
				v2,
			);
			const id = api.mock.state.webhooks[0].id;
			echoing(`/webhooks/${id}`, TOKEN);
			const updated = await api.run(
				webhook('update', { webhookId: id, updateFields: { headers } }),
				v2,
			);

			for (const run of [created, updated]) {
				expect(run.error?.message).toMatch(/^Terminal49 answered 422: Invalid value \[redacted\]/);
				expect(shown(run.error)).not.toContain('tok-51d2e8');
			}
		});
	});

	describe('a secret in any spelling, and only a secret, is kept out of what a user or a model sees', () => {
		const SECRET = 'p"w\\d-7f3a9c1e/é';
		const SPELLINGS = [
			SECRET,
			JSON.stringify(SECRET).slice(1, -1),
			encodeURIComponent(SECRET),
			Buffer.from(SECRET).toString('base64'),
		];
		const sendTest = webhook('sendTest', {
			url: 'https://example.com/hook',
			event: 'container.updated',
			secret: SECRET,
		});

		it('a JSON-escaped secret in the API’s detail is not in the error item (On Error: Continue) nor in a tool’s failure', async () => {
			const body = {
				errors: [
					{
						status: '422',
						title: 'Unprocessable',
						detail: `body {"secret":"${SPELLINGS[1]}"} has ${SPELLINGS[2]} and ${SPELLINGS[3]}`,
					},
				],
			};
			api.mock.faults.add({
				kind: 'status',
				status: 422,
				times: 2,
				match: { path: '/webhooks/trigger' },
				body,
			});

			const continued = await api.run(sendTest, { ...v2, continueOnFail: true });
			const tool = (
				await runWorkflow({
					credentials: api.credentials,
					nodes: [{ parameters: sendTest, type: TOOL_NODE_TYPE, typeVersion: 2 }],
				})
			).nodes['Node 1'];

			expect(continued.items[0].json.error).toBe(
				'Terminal49 answered 422: Unprocessable: body {"secret":"[redacted]"} has [redacted] and [redacted]',
			);
			const shown = JSON.stringify([continued.items, tool.error?.message, tool.error?.description]);
			for (const spelling of SPELLINGS)
				expect(shown).not.toContain(JSON.stringify(spelling).slice(1, -1));
			expect(shown).not.toContain('7f3a9c1e');
		});

		it('Send Test Delivery’s answer that quotes the secret gives it to no output, in a workflow or to a model', async () => {
			const answer = {
				url: 'https://example.com/hook',
				succeeded: false,
				error: `the endpoint refused a body signed with ${SECRET}`,
				status_code: 401,
				request_headers: { 'X-Echo': SPELLINGS[3] },
				request_body: `{"secret":"${SPELLINGS[1]}"}`,
				response_body: `secret=${SPELLINGS[2]}`,
			};
			api.mock.faults.add({
				kind: 'status',
				status: 200,
				times: 2,
				match: { path: '/webhooks/trigger' },
				body: answer,
			});

			const workflow = await api.run(sendTest, v2);
			const tool = (
				await runWorkflow({
					credentials: api.credentials,
					nodes: [{ parameters: sendTest, type: TOOL_NODE_TYPE, typeVersion: 2 }],
				})
			).nodes['Node 1'];

			expect(workflow.items[0].json.error).toBe(
				'the endpoint refused a body signed with [redacted]',
			);
			const shown = JSON.stringify([workflow.items, tool.items]);
			expect(shown).not.toContain('7f3a9c1e');
			expect(shown).not.toContain(SPELLINGS[3]);
		});

		it('a header value that is no credential (a content type) stays in the API’s own words', async () => {
			const headers = { header: [{ name: 'Content-Type', value: 'application/json' }] };
			api.mock.faults.add({
				kind: 'status',
				status: 422,
				match: { path: '/webhooks' },
				body: {
					errors: [
						{ status: '422', detail: 'header Content-Type: application/json is not allowed' },
					],
				},
			});
			const run = await api.run(
				webhook('create', {
					url: 'https://example.com/hook',
					events: ['container.updated'],
					options: { headers },
				}),
				v2,
			);
			expect(run.error?.message).toBe(
				'Terminal49 answered 422: header Content-Type: application/json is not allowed',
			);
		});
	});

	describe('bad input is refused before any request, naming the field', () => {
		const cases: RefusedCase[] = [
			[
				'webhook id not a UUID',
				webhook('get', { webhookId: '42' }),
				'"42" is not a valid Webhook ID',
			],
			[
				'webhook id empty',
				webhook('delete', { webhookId: ' ' }),
				'Webhook ID must be a Terminal49 ID, not " "',
			],
			[
				'webhook id a URL',
				webhook('update', {
					webhookId: 'https://app.terminal49.com/x',
					updateFields: { active: true },
				}),
				'is not a valid Webhook ID',
			],
			[
				'url not a URL',
				webhook('create', { url: 'example.com', events: ['container.updated'] }),
				'URL: "example.com" is not a valid http(s) address',
			],
			[
				'url ftp',
				webhook('create', { url: 'ftp://example.com/x', events: ['container.updated'] }),
				'is not a valid http(s) address',
			],
			[
				'no events',
				webhook('create', { url: 'https://example.com', events: '={{ [] }}' }),
				'Events: choose at least one event',
			],
			[
				'unknown event',
				webhook('create', {
					url: 'https://example.com',
					events: 'container.updated, container.exploded',
				}),
				'Events must be a webhook event, not "container.exploded"',
			],
			[
				'header without name',
				webhook('create', {
					url: 'https://example.com',
					events: ['container.updated'],
					options: { headers: { header: [{ name: '', value: 'x' }] } },
				}),
				'Headers: header 1 has no name',
			],
			[
				'test to http',
				webhook('sendTest', { url: 'http://example.com/hook', event: 'container.updated' }),
				'is not a valid https address',
			],
			[
				'test unknown event',
				webhook('sendTest', { url: 'https://example.com/hook', event: 'nope' }),
				'Event must be a webhook event, not "nope"',
			],
			[
				'signing secret too short to keep out of errors',
				webhook('sendTest', {
					url: 'https://example.com/hook',
					event: 'container.updated',
					secret: 'abc',
				}),
				'Signing Secret is 3 characters long: give at least 8',
			],
			[
				'credential header too short to keep out of errors',
				webhook('create', {
					url: 'https://example.com',
					events: ['container.updated'],
					options: { headers: { header: [{ name: 'Authorization', value: 'k1' }] } },
				}),
				'Headers: the value of Authorization is 2 characters long: give at least 8',
			],
		];
		itRefusesBeforeAnyRequest(api, cases);
	});
});
