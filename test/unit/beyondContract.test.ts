import type { INodeProperties, INodePropertyMode, INodePropertyOptions } from 'n8n-workflow';

import { resources } from '../../nodes/Terminal49/actions/resources';
import { Terminal49 } from '../../nodes/Terminal49/Terminal49.node';
import { shownInVersion } from '../support/versions';

/**
 * The public contract of the operations added beyond the four core ones: saved workflows store
 * these resource, operation and parameter names and option values, so changing one breaks them.
 */
const { properties } = new Terminal49().description;

/** The parameters shown for an operation in a node version (1: the contract saved workflows rely on). */
function shownFor(resource: string, operation: string, version = 1): INodeProperties[] {
	return properties.filter((p) => {
		const show = p.displayOptions?.show;
		if (!shownInVersion(p.displayOptions, version)) return false;
		return show?.resource?.includes(resource) && show.operation?.includes(operation);
	});
}

function property(resource: string, operation: string, name: string): INodeProperties {
	const found = shownFor(resource, operation).find((p) => p.name === name);
	if (!found) throw new Error(`${resource}/${operation} has no parameter ${name}`);
	return found;
}

const values = (p: INodeProperties) => (p.options as INodePropertyOptions[]).map((o) => o.value);

it('offers the resources and operations of the contract, no more and no fewer', () => {
	expect(Object.fromEntries(Object.entries(resources).map(([name, module]) => [name, Object.keys(module.operations).sort()]))).toEqual({
		container: ['get', 'getAll', 'getMap', 'getRawEvents', 'getTransportEvents', 'refresh', 'update'],
		customField: ['create', 'delete', 'deleteById', 'get', 'getAll', 'getAllInAccount', 'update', 'updateById'],
		customFieldDefinition: ['create', 'delete', 'get', 'getAll', 'update'],
		customFieldOption: ['create', 'delete', 'get', 'getAll', 'update'],
		document: ['delete', 'download', 'get', 'getAll', 'getSchema', 'getTypes', 'reClassify', 'reExtract', 'reLink', 'rotate', 'update', 'upload'],
		emailSubmission: ['get', 'getAll'],
		metroArea: ['get'],
		party: ['create', 'get', 'getAll', 'update'],
		port: ['get'],
		search: ['search'],
		shipment: ['get', 'getAll', 'resumeTracking', 'stopTracking', 'update'],
		shippingLine: ['get', 'getAll'],
		terminal: ['get'],
		trackingRequest: ['create', 'get', 'getAll', 'update'],
		vessel: ['get', 'getFuturePositions'],
		webhook: ['create', 'delete', 'get', 'getAll', 'getEvents', 'getIps', 'sendTest', 'update'],
		webhookNotification: ['get', 'getAll', 'getExample'],
	});
});

it.each([
	['trackingRequest', 'create', ['requestType', 'requestNumber', 'scac', 'additionalFields']],
	['trackingRequest', 'get', ['trackingRequestId', 'includeShipment', 'simplify']],
	['trackingRequest', 'getAll', ['returnAll', 'limit', 'includeShipment', 'filters', 'simplify']],
	['shipment', 'getAll', ['returnAll', 'limit', 'includeContainers', 'filters', 'simplify']],
	['shipment', 'stopTracking', ['shipmentId']],
	['shipment', 'resumeTracking', ['shipmentId']],
	['shipment', 'update', ['shipmentId', 'updateFields']],
	['container', 'get', ['containerId', 'include', 'simplify']],
	['container', 'refresh', ['containerId']],
	['container', 'getTransportEvents', ['containerId', 'simplify']],
	['container', 'getRawEvents', ['containerId', 'simplify']],
	['customField', 'getAll', ['entityType', 'entityId', 'returnAll', 'limit', 'simplify']],
	['customField', 'create', ['entityType', 'entityId', 'apiSlug', 'value']],
	['customField', 'delete', ['entityType', 'entityId', 'apiSlug']],
	['customFieldDefinition', 'getAll', ['returnAll', 'limit', 'filters', 'simplify']],
	['customFieldDefinition', 'get', ['definitionId', 'includeOptions', 'simplify']],
	['customFieldOption', 'getAll', ['definitionId', 'returnAll', 'limit', 'simplify']],
	['webhookNotification', 'getAll', ['returnAll', 'limit', 'includeReferenceObject', 'filters', 'simplify']],
])('%s / %s has the parameters %p', (resource, operation, names) => {
	expect([...new Set(shownFor(resource, operation).map((p) => p.name))].sort()).toEqual([...names].sort());
});

