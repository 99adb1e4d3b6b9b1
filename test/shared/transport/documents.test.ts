/**
 * The door: an answer becomes a typed JSON:API document only by being read as one. Through n8n's
 * engine against the mock told to answer a body of another shape, a single-record read and a list
 * read fail naming the operation, the request and what is wrong, before any output is shaped;
 * any JSON body either reads or fails so, never with a TypeError from deeper in.
 */
import fc from 'fast-check';

import { parseDocument, parseListDocument } from '../../../nodes/Terminal49/shared/jsonapi';
import { SEED } from '../../mock/fixtures';
import { useMockApi, v2 } from '../../actions/setup';

const CONTAINER = SEED.containerIds[0];
const getContainer = { resource: 'container', operation: 'get', containerId: CONTAINER };
const listContainers = { resource: 'container', operation: 'getAll', returnAll: true };
const single = `Container → Get: the API's answer to GET /containers/${CONTAINER} is not a JSON:API document: `;

describe('a single-record read whose answer is no JSON:API document', () => {
	const api = useMockApi();
	const answer = (body: unknown) =>
		api.mock.faults.add({
			kind: 'status',
			status: 200,
			body,
			match: { method: 'GET', path: `/containers/${CONTAINER}` },
		});

	it.each([
		['a list', [{ id: CONTAINER, type: 'container' }], 'it is a list, not an object'],
		['true', true, 'it is a boolean, not an object'],
		[
			'an object without data',
			{ container: { id: CONTAINER } },
			'it has no `data` (its members are container)',
		],
		[
			'data of a number',
			{ data: 7 },
			'`data` is a number, not a record, a list of records or null',
		],
		[
			'data of no id',
			{ data: { type: 'container', attributes: {} } },
			'`data` is an object without a text `id` and `type`',
		],
	])(
		'%s: fails naming the operation, the request and what is wrong',
		async (_title, body, problem) => {
			answer(body);
			const run = await api.run(getContainer, v2);
			expect(run.error?.message).toBe(`${single}${problem}`);
			expect(run.error?.description).toMatch(/Try again later/);
			expect(run.items).toHaveLength(0);
		},
	);

	it('a member named as the API key or as a secret the body carries is cut from the message', async () => {
		const signingSecret = ['whsec', '0123456789'].join('-');
		answer({ [api.mock.apiKey]: 1, secret: signingSecret, [signingSecret]: 2 });
		const run = await api.run(getContainer, v2);
		expect(run.error?.message).toMatch(/^Container → Get: .* it has no `data` \(its members are /);
		expect(run.error?.message).not.toContain(api.mock.apiKey);
		expect(run.error?.message).not.toContain(signingSecret);
	});

	it('with On Error "continue", the item says the same', async () => {
		answer(42);
		const run = await api.run(getContainer, { ...v2, continueOnFail: true });
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.error)).toEqual([
			`${single}it is a number, not an object`,
		]);
	});

	it('every output mode and version 1 fail the same way: the door is before any shape', async () => {
		for (const [parameters, options] of [
			[{ ...getContainer, output: 'raw' }, v2],
			[{ ...getContainer, simplify: false }, { typeVersion: 1 }],
			[getContainer, { typeVersion: 1 }],
		] as const) {
			answer({ errors: [] });
			const run = await api.run(parameters, options);
			expect(run.error?.message).toBe(`${single}it has no \`data\` (its members are errors)`);
		}
	});
});

