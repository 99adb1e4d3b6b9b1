import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';

import { loadOptions } from '../harness/engine';
import { SEED } from '../mock/fixtures';
import { useMockApi } from '../actions/setup';

/** The dropdowns of the custom-field operations, as the editor loads them. */
describe.each(['live', 'openapi'] as const)('dropdowns (%s spelling)', (spelling) => {
	const api = useMockApi({ spelling });
	const options = async (method: string, parameters: IDataObject) =>
		(await loadOptions({
			credentials: api.credentials,
			parameters: parameters as never,
			method,
		})) as INodePropertyOptions[];

	it('Custom Field lists the definitions of the chosen record type, by slug', async () => {
		const forShipments = await options('getCustomFieldSlugs', {
			resource: 'customField',
			operation: 'update',
			entityType: 'shipment',
		});
		expect(forShipments.map((o) => o.value).sort()).toEqual(
			Object.keys(SEED.definitionIds.shipment).sort(),
		);
		expect(forShipments.find((o) => o.value === 'declared_value_usd')).toEqual({
			name: 'Declared value (USD)',
			value: 'declared_value_usd',
			description: 'declared_value_usd, number',
		});
		expect(forShipments.map((o) => o.name)).toEqual(
			[...forShipments.map((o) => o.name)].sort((a, b) => a.localeCompare(b)),
		);
		expect(api.mock.requests[0].query['filter[entity_type]']).toBe('Shipment');
	});

	it('Custom Field says a field’s slug and type once, and its own description only where it adds to them', async () => {
		const forShipments = await options('getCustomFieldSlugs', {
			resource: 'customField',
			operation: 'update',
			entityType: 'shipment',
		});
		expect(forShipments.find((o) => o.value === 'broker_notified_at')).toEqual({
			name: 'Broker notified at',
			value: 'broker_notified_at',
			description: 'broker_notified_at, date and time',
		});
		const forContainers = await options('getCustomFieldSlugs', {
			resource: 'customField',
			operation: 'update',
			entityType: 'container',
		});
		expect(forContainers.find((o) => o.value === 'po_list')?.description).toBe(
			'po_list, multiple choice. Purchase orders loaded in the container, as the PO sheet lists them',
		);
	});

	it('Custom Field defaults to tracking requests', async () => {
		const list = await options('getCustomFieldSlugs', {
			resource: 'customField',
			operation: 'update',
		});
		expect(list.map((o) => o.value).sort()).toEqual(
			Object.keys(SEED.definitionIds.tracking_request).sort(),
		);
	});

	it('the choice-field dropdown lists enum and enum_multi definitions of every record type', async () => {
		const list = await options('getChoiceDefinitions', {
			resource: 'customFieldOption',
			operation: 'get',
		});
		expect(list.map((o) => [o.name, o.value])).toEqual([
			['Dispatch status (container)', SEED.definitionIds.container.dispatch_status],
			['Documents received (shipment)', SEED.definitionIds.shipment.documents_received],
			['Handling flags (tracking request)', SEED.definitionIds.tracking_request.handling_flags],
			['PO list (container)', SEED.definitionIds.container.po_list],
			['Priority (shipment)', SEED.definitionIds.shipment.priority],
			['Priority (tracking request)', SEED.definitionIds.tracking_request.priority],
			['Special requirements (container)', SEED.definitionIds.container.special_requirements],
		]);
	});

	it('the option dropdown lists the chosen field’s options in their order', async () => {
		const list = await options('getCustomFieldOptions', {
			resource: 'customFieldOption',
			operation: 'get',
			definitionId: SEED.definitionIds.container.dispatch_status,
		});
		const ids = SEED.optionIds.container.dispatch_status;
		expect(list).toEqual([
			{ name: 'Unassigned', value: ids.unassigned, description: 'Value: unassigned' },
			{ name: 'Scheduled', value: ids.scheduled, description: 'Value: scheduled' },
			{ name: 'Dispatched', value: ids.dispatched, description: 'Value: dispatched' },
			{ name: 'Delivered', value: ids.delivered, description: 'Value: delivered' },
		]);
	});

	it('the option dropdown is empty, without a request, until a field is chosen', async () => {
		expect(
			await options('getCustomFieldOptions', {
				resource: 'customFieldOption',
				operation: 'get',
				definitionId: '',
			}),
		).toEqual([]);
		expect(
			await options('getCustomFieldOptions', {
				resource: 'customFieldOption',
				operation: 'get',
				definitionId: '={{ $json.definition }}',
			}),
		).toEqual([]);
		expect(api.mock.requests).toHaveLength(0);
	});
});
