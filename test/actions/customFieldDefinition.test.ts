import type { IDataObject, INodeParameters, INodePropertyOptions } from 'n8n-workflow';

import { makeCustomFieldDefinition, SEED } from '../mock/fixtures';
import { itRefusesBeforeAnyRequest, useMockApi, v2 } from './setup';
import type { RefusedCase } from './setup';
import { loadOptions } from '../harness/engine';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});
const shipmentPriority = SEED.definitionIds.shipment.priority;

describe('Custom Field Definition: Create, Update, Delete', () => {
	const api = useMockApi();

	it('Create sends the definition in the live API’s spelling (a container’s is Cargo) and returns it', async () => {
		const run = await api.run(
			op('customFieldDefinition', 'create', {
				entityType: 'container',
				displayName: ' Seal intact ',
				apiSlug: 'seal_intact',
				dataType: 'boolean',
				additionalFields: { description: 'Checked at the gate', validation: '{"required": true}' },
			}),
			v2,
		);
		expect(api.mock.requests[0].body).toEqual({
			data: {
				type: 'custom_field_definition',
				attributes: {
					entity_type: 'Cargo',
					api_slug: 'seal_intact',
					data_type: 'boolean',
					display_name: 'Seal intact',
					description: 'Checked at the gate',
					validation: { required: true },
				},
			},
		});
		const created = api.mock.state.customFieldDefinitions.at(-1);
		expect(run.items[0].json).toMatchObject({
			id: created?.id,
			api_slug: 'seal_intact',
			data_type: 'boolean',
		});
	});

	it.each([1, 2])(
		'Create (version %i) takes Record Type from an expression: n8n shows no other resource’s record parameter and runs it',
		async (typeVersion) => {
			const run = await api.run(
				op('customFieldDefinition', 'create', {
					entityType: '={{ $json.recordType }}',
					displayName: 'Seal intact',
					apiSlug: 'seal_intact',
					dataType: 'boolean',
				}),
				{ typeVersion, inputItems: [{ recordType: 'container' }] },
			);
			expect(run.error).toBeUndefined();
			expect(
				api.mock.requests.map(
					(request) =>
						(request.body as { data?: { attributes?: IDataObject } }).data?.attributes?.entity_type,
				),
			).toEqual(['Cargo']);
		},
	);

	it('Create: a slug already taken is the API’s 422 naming the field', async () => {
		const run = await api.run(
			op('customFieldDefinition', 'create', {
				entityType: 'shipment',
				displayName: 'P',
				apiSlug: 'priority',
				dataType: 'enum',
			}),
			v2,
		);
		expect(run.error?.message).toContain('api_slug has already been taken');
		expect(run.error?.description).toContain('Field: api_slug');
	});

	it.each([
		['spaces', '   '],
		['only invisible characters', '\u200B\uFEFF'],
	])(
		'Update: a Description or Default Format of %s clears it, as empty text does, never writes text that shows nothing',
		async (_title, blank) => {
			await api.run(
				op('customFieldDefinition', 'update', {
					definitionId: shipmentPriority,
					updateFields: { description: blank, defaultFormat: blank },
				}),
				v2,
			);
			expect(api.mock.requests[0].body).toEqual({
				data: {
					type: 'custom_field_definition',
					attributes: { description: null, default_format: null },
				},
			});
		},
	);

	it('Update changes only what is given; Delete removes the definition, its options and values', async () => {
		const updated = await api.run(
			op('customFieldDefinition', 'update', {
				definitionId: shipmentPriority,
				updateFields: { displayName: 'Urgency' },
			}),
			v2,
		);
		expect(api.mock.requests[0].body).toEqual({
			data: { type: 'custom_field_definition', attributes: { display_name: 'Urgency' } },
		});
		expect(updated.items[0].json).toMatchObject({
			id: shipmentPriority,
			display_name: 'Urgency',
			api_slug: 'priority',
		});

		const deleted = await api.run(
			op('customFieldDefinition', 'delete', { definitionId: shipmentPriority }),
			v2,
		);
		expect(deleted.items[0].json).toEqual({ id: shipmentPriority, deleted: true });
		expect(api.mock.state.customFieldDefinitions.some((d) => d.id === shipmentPriority)).toBe(
			false,
		);
		const again = await api.run(
			op('customFieldDefinition', 'delete', { definitionId: shipmentPriority }),
			v2,
		);
		expect(again.error?.message).toContain('404');
	});
});

