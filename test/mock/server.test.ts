/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { replanLastFreeDays, ROUTE_SEED, SEED, seedContainers, seedDefault } from './fixtures';
import { startMockApi, type MockApi } from './server';
import { createMockState } from './state';
import { WEBHOOK_EVENTS } from './webhookEvents';

interface ApiError {
	status: string;
	title: string;
	detail: string;
	source?: { pointer?: string; parameter?: string };
	code?: string;
}

interface ErrorDocument {
	errors: ApiError[];
}

interface ResourceObject {
	id: string;
	type: string;
	attributes: Record<string, unknown>;
	relationships?: Record<
		string,
		{ data: { id: string; type: string } | Array<{ id: string; type: string }> | null }
	>;
	links?: { self: string };
}

interface SingleDocument {
	data: ResourceObject;
	links: { self: string };
	included?: ResourceObject[];
}

interface ListDocument {
	data: ResourceObject[];
	links: Record<string, string | undefined>;
	meta: { size: number; total: number };
	included?: ResourceObject[];
}

interface RequestOptions {
	method?: string;
	body?: unknown;
	/** null sends no Authorization header. */
	key?: string | null;
}

async function call(mock: MockApi, path: string, options: RequestOptions = {}): Promise<Response> {
	const key = options.key === undefined ? mock.apiKey : options.key;
	const headers: Record<string, string> = { 'content-type': 'application/vnd.api+json' };
	if (key !== null) headers.authorization = `Token ${key}`;
	return fetch(`${mock.url}${path}`, {
		method: options.method ?? 'GET',
		headers,
		body:
			options.body === undefined
				? undefined
				: typeof options.body === 'string'
					? options.body
					: JSON.stringify(options.body),
	});
}

async function json<T>(response: Response): Promise<T> {
	return (await response.json()) as T;
}

function customFieldBody(value: unknown): unknown {
	return { data: { type: 'custom_field', attributes: { value } } };
}

const TR1 = SEED.trackingRequestIds[0];
const S1 = SEED.shipmentIds[0];