it('keeps the option values and defaults users save', () => {
	expect(values(property('trackingRequest', 'create', 'requestType'))).toEqual(['bill_of_lading', 'booking_number', 'container']);
	const scac = property('trackingRequest', 'create', 'scac');
	expect(scac.default).toBe('autoDetect');
	expect(scac.typeOptions).toEqual({ loadOptionsMethod: 'getShippingLines', loadOptionsDependsOn: ['requestType'] });
	expect(scac.hint).toMatch(/one extra request/);
	const additional = property('trackingRequest', 'create', 'additionalFields').options as INodeProperties[];
	expect(additional.map((o) => o.name)).toEqual(['refNumbers', 'shipmentTags']);

	const trFilters = property('trackingRequest', 'getAll', 'filters').options as INodeProperties[];
	expect(trFilters.map((f) => f.name).sort()).toEqual(
		['createdAfter', 'createdBefore', 'requestNumber', 'scac', 'status', 'updatedAfter', 'updatedBefore'].sort(),
	);
	expect(values(trFilters.find((f) => f.name === 'status')!)).toEqual(['created', 'failed', 'pending']);
	const locator = property('trackingRequest', 'get', 'trackingRequestId');
	expect((locator.modes as INodePropertyMode[]).map((m) => [m.name, m.typeOptions?.searchListMethod])).toEqual([
		['list', 'searchTrackingRequests'],
		['id', undefined],
	]);

	expect((property('shipment', 'getAll', 'filters').options as INodeProperties[]).map((f) => f.name)).toEqual(['number', 'trackingStopped']);
	expect((property('shipment', 'update', 'updateFields').options as INodeProperties[]).map((f) => f.name)).toEqual(['refNumbers', 'tags']);
	for (const operation of ['stopTracking', 'resumeTracking', 'update']) {
		expect((property('shipment', operation, 'shipmentId').modes as INodePropertyMode[]).map((m) => m.name)).toEqual(['list', 'id', 'url']);
	}

	expect(values(property('container', 'get', 'include')).sort()).toEqual(['pod_terminal', 'shipment']);
	const operations = properties.find((p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes('container'))!;
	const rawEvents = (operations.options as INodePropertyOptions[]).find((o) => o.value === 'getRawEvents')!;
	expect(rawEvents.name).toMatch(/Deprecated/);
	expect(rawEvents.description).toMatch(/^Deprecated by Terminal49/);

	for (const operation of ['getAll', 'create', 'delete']) {
		expect(values(property('customField', operation, 'entityType')).sort()).toEqual(['container', 'shipment', 'trackingRequest']);
		expect(property('customField', operation, 'entityType').default).toBe('trackingRequest');
	}
	expect(property('customField', 'delete', 'apiSlug').typeOptions?.loadOptionsDependsOn).toEqual(['entityType']);
	const definitionFilters = property('customFieldDefinition', 'getAll', 'filters').options as INodeProperties[];
	expect(definitionFilters.map((f) => f.name).sort()).toEqual(['dataType', 'displayName', 'entityType']);
	expect(values(definitionFilters.find((f) => f.name === 'dataType')!).sort()).toEqual(
		['boolean', 'date', 'datetime', 'enum', 'enum_multi', 'number', 'reference', 'short_text'],
	);
	expect(property('customFieldDefinition', 'get', 'definitionId').typeOptions?.loadOptionsMethod).toBe('getCustomFieldDefinitions');
	expect(property('customFieldOption', 'getAll', 'definitionId').typeOptions?.loadOptionsMethod).toBe('getChoiceDefinitions');

	const notificationFilters = property('webhookNotification', 'getAll', 'filters').options as INodeProperties[];
	expect(notificationFilters.map((f) => f.name)).toEqual(['createdAfter', 'deliveryStatus', 'events']);
	expect(values(notificationFilters.find((f) => f.name === 'deliveryStatus')!)).toEqual(['failed', 'pending', 'succeeded']);
	expect(values(notificationFilters.find((f) => f.name === 'events')!)).toHaveLength(43);
});