describe('bad input is refused before any request, naming the field', () => {
	const api = useMockApi();
	const cases: RefusedCase[] = [
		[
			'definition id not a UUID',
			op('customFieldDefinition', 'delete', { definitionId: 'priority' }),
			'"priority" is not a valid Custom Field ID',
		],
		[
			'slug with capitals',
			op('customFieldDefinition', 'create', {
				entityType: 'shipment',
				displayName: 'X',
				apiSlug: 'Customer PO',
				dataType: 'short_text',
			}),
			'API Slug must be a valid slug, not "Customer PO"',
		],
		[
			'record type tracking request',
			op('customFieldDefinition', 'create', {
				entityType: 'trackingRequest',
				displayName: 'X',
				apiSlug: 'x',
				dataType: 'short_text',
			}),
			'Record Type must be a record type that can get new custom fields, not "trackingRequest"',
		],
		[
			'record type a name every object has',
			op('customFieldDefinition', 'create', {
				entityType: 'toString',
				displayName: 'X',
				apiSlug: 'x',
				dataType: 'short_text',
			}),
			'Record Type must be a record type that can get new custom fields, not "toString"',
		],
		[
			'unknown data type',
			op('customFieldDefinition', 'create', {
				entityType: 'shipment',
				displayName: 'X',
				apiSlug: 'x',
				dataType: '={{ "long_text" }}',
			}),
			'Data Type must be a data type, not "long_text". Allowed: date, datetime, enum_multi, number, reference, enum, short_text, boolean',
		],
		[
			'display name blank',
			op('customFieldDefinition', 'create', {
				entityType: 'shipment',
				displayName: '={{ " " }}',
				apiSlug: 'x',
				dataType: 'short_text',
			}),
			'Display Name must be the name Terminal49 users see, not " "',
		],
		[
			'validation not JSON',
			op('customFieldDefinition', 'update', {
				definitionId: shipmentPriority,
				updateFields: { validation: '={{ "{max: 3" }}' },
			}),
			'Validation (JSON) is not valid JSON',
		],
		[
			'nothing to update',
			op('customFieldDefinition', 'update', { definitionId: shipmentPriority, updateFields: {} }),
			'Nothing to update',
		],
	];
	itRefusesBeforeAnyRequest(api, cases);
});