describe('mock Terminal49 API', () => {
	let mock: MockApi;

	beforeAll(async () => {
		mock = await startMockApi({ rateLimit: false });
	});
	afterAll(() => mock.close());
	beforeEach(() => mock.reset());

	describe('auth', () => {
		it.each([
			['no header', null],
			['a wrong key', 'wrong-key'],
		])('answers 401 with a JSON:API error for %s', async (_label, key) => {
			const response = await call(mock, '/containers', { key });
			expect(response.status).toBe(401);
			expect(response.headers.get('content-type')).toBe('application/vnd.api+json');
			const body = await json<ErrorDocument>(response);
			expect(body.errors[0]).toMatchObject({
				status: '401',
				title: 'Unauthorized',
				detail: 'The API key is invalid',
			});
		});

		it('rejects a Bearer scheme', async () => {
			const response = await fetch(`${mock.url}/containers`, {
				headers: { authorization: `Bearer ${mock.apiKey}` },
			});
			expect(response.status).toBe(401);
		});

		it('the key of the account without routing reads and writes as the main key, but gets the vendor’s 403 for routes, maps and vessel positions', async () => {
			const key = mock.apiKeyWithoutRouting;
			expect(key).toBe(`norouting-${mock.apiKey}`);
			expect((await call(mock, '/containers', { key })).status).toBe(200);
			// A write reaches its handler (a value of the wrong type: 422, nothing written), not a 403.
			const write = await call(mock, `/tracking_requests/${TR1}/custom_fields/pallet_count`, {
				method: 'PATCH',
				key,
				body: customFieldBody('three'),
			});
			expect(write.status).toBe(422);
			const routed = ROUTE_SEED.containerId;
			for (const path of [`/containers/${routed}/route`, `/containers/${routed}/map_geojson`]) {
				const refused = await call(mock, path, { key });
				expect([path, refused.status]).toEqual([path, 403]);
				expect((await json<ErrorDocument>(refused)).errors[0].detail).toBe(
					'Routing data feature is not enabled for this account',
				);
			}
			expect((await call(mock, `/containers/${routed}/route`)).status).toBe(200);
			expect((await call(mock, '/containers', { key: `norouting-${mock.apiKey}x` })).status).toBe(
				401,
			);
		});

		it('lets readonly- keys read but answers 403 to their writes', async () => {
			expect((await call(mock, '/containers', { key: 'readonly-abc' })).status).toBe(200);
			const response = await call(mock, `/tracking_requests/${TR1}/custom_fields/pallet_count`, {
				method: 'PATCH',
				key: 'readonly-abc',
				body: customFieldBody(3),
			});
			expect(response.status).toBe(403);
			const body = await json<ErrorDocument>(response);
			expect(body.errors[0].title).toBe('Forbidden');
			expect(body.errors[0].detail).toMatch(/update permission/);
			expect(mock.state.customFieldWrites).toHaveLength(0);
		});
	});

	describe('routing and request log', () => {
		it('answers 404 for unknown routes and ids that decode to contain a slash', async () => {
			expect((await call(mock, '/vessels_of_doom')).status).toBe(404);
			const response = await call(mock, '/shipments/a%2Fb');
			expect(response.status).toBe(404);
			expect((await json<ErrorDocument>(response)).errors[0].status).toBe('404');
			expect(mock.requests[1]).toMatchObject({
				method: 'GET',
				path: '/shipments/a%2Fb',
				status: 404,
			});
		});

		it('answers 400 to a malformed JSON body', async () => {
			const response = await call(mock, '/webhooks', { method: 'POST', body: '{"data": ' });
			expect(response.status).toBe(400);
			expect(mock.requests[0].body).toBe('{"data": ');
		});

		it('records decoded query keys', async () => {
			await call(mock, '/containers?page%5Bsize%5D=5&include=shipment');
			expect(mock.requests[0].query).toEqual({ 'page[size]': '5', include: 'shipment' });
			expect(mock.requests[0].headers.authorization).toBe(`Token ${mock.apiKey}`);
		});
	});

	describe('include', () => {
		it('adds each related shipment of a container page once', async () => {
			const body = await json<ListDocument>(
				await call(mock, '/containers?page[size]=12&include=shipment'),
			);
			const included = body.included ?? [];
			expect(included.every((resource) => resource.type === 'shipment')).toBe(true);
			expect(included.map((resource) => resource.id).sort()).toEqual([...SEED.shipmentIds].sort());
		});

		it('includes a shipment’s containers, each pointing back to it', async () => {
			const response = await call(mock, `/shipments/${S1}?include=containers`);
			const body = await json<SingleDocument>(response);
			expect(body.links.self).toBe(`${mock.url}/shipments/${S1}?include=containers`);
			expect(body.data.links?.self).toBe(`/v2/shipments/${S1}`);
			const containers = body.included ?? [];
			expect(containers).toHaveLength(4);
			for (const container of containers) {
				expect(container.type).toBe('container');
				expect(container.relationships?.shipment.data).toEqual({ id: S1, type: 'shipment' });
			}
		});

		it('answers 400 to an unknown relationship', async () => {
			const response = await call(mock, '/containers?include=captain');
			expect(response.status).toBe(400);
			expect((await json<ErrorDocument>(response)).errors[0].source).toEqual({
				parameter: 'include',
			});
		});
	});

	describe('custom fields', () => {
		const patch = (
			slug: string,
			body: unknown,
			entity = `/tracking_requests/${TR1}`,
		): Promise<Response> =>
			call(mock, `${entity}/custom_fields/${slug}`, { method: 'PATCH', body });

		it.each([
			['customer_reference_number', 42, 'PO-77', 'short_text'],
			['pallet_count', '12', 12, 'number'],
			['hazmat', 'true', true, 'boolean'],
			['requested_delivery_date', '2024-02-30', '2024-07-01', 'date'],
			['requested_delivery_date', '07/01/2024', '2024-07-01', 'date'],
			['booked_at', '2024-07-01', '2024-07-01T10:00:00Z', 'datetime'],
			['priority', 'High', 'high', 'enum'],
			['handling_flags', ['fragile', 'bogus'], ['fragile'], 'enum_multi'],
			['handling_flags', 'fragile', ['fragile', 'oversize'], 'enum_multi'],
		])('%s rejects %j and accepts %j (%s)', async (slug, invalid, valid, dataType) => {
			const rejected = await patch(slug, customFieldBody(invalid));
			expect(rejected.status).toBe(422);
			const error = (await json<ErrorDocument>(rejected)).errors[0];
			expect(error.source).toEqual({ pointer: '/data/attributes/value' });
			expect(error.detail).toContain(dataType);

			const accepted = await patch(slug, customFieldBody(valid));
			expect(accepted.status).toBe(200);
			const body = await json<SingleDocument>(accepted);
			expect(body.data.attributes.value).toEqual(valid);
			expect(mock.state.customFieldWrites.at(-1)).toMatchObject({
				method: 'PATCH',
				entityId: TR1,
				apiSlug: slug,
				value: valid,
			});
		});

		it('answers in the custom_field shape with a display value', async () => {
			const response = await patch('priority', customFieldBody('normal'));
			const body = await json<SingleDocument>(response);
			expect(body.data).toMatchObject({
				type: 'custom_field',
				attributes: { api_slug: 'priority', value: 'normal', display_value: 'Normal' },
				relationships: {
					entity: { data: { id: TR1, type: 'tracking_request' } },
					definition: {
						data: {
							type: 'custom_field_definition',
							id: SEED.definitionIds.tracking_request.priority,
						},
					},
				},
			});
			expect(body.data.links?.self).toBe(`/v2/custom_fields/${body.data.id}`);
			expect(body.links.self).toBe(`${mock.url}/tracking_requests/${TR1}/custom_fields/priority`);
		});

		it('clears a value with null', async () => {
			const body = await json<SingleDocument>(
				await patch('customer_reference_number', customFieldBody(null)),
			);
			expect(body.data.attributes).toMatchObject({ value: null, display_value: null });
		});

		it('requires the JSON:API envelope', async () => {
			const response = await patch('pallet_count', { value: 3 });
			expect(response.status).toBe(422);
			expect((await json<ErrorDocument>(response)).errors[0].source).toEqual({ pointer: '/data' });
		});

		it('answers 404 for an unknown slug, a slug of another entity type and an unknown entity', async () => {
			const writesBefore = mock.state.customFieldWrites.length;
			expect((await patch('no_such_slug', customFieldBody('x'))).status).toBe(404);
			expect((await patch('customs_cleared', customFieldBody(true))).status).toBe(404);
			const unknownEntity = `/tracking_requests/${SEED.shipmentIds[0]}`;
			expect((await patch('pallet_count', customFieldBody(1), unknownEntity)).status).toBe(404);
			expect(mock.state.customFieldWrites).toHaveLength(writesBefore);
		});

		it('checks enum values against the options of that entity’s definition', async () => {
			expect((await patch('priority', customFieldBody('hot'))).status).toBe(422);
			expect((await patch('priority', customFieldBody('hot'), `/shipments/${S1}`)).status).toBe(
				200,
			);
		});

		it('serves definitions and options', async () => {
			const definitionId = SEED.definitionIds.container.dispatch_status;
			const list = await json<ListDocument>(
				await call(
					mock,
					'/custom_field_definitions?filter[entity_type]=Container&filter[data_type]=enum',
				),
			);
			expect(list.data.map((definition) => definition.id)).toEqual([definitionId]);
			const optionId = SEED.optionIds.container.dispatch_status.scheduled;
			const option = await json<SingleDocument>(
				await call(mock, `/custom_field_definitions/${definitionId}/options/${optionId}`),
			);
			expect(option.data).toMatchObject({
				type: 'custom_field_option',
				attributes: { label: 'Scheduled', value: 'scheduled', position: 1 },
			});
		});
	});

	describe('tracking requests', () => {
		const create = (attributes: Record<string, unknown>): Promise<Response> =>
			call(mock, '/tracking_requests', {
				method: 'POST',
				body: { data: { type: 'tracking_request', attributes } },
			});

		it('rejects an unknown SCAC with a pointer to it', async () => {
			const response = await create({
				request_type: 'bill_of_lading',
				request_number: 'XXX123',
				scac: 'XXXX',
			});
			expect(response.status).toBe(422);
			expect((await json<ErrorDocument>(response)).errors[0].source).toEqual({
				pointer: '/data/attributes/scac',
			});
		});

		it('creates a pending request', async () => {
			const response = await create({
				request_type: 'booking_number',
				request_number: 'MAEU998877',
				scac: 'MAEU',
			});
			expect(response.status).toBe(201);
			const body = await json<SingleDocument>(response);
			expect(body.data.attributes).toMatchObject({
				status: 'pending',
				scac: 'MAEU',
				request_number: 'MAEU998877',
			});
			expect(mock.state.trackingRequests.some((request) => request.id === body.data.id)).toBe(true);
		});
	});

	describe('webhooks', () => {
		const create = (attributes: Record<string, unknown>): Promise<Response> =>
			call(mock, '/webhooks', { method: 'POST', body: { data: { type: 'webhook', attributes } } });

		afterEach(() => {
			mock.state.requireHttpsWebhooks = false;
		});

		it('creates a webhook with a generated hex secret, then deletes it', async () => {
			const response = await create({
				url: 'https://example.com/hook',
				active: true,
				events: ['container.pickup_lfd.changed'],
				headers: [{ name: 'X-Env', value: 'test' }],
			});
			expect(response.status).toBe(201);
			const body = await json<SingleDocument>(response);
			expect(body.data.attributes).toMatchObject({
				url: 'https://example.com/hook',
				active: true,
				events: ['container.pickup_lfd.changed'],
				headers: [{ name: 'X-Env', value: 'test' }],
			});
			expect(body.data.attributes.secret).toMatch(/^[0-9a-f]{64}$/);
			expect(mock.state.webhooks.find((webhook) => webhook.id === body.data.id)?.secret).toBe(
				body.data.attributes.secret,
			);

			expect((await call(mock, `/webhooks/${body.data.id}`, { method: 'DELETE' })).status).toBe(
				204,
			);
			expect((await call(mock, `/webhooks/${body.data.id}`, { method: 'DELETE' })).status).toBe(
				404,
			);
		});

		it.each([
			[
				'an unknown event',
				{ url: 'https://example.com/h', active: true, events: ['container.teleported'] },
				'/data/attributes/events',
			],
			[
				'no events',
				{ url: 'https://example.com/h', active: true, events: [] },
				'/data/attributes/events',
			],
			[
				'an invalid url',
				{ url: 'not a url', active: true, events: ['container.updated'] },
				'/data/attributes/url',
			],
		])('rejects %s with 422', async (_label, attributes, pointer) => {
			const response = await create(attributes);
			expect(response.status).toBe(422);
			expect((await json<ErrorDocument>(response)).errors[0].source).toEqual({ pointer });
		});

		it('rejects http URLs when https is required', async () => {
			mock.state.requireHttpsWebhooks = true;
			const response = await create({
				url: 'http://example.com/h',
				active: true,
				events: ['container.updated'],
			});
			expect(response.status).toBe(422);
			const error = (await json<ErrorDocument>(response)).errors[0];
			expect(error).toMatchObject({
				detail: 'url must be https',
				source: { pointer: '/data/attributes/url' },
			});
		});

		it('lists all 43 event names', async () => {
			type Categories = { data: Array<{ attributes: { events: Array<{ name: string }> } }> };
			const body = await json<Categories>(await call(mock, '/webhooks/events'));
			const names = body.data.flatMap((category) =>
				category.attributes.events.map((event) => event.name),
			);
			expect(names).toHaveLength(43);
			expect(new Set(names)).toEqual(new Set(WEBHOOK_EVENTS));
		});
	});

	describe('faults', () => {
		it('status: answers the given status once, on matching requests only', async () => {
			mock.faults.add({
				kind: 'status',
				status: 503,
				retryAfter: 2,
				match: { path: '/containers' },
			});
			expect((await call(mock, '/shipments')).status).toBe(200);
			const faulted = await call(mock, '/containers');
			expect(faulted.status).toBe(503);
			expect(faulted.headers.get('retry-after')).toBe('2');
			expect((await json<ErrorDocument>(faulted)).errors[0].status).toBe('503');
			expect((await call(mock, '/containers')).status).toBe(200);
			expect(mock.requests.map((request) => request.status)).toEqual([200, 503, 200]);
		});

		it('status: counts down `times` and leaves data untouched', async () => {
			mock.faults.add({
				kind: 'status',
				status: 500,
				times: 2,
				match: { method: 'patch', path: /custom_fields/ },
			});
			const writesBefore = mock.state.customFieldWrites.length;
			const statuses: number[] = [];
			for (let i = 0; i < 3; i++) {
				const path = `/tracking_requests/${TR1}/custom_fields/pallet_count`;
				statuses.push(
					(await call(mock, path, { method: 'PATCH', body: customFieldBody(i) })).status,
				);
			}
			expect(statuses).toEqual([500, 500, 200]);
			expect(mock.state.customFieldWrites.slice(writesBefore).map((write) => write.value)).toEqual([
				2,
			]);
		});

		it('drop: destroys the connection without an answer', async () => {
			mock.faults.add({ kind: 'drop' });
			await expect(call(mock, '/containers')).rejects.toThrow();
			expect(mock.requests[0].status).toBe(0);
			expect((await call(mock, '/containers')).status).toBe(200);
		});

		it('slow: answers normally after the delay', async () => {
			mock.faults.add({ kind: 'slow', delayMs: 150 });
			const started = Date.now();
			const response = await call(mock, '/shipments');
			expect(response.status).toBe(200);
			expect(Date.now() - started).toBeGreaterThanOrEqual(140);
		});

		it('malformed: 200 with a JSON:API content type and a body that is not JSON', async () => {
			mock.faults.add({ kind: 'malformed' });
			const response = await call(mock, '/containers');
			expect(response.status).toBe(200);
			expect(response.headers.get('content-type')).toBe('application/vnd.api+json');
			await expect(response.json()).rejects.toThrow();
		});

		it('429burst: consecutive 429s with Retry-After, then normal answers', async () => {
			mock.faults.add({ kind: '429burst', times: 2, retryAfter: 3 });
			const first = await call(mock, '/containers');
			const second = await call(mock, '/containers');
			const third = await call(mock, '/containers');
			expect([first.status, second.status, third.status]).toEqual([429, 429, 200]);
			expect(first.headers.get('retry-after')).toBe('3');
			expect((await json<ErrorDocument>(second)).errors[0]).toMatchObject({
				status: '429',
				title: 'Too Many Requests',
			});
			expect(mock.state.stats.rateLimited).toBe(2);
		});
	});
});

