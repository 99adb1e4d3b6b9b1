import type { INodePropertyOptions } from 'n8n-workflow';

import { Terminal49 } from '../../../nodes/Terminal49/Terminal49.node';
import { makeCustomFieldDefinition, SEED } from '../../mock/fixtures';
import { mockUuid } from '../../mock/state';
import { shownInVersion } from '../../support/versions';
import { itRefusesBeforeAnyRequest, useMockApi, v2 } from '../setup';
import {
	CONTAINER,
	CONTAINER_COLUMNS,
	containers,
	SECOND,
	setValue,
} from './customFieldColumnsSetup';

describe('Get Many with Add Custom Fields: one item per record, its custom fields as columns named by API slug', () => {
	const api = useMockApi();

	it('containers: a column for every container field beside the number and id, the value as the API stores it, empty where there is none', async () => {
		setValue(api.mock.state, 'container', SECOND, 'appointment_confirmed', false);
		setValue(api.mock.state, 'container', SECOND, 'demurrage_budget_usd', 0);
		setValue(api.mock.state, 'container', SECOND, 'planned_pickup_date', '2026-12-01');
		const run = await api.run(containers({ output: 'selectedFields', fields: ['number'] }), v2);
		expect(run.error).toBeUndefined();
		expect(run.items).toHaveLength(api.mock.state.containers.length);
		for (const item of run.items)
			expect(Object.keys(item.json).sort()).toEqual(['id', 'number', ...CONTAINER_COLUMNS].sort());
		const byId = new Map(run.items.map((item) => [item.json.id, item.json]));
		expect(byId.get(CONTAINER)).toEqual({
			id: CONTAINER,
			number: api.mock.state.containers[0].attributes.number,
			appointment_confirmed: '',
			demurrage_budget_usd: '',
			dispatch_at: '',
			dispatch_status: '',
			planned_pickup_date: '',
			po_list: '',
			special_requirements: '["liftgate"]',
			trucker_name: 'Harbor Drayage',
		});
		// False and 0 are values, not empty cells.
		expect(byId.get(SECOND)).toMatchObject({
			appointment_confirmed: false,
			demurrage_budget_usd: 0,
			planned_pickup_date: '2026-12-01',
			trucker_name: '',
		});
		// The type's values fit in one page: one request for all of them, whatever the number of containers.
		expect(api.calls()).toEqual([
			'GET /containers',
			'GET /custom_field_definitions',
			'GET /custom_fields',
		]);
		expect(api.mock.requests[2].query).toMatchObject({
			'filter[entity_type]': 'Cargo',
			'page[number]': '1',
		});
	});

	it('several choices are one cell, a JSON list of option values: n8n’s Convert to File makes a list columns of its own (po_list.0, po_list.1), which nothing reads back', async () => {
		setValue(api.mock.state, 'container', SECOND, 'po_list', ['po_10042', 'acme_inc']);
		setValue(api.mock.state, 'container', SECOND, 'special_requirements', []);
		const run = await api.run(containers({ output: 'selectedFields', fields: ['number'] }), v2);
		const second = run.items.find((item) => item.json.id === SECOND)!.json;
		expect(second).toMatchObject({ po_list: '["po_10042","acme_inc"]', special_requirements: '' });
		expect(
			run.items.every((item) =>
				Object.values(item.json).every((value) => typeof value !== 'object'),
			),
		).toBe(true);
	});

	it('Simplified keeps every field of the container and adds the columns after them', async () => {
		const plain = (await api.run(containers({ addCustomFields: false }), v2)).items[0].json;
		const run = await api.run(containers(), v2);
		const columns = run.items[0].json;
		expect(Object.keys(columns)).toEqual([...Object.keys(plain), ...CONTAINER_COLUMNS]);
		expect(columns).toMatchObject({ ...plain, trucker_name: 'Harbor Drayage' });
	});

	it('shipments and tracking requests: beside the bill of lading and the request number', async () => {
		const shipment = (
			await api.run(
				{ resource: 'shipment', operation: 'getAll', returnAll: true, addCustomFields: true },
				v2,
			)
		).items.find((item) => item.json.id === SEED.shipmentIds[0])!.json;
		expect(shipment).toMatchObject({
			bill_of_lading: expect.any(String),
			internal_reference: 'ACME-4471',
			customs_cleared: true,
			declared_value_usd: '',
		});
		const request = (
			await api.run(
				{
					resource: 'trackingRequest',
					operation: 'getAll',
					returnAll: true,
					addCustomFields: true,
				},
				v2,
			)
		).items.find((item) => item.json.id === SEED.trackingRequestIds[0])!.json;
		expect(request).toMatchObject({
			request_number: expect.any(String),
			customer_reference_number: 'PO-10042',
			priority: 'high',
			pallet_count: '',
		});
		expect(
			api.mock.requests
				.filter((request) => request.path === '/custom_fields')
				.map((request) => request.query['filter[entity_type]']),
		).toEqual(['Shipment', 'TrackingRequest']);
	});

	it('a custom field named like a field the item already has is refused before any value is read, saying how to keep both', async () => {
		api.mock.state.customFieldDefinitions.push(
			makeCustomFieldDefinition(
				{
					entity_type: 'Cargo',
					api_slug: 'terminal',
					display_name: 'Terminal note',
					data_type: 'short_text',
				},
				{ id: mockUuid('custom_field_definition', 0x900) },
			),
		);
		const run = await api.run(containers(), v2);
		expect(run.error?.message).toBe(
			'Add Custom Fields: the custom field "terminal" of containers would take the column of the container\'s own field of the same name',
		);
		expect(run.error?.description).toMatch(
			/Set Output to Selected Fields and leave "terminal" out of Fields/,
		);
		expect(api.calls().filter((call) => call.includes('custom_fields'))).toEqual([]);
		const picked = await api.run(containers({ output: 'selectedFields', fields: ['number'] }), v2);
		expect(picked.items[0].json).toHaveProperty('terminal', '');
	});

	it('Output Raw carries no columns and reads no custom field, even with the switch saved on', async () => {
		const run = await api.run(containers({ output: 'raw' }), v2);
		expect(run.items[0].json).not.toHaveProperty('trucker_name');
		expect(api.calls()).toEqual(['GET /containers']);
	});

	itRefusesBeforeAnyRequest(api, [
		[
			'a switch that is no true or false is refused before any request',
			containers({ addCustomFields: '={{ "maybe" }}' }),
			'Add Custom Fields must be',
		],
	]);
});