describe.each(['live', 'openapi'] as const)(
	'Custom field definition: Get Many and Get (%s spelling)',
	(spelling) => {
		const api = useMockApi({ spelling });

		it('Get Many with filters: sent to the API and applied again by the node', async () => {
			const run = await api.run({
				resource: 'customFieldDefinition',
				operation: 'getAll',
				returnAll: true,
				filters: { entityType: 'container', dataType: 'enum' },
			});
			expect(run.items.map((item) => item.json)).toEqual([
				expect.objectContaining({
					id: SEED.definitionIds.container.dispatch_status,
					api_slug: 'dispatch_status',
					entity_type: spelling === 'live' ? 'Cargo' : 'Container',
					data_type: 'enum',
				}),
			]);
			// Sent in the live API's spelling; the answer is read in either.
			expect(api.mock.requests[0].query).toMatchObject({
				'filter[entity_type]': 'Cargo',
				'filter[data_type]': 'enum',
			});
		});

		it('Get Many: Display Name Starts With matches in any case, the limit not reached', async () => {
			const run = await api.run({
				resource: 'customFieldDefinition',
				operation: 'getAll',
				returnAll: false,
				limit: 30,
				filters: { displayName: 'p' },
			});
			expect(run.items.map((item) => item.json.display_name)).toEqual([
				'Pallet count',
				'Priority',
				'Priority',
				'Planned pickup date',
				'PO list',
			]);
		});

		it('Get Many: an unknown record type in an expression fails before any request', async () => {
			const run = await api.run({
				resource: 'customFieldDefinition',
				operation: 'getAll',
				returnAll: true,
				filters: { entityType: '={{ "booking" }}' },
			});
			expect(run.error?.message).toBe(
				'Record Type filter must be a record type that has custom fields, not "booking". Allowed: container, shipment, trackingRequest (labels and any case work too)',
			);
			expect(api.mock.requests).toHaveLength(0);
		});

		it('Get with its options, in display order', async () => {
			const id = SEED.definitionIds.tracking_request.priority;
			const run = await api.run({
				resource: 'customFieldDefinition',
				operation: 'get',
				definitionId: id,
				includeOptions: true,
			});
			expect(run.items[0].json).toMatchObject({
				id,
				api_slug: 'priority',
				data_type: 'enum',
				entity_type: 'TrackingRequest',
			});
			expect(
				(run.items[0].json.options as IDataObject[]).map((o) => [
					o.type,
					o.value,
					o.label,
					o.position,
				]),
			).toEqual([
				['custom_field_option', 'low', 'Low', 0],
				['custom_field_option', 'normal', 'Normal', 1],
				['custom_field_option', 'high', 'High', 2],
			]);
		});

		it('Get of a text field with Include Options: no wasted request, an empty list', async () => {
			const id = SEED.definitionIds.container.trucker_name;
			const run = await api.run({
				resource: 'customFieldDefinition',
				operation: 'get',
				definitionId: id,
				includeOptions: true,
			});
			expect(run.items[0].json.options).toEqual([]);
			expect(api.calls()).toEqual([`GET /custom_field_definitions/${id}`]);
		});

		it('Get: 404 names the definition; a slug instead of an ID is refused first', async () => {
			const missing = 'cfd00000-0000-4000-8000-0000000000ff';
			const run = await api.run({
				resource: 'customFieldDefinition',
				operation: 'get',
				definitionId: missing,
			});
			expect(run.error?.description).toMatch(`No custom field definition with id "${missing}"`);
			const slug = await api.run({
				resource: 'customFieldDefinition',
				operation: 'get',
				definitionId: 'priority',
			});
			expect(slug.error?.message).toBe('"priority" is not a valid Custom Field ID');
			expect(api.mock.requests).toHaveLength(1);
		});

		it('the definition dropdown lists every field of every record type, by ID', async () => {
			const options = (await loadOptions({
				credentials: api.credentials,
				parameters: { resource: 'customFieldDefinition', operation: 'get' },
				method: 'getCustomFieldDefinitions',
			})) as INodePropertyOptions[];
			expect(options).toHaveLength(22);
			expect(options.find((o) => o.value === SEED.definitionIds.shipment.priority)).toEqual({
				name: 'Priority (shipment)',
				value: SEED.definitionIds.shipment.priority,
				description: 'priority, single choice',
			});
		});
	},
);

describe('Lists that ignore page[size] yet link further pages, as the live API’s do', () => {
	const api = useMockApi();

	it('Custom Field Definition Get Many: more than a page of definitions, each once, in two requests', async () => {
		for (let index = 0; index < 110; index++) {
			api.mock.state.customFieldDefinitions.push(
				makeCustomFieldDefinition({
					entity_type: 'Shipment',
					api_slug: `extra_${index}`,
					display_name: `Extra ${index}`,
					data_type: 'short_text',
				}),
			);
		}
		const total = api.mock.state.customFieldDefinitions.length;
		expect(total).toBeGreaterThan(100);
		const run = await api.run(
			{ resource: 'customFieldDefinition', operation: 'getAll', returnAll: true },
			{ typeVersion: 2 },
		);
		expect(run.error).toBeUndefined();
		expect(run.items).toHaveLength(total);
		expect(new Set(run.items.map((item) => item.json.id)).size).toBe(total);
		expect(api.calls()).toEqual(['GET /custom_field_definitions', 'GET /custom_field_definitions']);
	});
});