describe('mock Terminal49 seed', () => {
	it('creates every record SEED names, with LFDs at local midnight of the planned day', () => {
		const state = createMockState();
		const now = Date.parse('2025-03-09T12:00:00Z'); // the US DST switch, to exercise zone offsets
		seedDefault(state, now);
		expect(state.containers.map((container) => container.id)).toEqual(SEED.containerIds);
		expect(state.shipments.map((shipment) => shipment.id)).toEqual(SEED.shipmentIds);
		expect(state.trackingRequests.map((request) => request.id)).toEqual(SEED.trackingRequestIds);
		for (const [entity, slugs] of Object.entries(SEED.definitionIds)) {
			for (const [slug, id] of Object.entries(slugs)) {
				const definition = state.customFieldDefinitions.find((candidate) => candidate.id === id);
				expect(definition?.attributes.api_slug).toBe(slug);
				// The live API calls a container's custom fields "Cargo".
				expect(definition?.attributes.entity_type.toLowerCase()).toBe(
					entity === 'container' ? 'cargo' : entity.replace('_', ''),
				);
			}
		}
		const dataTypes = new Set(
			state.customFieldDefinitions.map((definition) => definition.attributes.data_type),
		);
		expect([...dataTypes].sort()).toEqual([
			'boolean',
			'date',
			'datetime',
			'enum',
			'enum_multi',
			'number',
			'short_text',
		]);

		const first = state.containers[0].attributes;
		expect(first.pod_timezone).toBe('America/Los_Angeles');
		expect(first.pickup_lfd).toBe('2025-03-11T07:00:00Z'); // +2 days, PDT
		const overdue = state.containers[2].attributes;
		expect(overdue.pickup_lfd).toBe('2025-03-06T08:00:00Z'); // -3 days, PST
		expect(
			SEED.containers.map((container) => container.lfdInDays).filter((days) => days !== null),
		).toEqual(expect.arrayContaining([-3, 0, 10]));
	});

	it('replans the last free days from another day: each moves by the days between, nothing else changes', () => {
		const state = createMockState();
		const seededAt = Date.parse('2026-11-26T07:59:50Z'); // ten seconds before midnight in Los Angeles
		seedDefault(state, seededAt);
		const before = structuredClone(state.containers);
		replanLastFreeDays(state, seededAt);
		expect(state.containers).toEqual(before);

		replanLastFreeDays(state, seededAt + 20_000);
		const lfds = (containers: typeof before): Array<string | null | undefined> =>
			containers.map((container) => container.attributes.pickup_lfd);
		// Los Angeles moved on a day; New York and Chicago were already on the 26th.
		const la = SEED.containers.map(
			(_, index) => before[index].attributes.pod_timezone === 'America/Los_Angeles',
		);
		lfds(state.containers).forEach((lfd, index) => {
			const was = lfds(before)[index];
			if (was === null || was === undefined) return expect(lfd).toBe(was);
			const moved = la[index] && SEED.containers[index].lfdSource !== 'rail' ? 86_400_000 : 0;
			expect(Date.parse(String(lfd)) - Date.parse(was)).toBe(moved);
		});
		expect(state.containers.map((container) => container.attributes.import_deadlines)).not.toEqual(
			before.map((container) => container.attributes.import_deadlines),
		);
		expect(
			state.containers.map((container) => ({
				...container.attributes,
				pickup_lfd: null,
				import_deadlines: null,
			})),
		).toEqual(
			before.map((container) => ({
				...container.attributes,
				pickup_lfd: null,
				import_deadlines: null,
			})),
		);
	});
});