describe('Add Custom Fields is a parameter of version 2, beside Output', () => {
	const properties = new Terminal49().description.properties.filter(
		(property) => property.name === 'addCustomFields',
	);

	it.each([['container'], ['shipment'], ['trackingRequest']])(
		'%s → Get Many: shown from version 2 on, hidden under Output Raw',
		(resource) => {
			const [property] = properties.filter((p) =>
				p.displayOptions?.show?.resource?.includes(resource),
			);
			expect(property.displayOptions?.show?.operation).toEqual(['getAll']);
			expect([
				shownInVersion(property.displayOptions, 1),
				shownInVersion(property.displayOptions, 2),
			]).toEqual([false, true]);
			expect(property.displayOptions?.hide?.output).toEqual(['raw']);
			expect(property.default).toBe(false);
		},
	);

	it('a container digest is one item for a person: no columns there', () => {
		const [container] = properties.filter((p) =>
			p.displayOptions?.show?.resource?.includes('container'),
		);
		expect(container.displayOptions?.hide?.digest).toEqual([true]);
	});

	it('no other operation has it', () => {
		expect(properties).toHaveLength(3);
		const operations = properties.flatMap(
			(p) => (p.displayOptions?.show?.operation ?? []) as INodePropertyOptions['value'][],
		);
		expect(new Set(operations)).toEqual(new Set(['getAll']));
	});
});