describe('a list read whose page is no JSON:API document', () => {
	const api = useMockApi();

	it('the first page: fails naming the operation and the list, nothing returned', async () => {
		api.mock.faults.add({
			kind: 'status',
			status: 200,
			body: { containers: [] },
			match: { method: 'GET', path: '/containers' },
		});
		const run = await api.run(listContainers, v2);
		expect(run.error?.message).toBe(
			"Container → Get Many: the API's answer to GET /containers is not a JSON:API document: it has no `data` (its members are containers)",
		);
		expect(run.items).toHaveLength(0);
	});

	it('a later page: the read fails rather than ending early with what it had', async () => {
		api.mock.state.pageSizeServed = 5;
		api.mock.faults.add({
			kind: 'status',
			status: 200,
			body: 'null',
			match: { method: 'GET', path: '/containers', query: { 'page[number]': '2' } },
		});
		const run = await api.run(listContainers, v2);
		expect(run.error?.message).toBe(
			"Container → Get Many: the API's answer to GET /containers is not a JSON:API document: it is null, not an object",
		);
		expect(api.calls().filter((call) => call === 'GET /containers')).toHaveLength(2);
	});
});

describe('bodies that are not JSON:API keep their own readers', () => {
	const api = useMockApi();

	it('Container → Refresh answers a plain message, Webhook → Get IPs a plain list', async () => {
		const refresh = await api.run({
			resource: 'container',
			operation: 'refresh',
			containerId: CONTAINER,
		});
		expect(refresh.error).toBeUndefined();
		expect(typeof refresh.items[0].json.message).toBe('string');
		const ips = await api.run({ resource: 'webhook', operation: 'getIps' }, v2);
		expect(ips.error).toBeUndefined();
		expect(ips.items.length).toBeGreaterThan(0);
	});
});

/** JSON bodies, with more of them near a document's shape than fc.jsonValue alone would give. */
const bodyArb = fc.oneof(
	fc.jsonValue(),
	fc.record({ data: fc.jsonValue() }, { requiredKeys: [] }),
	fc.record(
		{
			data: fc.record(
				{
					id: fc.oneof(fc.string(), fc.jsonValue()),
					type: fc.oneof(fc.constant('container'), fc.jsonValue()),
					attributes: fc.jsonValue(),
				},
				{ requiredKeys: [] },
			),
			included: fc.jsonValue(),
		},
		{ requiredKeys: [] },
	),
);

describe('the door over any JSON body, properties', () => {
	it('parseDocument and parseListDocument never throw: a document, or a problem in words', () => {
		fc.assert(
			fc.property(bodyArb, (body) => {
				for (const parsed of [parseDocument(body), parseListDocument(body)]) {
					if (parsed.ok) expect(parsed.document).toHaveProperty('data');
					else expect(parsed.problem).toMatch(/^(it |`data` )/);
				}
				expect(parseDocument(body).ok).toBe(parseListDocument(body).ok);
			}),
			{ numRuns: 500 },
		);
	});

	describe('through the engine', () => {
		const api = useMockApi();

		it("Container → Get either returns its record or fails with the door's message or the API-fault one, never a TypeError", async () => {
			await fc.assert(
				fc.asyncProperty(bodyArb, async (body) => {
					api.mock.faults.clear();
					// Sent as the JSON text it is (the mock sends a string body as it is).
					api.mock.faults.add({
						kind: 'status',
						status: 200,
						body: JSON.stringify(body),
						match: { method: 'GET', path: `/containers/${CONTAINER}` },
					});
					const run = await api.run(getContainer, v2);
					const message = run.error?.message;
					if (message === undefined) expect(run.items).toHaveLength(1);
					// A document that does not hold the container asked for (no record, or another) is refused at the door.
					else if (parseDocument(body).ok)
						expect(message).toMatch(
							/^Container → Get: the API's answer to GET \/containers\/\S+ holds (no record|a list|a .+ record \(.*\)), not the container asked for$/s,
						);
					// n8n's client hands a JSON string over as the text it holds, which is read as text that is not JSON.
					else if (typeof body === 'string')
						expect(message).toMatch(
							/^Terminal49 answered GET \/containers\/\S+ with a body that is not valid JSON$|^Container → Get: the API's answer/,
						);
					else expect(message.startsWith(single)).toBe(true);
					expect(message ?? '').not.toMatch(/TypeError|Cannot read|undefined/);
				}),
				{ numRuns: 60 },
			);
		});
	});
});