describe('mock Terminal49 API rate limit', () => {
	it('answers 429 with Retry-After once the rolling window is full, per key', async () => {
		const mock = await startMockApi({ rateLimit: { requests: 5, windowMs: 300 } });
		try {
			const statuses: number[] = [];
			for (let i = 0; i < 6; i++) statuses.push((await call(mock, '/shipping_lines')).status);
			expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

			const limited = await call(mock, '/shipping_lines');
			expect(limited.status).toBe(429);
			expect(limited.headers.get('retry-after')).toBe('1');
			expect((await json<ErrorDocument>(limited)).errors[0].status).toBe('429');

			expect((await call(mock, '/shipping_lines', { key: 'readonly-other' })).status).toBe(200);
			expect(mock.state.stats.byKey[mock.apiKey]).toEqual({ requests: 7, rateLimited: 2 });

			await new Promise((resolve) => setTimeout(resolve, 320));
			expect((await call(mock, '/shipping_lines')).status).toBe(200);
		} finally {
			await mock.close();
		}
	});
});

describe('mock Terminal49 API pagination', () => {
	it('caps page[size] at 100 and drops links.next on the last page', async () => {
		const mock = await startMockApi({
			rateLimit: false,
			seed: (state) => {
				seedDefault(state);
				seedContainers(state, 238);
			},
		});
		try {
			const seen = new Set<string>();
			let next: string | undefined = `${mock.url}/containers?page[size]=500`;
			const sizes: number[] = [];
			let last: ListDocument | null = null;
			while (next) {
				const response = await fetch(next, { headers: { authorization: `Token ${mock.apiKey}` } });
				last = await json<ListDocument>(response);
				sizes.push(last.data.length);
				for (const container of last.data) seen.add(container.id);
				next = last.links.next;
			}
			expect(sizes).toEqual([100, 100, 50]);
			expect(seen.size).toBe(250);
			expect(last?.meta).toEqual({ size: 50, total: 250 });
			expect(last?.links.prev).toBe(`${mock.url}/containers?page[number]=2&page[size]=100`);
			expect(last?.links.last).toBe(`${mock.url}/containers?page[number]=3&page[size]=100`);

			const firstPage = await json<ListDocument>(await call(mock, '/containers'));
			expect(firstPage.data).toHaveLength(30);
			expect(firstPage.links.next).toBe(`${mock.url}/containers?page[number]=2&page[size]=30`);
		} finally {
			await mock.close();
		}
	});

	// How fast it seeds and pages is bench/'s to measure (scenario return-all), not a test's to assert.
	it('seeds 30,000 containers and serves the last page of 100 with its shipments', async () => {
		const mock = await startMockApi({
			rateLimit: false,
			seed: (state) => seedContainers(state, 30_000),
		});
		try {
			expect(mock.state.containers).toHaveLength(30_000);
			const body = await json<ListDocument>(
				await call(mock, '/containers?page[number]=300&page[size]=100&include=shipment'),
			);
			expect(body.data).toHaveLength(100);
			expect(body.links.next).toBeUndefined();
			expect(body.included).toHaveLength(10);
		} finally {
			await mock.close();
		}
	});
});

