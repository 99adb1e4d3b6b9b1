import type { IDataObject } from 'n8n-workflow';

import { SEED, makeOption } from '../../mock/fixtures';
import { updateFromItem, useMockApi, v2 } from '../setup';

const TRACKING_REQUEST = SEED.trackingRequestIds[0];
const SHIPMENT = SEED.shipmentIds[0];
const CONTAINER = SEED.containerIds[0];
const MISSING = 'a0000000-0000-4000-8000-0000000000ff';

describe.each(['live', 'openapi'] as const)('Update custom field (%s spelling)', (spelling) => {
	const api = useMockApi({ spelling });
	const patches = () => api.mock.requests.filter((r) => r.method === 'PATCH');

	it('sends the JSON:API envelope and returns the updated field, simplified', async () => {
		const run = await api.run(updateFromItem(), {
			inputItems: [{ slug: 'customer_reference_number', value: 'PO-4411' }],
		});
		expect(run.error).toBeUndefined();
		expect(patches().map((r) => [r.path, r.body, r.headers['content-type']])).toEqual([
			[
				`/tracking_requests/${TRACKING_REQUEST}/custom_fields/customer_reference_number`,
				{ data: { type: 'custom_field', attributes: { value: 'PO-4411' } } },
				'application/vnd.api+json',
			],
		]);
		expect(run.items).toEqual([
			{
				json: {
					id: SEED.customFieldIds[0],
					type: 'custom_field',
					api_slug: 'customer_reference_number',
					value: 'PO-4411',
					display_value: 'PO-4411',
					entity: { id: TRACKING_REQUEST, type: 'tracking_request' },
					definition: {
						id: SEED.definitionIds.tracking_request.customer_reference_number,
						type: 'custom_field_definition',
					},
				},
				pairedItem: { item: 0 },
			},
		]);
	});

	it('turns spreadsheet text into each data type, in one execution with one look-up of the definitions', async () => {
		const rows = [
			{ slug: 'customer_reference_number', value: 'REF 7' },
			{ slug: 'pallet_count', value: ' 1,250 ' },
			{ slug: 'hazmat', value: 'Yes' },
			{ slug: 'hazmat', value: '0' },
			{ slug: 'requested_delivery_date', value: '2024-07-15' },
			{ slug: 'booked_at', value: '2024-06-28 14:30:00Z' },
			{ slug: 'priority', value: 'High' },
			{ slug: 'priority', value: 'low' },
			{ slug: 'handling_flags', value: 'Fragile, temperature_controlled' },
			{ slug: 'handling_flags', value: ['oversize'] },
			{ slug: 'pallet_count', value: '' },
		];
		const run = await api.run(updateFromItem(), { inputItems: rows });
		expect(run.error).toBeUndefined();
		expect(
			patches().map(
				(r) =>
					(r.body as IDataObject & { data: { attributes: IDataObject } }).data.attributes.value,
			),
		).toEqual([
			'REF 7',
			1250,
			true,
			false,
			'2024-07-15',
			'2024-06-28T14:30:00Z',
			'high',
			'low',
			['fragile', 'temperature_controlled'],
			['oversize'],
			null,
		]);
		expect(
			run.items.map((item) => [item.pairedItem, item.json.api_slug, item.json.display_value]),
		).toEqual([
			[{ item: 0 }, 'customer_reference_number', 'REF 7'],
			[{ item: 1 }, 'pallet_count', '1250'],
			[{ item: 2 }, 'hazmat', 'Yes'],
			[{ item: 3 }, 'hazmat', 'No'],
			[{ item: 4 }, 'requested_delivery_date', '2024-07-15'],
			[{ item: 5 }, 'booked_at', '2024-06-28T14:30:00Z'],
			[{ item: 6 }, 'priority', 'High'],
			[{ item: 7 }, 'priority', 'Low'],
			[{ item: 8 }, 'handling_flags', 'Fragile, Temperature controlled'],
			[{ item: 9 }, 'handling_flags', 'Oversize'],
			[{ item: 10 }, 'pallet_count', null],
		]);
		const reads = api.calls().filter((call) => call.startsWith('GET'));
		expect(reads).toEqual([
			'GET /custom_field_definitions',
			`GET /custom_field_definitions/${SEED.definitionIds.tracking_request.priority}/options`,
			`GET /custom_field_definitions/${SEED.definitionIds.tracking_request.handling_flags}/options`,
		]);
		expect(api.mock.requests[0].query['filter[entity_type]']).toBe('TrackingRequest');
	});

	it('keeps nothing between executions: a second run reads the definitions again', async () => {
		const rows = [{ slug: 'hazmat', value: 'no' }];
		await api.run(updateFromItem(), { inputItems: rows });
		api.mock.state.customFieldDefinitions.find(
			(d) => d.attributes.api_slug === 'hazmat' && d.attributes.entity_type === 'TrackingRequest',
		)!.attributes.data_type = 'short_text';
		await api.run(updateFromItem(), { inputItems: rows });
		expect(api.calls().filter((c) => c === 'GET /custom_field_definitions')).toHaveLength(2);
		expect(
			patches().map((r) => (r.body as { data: { attributes: IDataObject } }).data.attributes.value),
		).toEqual([false, 'no']);
	});

	it.each([
		['shipment', SHIPMENT, 'Shipment', 'declared_value_usd', '12500.50', 12500.5],
		[
			'container',
			CONTAINER,
			'Cargo',
			'special_requirements',
			'Liftgate, Overweight permit',
			['liftgate', 'overweight_permit'],
		],
	])(
		'on a %s: its own endpoint and its own definitions',
		async (entityType, entityId, definitionType, slug, value, sent) => {
			const run = await api.run(updateFromItem(entityType, entityId), {
				inputItems: [{ slug, value }],
			});
			expect(run.error).toBeUndefined();
			expect(api.mock.requests[0].query['filter[entity_type]']).toBe(definitionType);
			expect(patches().map((r) => r.path)).toEqual([
				`/${entityType}s/${entityId}/custom_fields/${slug}`,
			]);
			const stored = api.mock.state.customFields.find(
				(f) => f.entityId === entityId && f.apiSlug === slug,
			);
			expect(stored?.value).toEqual(sent);
			expect(run.items[0].json.entity).toEqual({ id: entityId, type: entityType });
		},
	);

	it('a value the field can’t take fails before the PATCH, naming field, type and allowed values', async () => {
		const cases: Array<[string, IDataObject[string], string]> = [
			[
				'pallet_count',
				'12 pallets',
				'Value (custom field "pallet_count") must be a number, not "12 pallets"',
			],
			[
				'hazmat',
				'maybe',
				'Value (custom field "hazmat") must be true or false (yes/no and 1/0 work too), not "maybe"',
			],
			[
				'requested_delivery_date',
				'07/15/2024',
				'Value (custom field "requested_delivery_date") must be a date (YYYY-MM-DD), not "07/15/2024"',
			],
			[
				'booked_at',
				'2024-06-28',
				'Value (custom field "booked_at") must be a date and time (ISO 8601), not "2024-06-28", a date without a time',
			],
			[
				'priority',
				'urgent',
				'Value (custom field "priority") must be one of its options, not "urgent". Allowed: low (Low), normal (Normal), high (High)',
			],
			[
				'handling_flags',
				'fragile, wet',
				'Value (custom field "handling_flags") must be a list of its options, not "wet". Allowed: fragile (Fragile), oversize (Oversize), temperature_controlled (Temperature controlled)',
			],
			[
				'customer_reference_number',
				['a', 'b'],
				'Value (custom field "customer_reference_number") must be text, not ["a","b"]',
			],
		];
		const run = await api.run(updateFromItem(), {
			continueOnFail: true,
			inputItems: cases.map(([slug, value]) => ({ slug, value })),
		});
		expect(run.items.map((item) => item.json.error)).toEqual(cases.map(([, , message]) => message));
		expect(run.items.map((item) => item.pairedItem)).toEqual(cases.map((_, item) => ({ item })));
		expect(patches()).toHaveLength(0);
	});

	it('a slug that doesn’t exist (from an expression) says which slugs do', async () => {
		const run = await api.run(updateFromItem('shipment', SHIPMENT), {
			inputItems: [{ slug: 'customer_po', value: 'x' }],
		});
		expect(run.error?.message).toBe(
			'No custom field "customer_po" is defined for shipments. Slugs that exist: internal_reference, declared_value_usd, customs_cleared, eta_commitment_date, broker_notified_at, priority, documents_received',
		);
		expect(run.error?.context?.itemIndex).toBe(0);
		expect(patches()).toHaveLength(0);
	});

	it.each(['.', '..', '%2e%2e', '%2E.'])(
		'refuses the slug "%s", naming Custom Field, before any request',
		async (slug) => {
			const run = await api.run(updateFromItem(), { inputItems: [{ slug, value: 'x' }] });

			expect(run.error?.message).toBe(`"${slug}" is not a valid Custom Field`);
			expect(api.mock.requests).toHaveLength(0);
		},
	);

	it('refuses a slug with "/" and an entity id that is not a UUID, before any request', async () => {
		const run = await api.run(updateFromItem(), {
			continueOnFail: true,
			inputItems: [{ slug: '../priority', value: 'x' }],
		});
		expect(run.items[0].json.error).toBe(
			'"../priority" is not a valid Custom Field: it contains "/"',
		);
		const run2 = await api.run(updateFromItem('container', 'MSKU2431002'), {
			inputItems: [{ slug: 'trucker_name', value: 'x' }],
		});
		expect(run2.error?.message).toBe('"MSKU2431002" is not a valid Container ID');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('version 2: the answer names the container number the record was given by, beside its type; By ID it is null', async () => {
		const byNumber = await api.run(
			{
				...updateFromItem('container'),
				entityId: { __rl: true, mode: 'number', value: '={{ $json.number }}' },
			},
			{
				...v2,
				inputItems: [{ number: 'msku 243100-2', slug: 'trucker_name', value: 'Pacific Haulers' }],
			},
		);
		expect(byNumber.error).toBeUndefined();
		const json = byNumber.items[0].json;
		expect(json).toMatchObject({
			entity_type: 'container',
			entity_number: 'MSKU2431002',
			entity_id: SEED.containerIds[0],
		});
		expect(Object.keys(json).indexOf('entity_number')).toBe(
			Object.keys(json).indexOf('entity_type') + 1,
		);
		const byId = await api.run(
			{
				...updateFromItem('container'),
				entityId: { __rl: true, mode: 'id', value: SEED.containerIds[0] },
			},
			{ ...v2, inputItems: [{ slug: 'trucker_name', value: 'Pacific Haulers' }] },
		);
		expect(byId.items[0].json.entity_number).toBeNull();
	});

	it('version 2: a container number By ID says in the error itself to switch to Number, before any request', async () => {
		const run = await api.run(
			// an expression gets past the editor's own check of By ID
			{
				...updateFromItem('container'),
				entityId: { __rl: true, mode: 'id', value: '={{ "MSKU2431002" }}' },
			},
			{ ...v2, inputItems: [{ slug: 'trucker_name', value: 'x' }] },
		);
		expect(run.error?.message).toBe(
			'"MSKU2431002" is a container number, not a Terminal49 ID: switch Container to "Number"',
		);
		expect(api.mock.requests).toHaveLength(0);
	});

	it('404 for a tracking request that doesn’t exist: the API’s text, naming the id', async () => {
		const run = await api.run(updateFromItem('trackingRequest', MISSING), {
			inputItems: [{ slug: 'hazmat', value: 'yes' }],
		});
		expect(run.error?.message).toBe(
			`Terminal49 answered 404: Not Found: Couldn't find TrackingRequest with 'id'=${MISSING}`,
		);
		expect(run.error?.description).toMatch(
			`No tracking request with id "${MISSING}" exists for this API key`,
		);
		expect(run.error?.httpCode).toBe('404');
	});

	it('422 from the API: its own detail and the field it blames', async () => {
		const run = await api.run(updateFromItem(), {
			inputItems: [{ slug: 'customer_reference_number', value: 'x'.repeat(300) }],
		});
		expect(run.error?.message).toBe(
			'Terminal49 answered 422: Unprocessable Entity: value for "customer_reference_number" must be a string of at most 255 characters (data_type short_text)',
		);
		expect(run.error?.description).toBe('Field: value. Correct the field "value" and run again.');
		expect(patches()).toHaveLength(1);
	});

	it('403 for a read-only key: the API’s text and what to do', async () => {
		const run = await api.run(updateFromItem(), {
			credentials: { apiKey: 'readonly-abc', baseUrl: api.mock.url },
			inputItems: [{ slug: 'hazmat', value: 'yes' }],
		});
		expect(run.error?.message).toMatch(
			/^Terminal49 answered 403: Forbidden: This API key is read-only/,
		);
		expect(run.error?.description).toMatch(/lacks permission/);
	});

	it('continueOnFail: good and bad items keep their order and pairing; only good ones are written', async () => {
		const run = await api.run(updateFromItem('trackingRequest', '={{ $json.id }}'), {
			continueOnFail: true,
			inputItems: [
				{ id: TRACKING_REQUEST, slug: 'pallet_count', value: '3' },
				{ id: TRACKING_REQUEST, slug: 'pallet_count', value: 'three' },
				{ id: SEED.trackingRequestIds[1], slug: 'pallet_count', value: '4' },
				{ id: MISSING, slug: 'pallet_count', value: '5' },
				{ id: SEED.trackingRequestIds[2], slug: 'pallet_count', value: '6' },
			],
		});
		expect(run.status).toBe('success');
		expect(run.items.map((item) => [item.pairedItem, item.json.value ?? item.json.error])).toEqual([
			[{ item: 0 }, 3],
			[{ item: 1 }, 'Value (custom field "pallet_count") must be a number, not "three"'],
			[{ item: 2 }, 4],
			[
				{ item: 3 },
				`Terminal49 answered 404: Not Found: Couldn't find TrackingRequest with 'id'=${MISSING}`,
			],
			[{ item: 4 }, 6],
		]);
		expect(api.mock.state.customFieldWrites.map((w) => [w.entityId, w.value])).toEqual([
			[TRACKING_REQUEST, 3],
			[SEED.trackingRequestIds[1], 4],
			[SEED.trackingRequestIds[2], 6],
		]);
	});

	it('without continueOnFail, a bad value stops the node at its item', async () => {
		const run = await api.run(updateFromItem(), {
			inputItems: [
				{ slug: 'pallet_count', value: '3' },
				{ slug: 'pallet_count', value: 'three' },
				{ slug: 'pallet_count', value: '4' },
			],
		});
		expect(run.status).toBe('error');
		expect(run.error?.message).toBe(
			'Value (custom field "pallet_count") must be a number, not "three"',
		);
		expect(run.error?.context?.itemIndex).toBe(1);
		expect(api.mock.state.customFieldWrites.map((w) => w.value)).toEqual([3]);
	});
});

describe('Custom Field: Update in version 2 output', () => {
	const api = useMockApi();

	it('Update Custom Field answers with the Simplified field; a bad Output is refused before the write', async () => {
		const update = {
			resource: 'customField',
			operation: 'update',
			entityType: 'container',
			entityId: SEED.containerIds[0],
			apiSlug: 'trucker_name',
			value: 'Bay Cartage',
		};
		const bad = await api.run({ ...update, output: 'short' }, v2);
		expect(bad.error?.message).toContain('Output must be an output mode, not ');
		expect(api.mock.requests).toHaveLength(0);
		const run = await api.run(update, v2);
		expect(run.items[0].json).toEqual({
			id: expect.any(String),
			api_slug: 'trucker_name',
			value: 'Bay Cartage',
			display_value: 'Bay Cartage',
			entity_type: 'container',
			entity_number: null,
			entity_id: SEED.containerIds[0],
			definition_id: SEED.definitionIds.container.trucker_name,
		});
	});
});

describe('Update custom field: a choice whose options differ only by their sign', () => {
	const api = useMockApi();
	const SET_POINT = SEED.definitionIds.tracking_request.priority;
	const patched = () =>
		api.mock.requests
			.filter((r) => r.method === 'PATCH')
			.map((r) => (r.body as { data: { attributes: IDataObject } }).data.attributes.value);

	beforeEach(() => {
		// A reefer's set point: the same digits below and above zero.
		api.mock.state.customFieldOptions.set(SET_POINT, [
			makeOption(
				{ value: '-18 °C', label: '-18 °C', position: 0 },
				{ id: 'f0000000-0000-4000-8000-0000000000a1', definitionId: SET_POINT },
			),
			makeOption(
				{ value: '18 °C', label: '18 °C', position: 1 },
				{ id: 'f0000000-0000-4000-8000-0000000000a2', definitionId: SET_POINT },
			),
		]);
	});

	it.each([
		['a minus sign, as Word and Excel write it', '\u221218 °C'],
		['an en dash', '\u201318 °C'],
		['a small hyphen-minus', '\uFE6318 °C'],
		['a full-width hyphen-minus', '\uFF0D18 °C'],
		['a hyphen', '-18 °C'],
	])('%s gets the option below zero', async (_title, value) => {
		const run = await api.run(updateFromItem(), { inputItems: [{ slug: 'priority', value }] });
		expect(run.error).toBeUndefined();
		expect(patched()).toEqual(['-18 °C']);
	});

	it('no sign gets the option above zero', async () => {
		await api.run(updateFromItem(), { inputItems: [{ slug: 'priority', value: '18 °C' }] });
		expect(patched()).toEqual(['18 °C']);
	});

	it('a negation mark is refused, not read as the option it stands before', async () => {
		const run = await api.run(updateFromItem(), {
			inputItems: [{ slug: 'priority', value: '!18 °C' }],
		});
		expect(run.error?.message).toBe(
			'Value (custom field "priority") must be one of its options, not "!18 °C". Allowed: -18 °C, 18 °C',
		);
		expect(patched()).toEqual([]);
	});
});
