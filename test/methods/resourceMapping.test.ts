import type { IDataObject, ResourceMapperFields } from 'n8n-workflow';

import { loadOptions } from '../harness/engine';
import { SEED } from '../mock/fixtures';
import { useMockApi } from '../actions/setup';

/** The column mapper of Custom Field → Set Many, as the editor loads it for the chosen record type. */
describe.each(['live', 'openapi'] as const)(
	'the custom field columns (%s spelling)',
	(spelling) => {
		const api = useMockApi({ spelling });
		const columns = async (parameters: IDataObject) =>
			(await loadOptions({
				credentials: api.credentials,
				parameters: { resource: 'customField', operation: 'setMany', ...parameters } as never,
				method: 'getCustomFieldColumns',
				kind: 'resourceMapping',
			})) as ResourceMapperFields;

		it('lists the record type’s fields by API slug and name, each typed for its data type', async () => {
			const { fields } = await columns({ entityType: 'container' });
			expect(fields.map((f) => [f.id, f.displayName, f.type])).toEqual([
				['appointment_confirmed', 'Appointment confirmed', 'options'],
				['demurrage_budget_usd', 'Demurrage budget (USD)', 'number'],
				['dispatch_at', 'Dispatch at', 'dateTime'],
				['dispatch_status', 'Dispatch status', 'options'],
				['planned_pickup_date', 'Planned pickup date', 'dateTime'],
				['po_list', 'PO list', 'options'],
				['special_requirements', 'Special requirements', 'options'],
				['trucker_name', 'Trucker name', 'string'],
			]);
			for (const field of fields) {
				expect(field).toMatchObject({
					required: false,
					display: true,
					defaultMatch: false,
					canBeUsedToMatch: false,
				});
			}
			expect(api.mock.requests[0].query['filter[entity_type]']).toBe('Cargo');
		});

		it('gives each choice field a dropdown of its options: labelled as Terminal49 labels them, by option value', async () => {
			const { fields } = await columns({ entityType: 'container' });
			expect(fields.find((f) => f.id === 'po_list')?.options).toEqual([
				{ name: 'PO-10042', value: 'po_10042' },
				{ name: 'PO-10043', value: 'po_10043' },
				{ name: 'PO-10044', value: 'po_10044' },
				{ name: 'ACME, Inc', value: 'acme_inc' },
			]);
			expect(fields.find((f) => f.id === 'dispatch_status')?.options?.map((o) => o.name)).toEqual([
				'Unassigned',
				'Scheduled',
				'Dispatched',
				'Delivered',
			]);
			expect(fields.filter((f) => f.type !== 'options').every((f) => f.options === undefined)).toBe(
				true,
			);
			// True/False is a dropdown of its own two, not a toggle, which n8n saves as false before anyone touches it.
			expect(fields.find((f) => f.id === 'appointment_confirmed')?.options).toEqual([
				{ name: 'True', value: 'true' },
				{ name: 'False', value: 'false' },
			]);
			expect(fields.every((f) => f.type !== 'boolean' && f.defaultValue === undefined)).toBe(true);
			expect(
				api
					.calls()
					.filter((call) => call.endsWith('/options'))
					.sort(),
			).toEqual(
				[
					SEED.definitionIds.container.dispatch_status,
					SEED.definitionIds.container.po_list,
					SEED.definitionIds.container.special_requirements,
				]
					.map((id) => `GET /custom_field_definitions/${id}/options`)
					.sort(),
			);
		});

		it('follows the Record Type, tracking requests when none is chosen', async () => {
			const shipments = await columns({ entityType: 'shipment' });
			expect(shipments.fields.map((f) => f.id).sort()).toEqual(
				Object.keys(SEED.definitionIds.shipment).sort(),
			);
			const byDefault = await columns({});
			expect(byDefault.fields.map((f) => f.id).sort()).toEqual(
				Object.keys(SEED.definitionIds.tracking_request).sort(),
			);
		});

		it('gives no "no custom fields" notice while the record type has fields, as the mapper shows any notice it is given', async () => {
			const mapped = await columns({ entityType: 'container' });
			expect(mapped.fields.length).toBeGreaterThan(0);
			expect(mapped).not.toHaveProperty('emptyFieldsNotice');
		});

		it('says what to do when the record type has no custom fields', async () => {
			api.mock.state.customFieldDefinitions = api.mock.state.customFieldDefinitions.filter(
				(d) => !['Shipment'].includes(String(d.attributes.entity_type)),
			);
			const { fields, emptyFieldsNotice } = await columns({ entityType: 'shipment' });
			expect(fields).toEqual([]);
			expect(emptyFieldsNotice).toMatch(/no custom fields for shipments/);
		});
	},
);