describe('mock: POST /tracking_requests/infer_number', () => {
	let mock: MockApi;
	beforeAll(async () => {
		mock = await startMockApi({ rateLimit: false });
	});
	afterAll(async () => {
		await mock.close();
	});

	interface Candidate {
		scac: string;
	}
	interface InferAttributes {
		number_type: string;
		shipping_line: { decision: string; selected: Candidate | null; candidates: Candidate[] };
	}

	const infer = async (number: unknown) => {
		const response = await fetch(`${mock.url}/tracking_requests/infer_number`, {
			method: 'POST',
			headers: { authorization: `Token ${mock.apiKey}`, 'content-type': 'application/json' },
			body: JSON.stringify({ number }),
		});
		return {
			status: response.status,
			body: (await response.json()) as { data?: { type: string; attributes: InferAttributes } },
		};
	};

	it.each([
		[
			'a container number of a known owner code',
			'MSKU2431002',
			'container',
			'auto_select',
			['MAEU'],
		],
		[
			'a bill of lading starting with an alternative SCAC',
			'MEDUFR030802',
			'bill_of_lading',
			'auto_select',
			['MSCU'],
		],
		['digits only', '243891157', 'bill_of_lading', 'needs_confirmation', ['MAEU', 'HLCU']],
		['anything else', 'XYZ12345', 'bill_of_lading', 'no_prediction', []],
	])('%s: %s', async (_name, number, numberType, decision, scacs) => {
		const { status, body } = await infer(number);
		expect(status).toBe(200);
		expect(body.data?.type).toBe('infer_number_results');
		const attributes = body.data!.attributes;
		expect(attributes.number_type).toBe(numberType);
		expect(attributes.shipping_line.decision).toBe(decision);
		expect(attributes.shipping_line.candidates.map((c) => c.scac)).toEqual(scacs);
		expect(attributes.shipping_line.selected?.scac ?? null).toBe(
			decision === 'auto_select' ? scacs[0] : null,
		);
	});

	it.each([[''], ['AB'], [42], ['MSKU 2431002']])('%p is the API’s 422', async (number) => {
		const { status, body } = await infer(number);
		expect(status).toBe(422);
		expect(body).toEqual({
			errors: [
				{
					status: '422',
					title: 'Unprocessable Entity',
					detail: 'This reference number is not valid.',
				},
			],
		});
	});
});
