import type { INodeProperties, INodePropertyMode, INodePropertyOptions } from 'n8n-workflow';

import { resources } from '../../nodes/Terminal49/actions/resources';
import { Terminal49 } from '../../nodes/Terminal49/Terminal49.node';
import { shownInVersion } from '../support/versions';
import codex from '../../nodes/Terminal49/Terminal49.node.json';

/**
 * The public contract: saved workflows store these names and values, so changing one breaks them.
 */
const { description } = new Terminal49();
const properties = description.properties;

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

it('is the programmatic node "terminal49", usable as an AI tool, with light and dark icons', () => {
	expect(description.name).toBe('terminal49');
	expect(description.usableAsTool).toBe(true);
	expect(description.icon).toEqual({
		light: 'file:terminal49.svg',
		dark: 'file:terminal49.dark.svg',
	});
	expect(description.credentials).toEqual([{ name: 'terminal49Api', required: true }]);
	expect(codex.node).toBe('n8n-nodes-terminal49.terminal49');
});

/** The operations a resource's dropdown offers in a node version. */
function offered(resource: string, version: number): string[] {
	const dropdowns = properties.filter(
		(p) =>
			p.name === 'operation' &&
			p.displayOptions?.show?.resource?.includes(resource) &&
			shownInVersion(p.displayOptions, version),
	);
	expect(dropdowns).toHaveLength(1);
	return values(dropdowns[0]).map(String).sort();
}

/** Operations of version 2 only, by resource. */
const VERSION_2_OPERATIONS: Record<string, string[]> = {
	container: ['getRoute'],
	customField: ['setMany'],
};

it('offers exactly the registered resources, and each resource exactly its registered operations', () => {
	const resource = properties.find((p) => p.name === 'resource')!;
	expect(values(resource).sort()).toEqual(Object.keys(resources).sort());
	for (const [name, module] of Object.entries(resources)) {
		const registered = Object.keys(module.operations).sort();
		expect(offered(name, 2)).toEqual(registered);
		expect(offered(name, 1)).toEqual(
			registered.filter((operation) => !VERSION_2_OPERATIONS[name]?.includes(operation)),
		);
	}
});

it.each([
	['container', 'getAll', ['returnAll', 'limit', 'include', 'filters', 'simplify']],
	['shipment', 'get', ['shipmentId', 'includeContainers', 'simplify']],
	['customField', 'update', ['entityType', 'entityId', 'apiSlug', 'value']],
	['customFieldOption', 'get', ['definitionId', 'optionId', 'simplify']],
])('%s / %s has the parameters %p', (resource, operation, names) => {
	expect([...new Set(shownFor(resource, operation).map((p) => p.name))].sort()).toEqual(
		[...names].sort(),
	);
});

it('keeps the contract’s defaults and option values', () => {
	expect(property('container', 'getAll', 'limit').default).toBe(50);
	expect(property('container', 'getAll', 'simplify').default).toBe(true);
	expect(values(property('container', 'getAll', 'include')).sort()).toEqual([
		'pod_terminal',
		'shipment',
	]);
	// Version 2's Urgency filter is not part of version 1's contract.
	const filters = (property('container', 'getAll', 'filters').options as INodeProperties[]).filter(
		(f) => shownInVersion(f.displayOptions, 1),
	);
	expect(filters.map((f) => f.name).sort()).toEqual(
		[
			'availableForPickup',
			'hasHolds',
			'lfdBefore',
			'lfdWithinDays',
			'numbers',
			'shipmentId',
			'status',
		].sort(),
	);
	expect(values(filters.find((f) => f.name === 'status')!).sort()).toEqual(
		[
			'new',
			'on_ship',
			'available',
			'not_available',
			'grounded',
			'on_rail',
			'picked_up',
			'off_dock',
			'delivered',
			'dropped',
			'loaded',
			'empty_returned',
			'awaiting_inland_transfer',
		].sort(),
	);
	expect(property('container', 'getAll', 'filters').description).toMatch(/ignores filters/);

	const shipment = property('shipment', 'get', 'shipmentId');
	expect(shipment.type).toBe('resourceLocator');
	expect((shipment.modes as INodePropertyMode[]).map((m) => m.name)).toEqual(['list', 'id', 'url']);
	expect(shipment.default).toEqual({ mode: 'id', value: '' });
	expect(property('shipment', 'get', 'includeContainers').default).toBe(true);

	const entityType = property('customField', 'update', 'entityType');
	expect(entityType.default).toBe('trackingRequest');
	expect(values(entityType).sort()).toEqual(['container', 'shipment', 'trackingRequest']);
	expect(property('customField', 'update', 'apiSlug').typeOptions?.loadOptionsDependsOn).toEqual([
		'entityType',
	]);
	expect(
		property('customFieldOption', 'get', 'optionId').typeOptions?.loadOptionsDependsOn,
	).toEqual(['definitionId']);
});

it('names the method behind every dropdown, and every such method exists', () => {
	const named = properties.flatMap((p) => [
		p.typeOptions?.loadOptionsMethod,
		...((p.modes ?? []) as INodePropertyMode[]).map((m) => m.typeOptions?.searchListMethod),
	]);
	const methods = new Terminal49().methods;
	for (const name of named.filter((n): n is string => typeof n === 'string')) {
		expect({ name, exists: name in methods.loadOptions || name in methods.listSearch }).toEqual({
			name,
			exists: true,
		});
	}
});

/** Every resource with its operations, and the parameters each operation shows in version 1. */
it('offers the resources and operations of the contract, no more and no fewer', () => {
	expect(
		Object.fromEntries(
			Object.entries(resources).map(([name, module]) => [
				name,
				Object.keys(module.operations).sort(),
			]),
		),
	).toEqual({
		container: [
			'get',
			'getAll',
			'getMap',
			'getRawEvents',
			'getRoute',
			'getTransportEvents',
			'refresh',
			'update',
		],
		customField: [
			'create',
			'delete',
			'deleteById',
			'get',
			'getAll',
			'getAllInAccount',
			'setMany',
			'update',
			'updateById',
		],
		customFieldDefinition: ['create', 'delete', 'get', 'getAll', 'update'],
		customFieldOption: ['create', 'delete', 'get', 'getAll', 'update'],
		document: [
			'delete',
			'download',
			'get',
			'getAll',
			'getSchema',
			'getTypes',
			'reClassify',
			'reExtract',
			'reLink',
			'rotate',
			'update',
			'upload',
		],
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
	[
		'webhookNotification',
		'getAll',
		['returnAll', 'limit', 'includeReferenceObject', 'filters', 'simplify'],
	],
])('%s / %s has the parameters %p', (resource, operation, names) => {
	expect([...new Set(shownFor(resource, operation).map((p) => p.name))].sort()).toEqual(
		[...names].sort(),
	);
});

it('keeps the option values and defaults users save', () => {
	expect(values(property('trackingRequest', 'create', 'requestType'))).toEqual([
		'bill_of_lading',
		'booking_number',
		'container',
	]);
	const scac = property('trackingRequest', 'create', 'scac');
	expect(scac.default).toBe('autoDetect');
	expect(scac.typeOptions).toEqual({
		loadOptionsMethod: 'getShippingLines',
		loadOptionsDependsOn: ['requestType'],
	});
	expect(scac.hint).toMatch(/one extra request/);
	const additional = property('trackingRequest', 'create', 'additionalFields')
		.options as INodeProperties[];
	expect(additional.map((o) => o.name)).toEqual(['refNumbers', 'shipmentTags']);

	const trFilters = property('trackingRequest', 'getAll', 'filters').options as INodeProperties[];
	expect(trFilters.map((f) => f.name).sort()).toEqual(
		[
			'createdAfter',
			'createdBefore',
			'requestNumber',
			'scac',
			'status',
			'updatedAfter',
			'updatedBefore',
		].sort(),
	);
	expect(values(trFilters.find((f) => f.name === 'status')!)).toEqual([
		'created',
		'failed',
		'pending',
	]);
	const locator = property('trackingRequest', 'get', 'trackingRequestId');
	expect(
		(locator.modes as INodePropertyMode[]).map((m) => [m.name, m.typeOptions?.searchListMethod]),
	).toEqual([
		['list', 'searchTrackingRequests'],
		['id', undefined],
	]);

	expect(
		(property('shipment', 'getAll', 'filters').options as INodeProperties[]).map((f) => f.name),
	).toEqual(['number', 'trackingStopped']);
	expect(
		(property('shipment', 'update', 'updateFields').options as INodeProperties[]).map(
			(f) => f.name,
		),
	).toEqual(['refNumbers', 'tags']);
	for (const operation of ['stopTracking', 'resumeTracking', 'update']) {
		expect(
			(property('shipment', operation, 'shipmentId').modes as INodePropertyMode[]).map(
				(m) => m.name,
			),
		).toEqual(['list', 'id', 'url']);
	}

	expect(values(property('container', 'get', 'include')).sort()).toEqual([
		'pod_terminal',
		'shipment',
	]);
	const operations = properties.find(
		(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes('container'),
	)!;
	const rawEvents = (operations.options as INodePropertyOptions[]).find(
		(o) => o.value === 'getRawEvents',
	)!;
	expect(rawEvents.name).toMatch(/Deprecated/);
	expect(rawEvents.description).toMatch(/^Deprecated by Terminal49/);

	for (const operation of ['getAll', 'create', 'delete']) {
		expect(values(property('customField', operation, 'entityType')).sort()).toEqual([
			'container',
			'shipment',
			'trackingRequest',
		]);
		expect(property('customField', operation, 'entityType').default).toBe('trackingRequest');
	}
	expect(property('customField', 'delete', 'apiSlug').typeOptions?.loadOptionsDependsOn).toEqual([
		'entityType',
	]);
	const definitionFilters = property('customFieldDefinition', 'getAll', 'filters')
		.options as INodeProperties[];
	expect(definitionFilters.map((f) => f.name).sort()).toEqual([
		'dataType',
		'displayName',
		'entityType',
	]);
	expect(values(definitionFilters.find((f) => f.name === 'dataType')!).sort()).toEqual([
		'boolean',
		'date',
		'datetime',
		'enum',
		'enum_multi',
		'number',
		'reference',
		'short_text',
	]);
	expect(
		property('customFieldDefinition', 'get', 'definitionId').typeOptions?.loadOptionsMethod,
	).toBe('getCustomFieldDefinitions');
	expect(
		property('customFieldOption', 'getAll', 'definitionId').typeOptions?.loadOptionsMethod,
	).toBe('getChoiceDefinitions');

	const notificationFilters = property('webhookNotification', 'getAll', 'filters')
		.options as INodeProperties[];
	expect(notificationFilters.map((f) => f.name)).toEqual([
		'createdAfter',
		'deliveryStatus',
		'events',
	]);
	expect(values(notificationFilters.find((f) => f.name === 'deliveryStatus')!)).toEqual([
		'failed',
		'pending',
		'succeeded',
	]);
	expect(values(notificationFilters.find((f) => f.name === 'events')!)).toHaveLength(43);
});

/** Version 2's record parameters: same names as version 1, locators with Number first and the default (people type numbers). */
describe('record parameters as resource locators', () => {
	const named = (resource: string, operation: string, name: string, version: number) =>
		shownFor(resource, operation, version).filter((p) => p.name === name);

	it.each([
		[
			'container',
			['get', 'refresh', 'getTransportEvents', 'getRawEvents'],
			'containerId',
			['number', 'list', 'id'],
		],
		[
			'shipment',
			['get', 'stopTracking', 'resumeTracking', 'update'],
			'shipmentId',
			['number', 'list', 'id', 'url'],
		],
		['trackingRequest', ['get'], 'trackingRequestId', ['number', 'list', 'id']],
	])(
		'%s: version 2 shows one %s locator per operation, Number first and chosen',
		(resource, operations, name, modes) => {
			for (const operation of operations) {
				const [v2, ...others] = named(resource, operation, name as string, 2);
				expect(others).toHaveLength(0);
				expect(v2.type).toBe('resourceLocator');
				expect(v2.default).toEqual({ mode: 'number', value: '' });
				expect((v2.modes as INodePropertyMode[]).map((m) => m.name)).toEqual(modes);
				expect(named(resource, operation, name as string, 1)).toHaveLength(1);
			}
		},
	);

	it('version 1 keeps Container ID as plain text', () => {
		const [v1] = named('container', 'get', 'containerId', 1);
		expect(v1).toMatchObject({ type: 'string', default: '', displayName: 'Container ID' });
	});
});

it('checks every parameter’s resource and operation before any other parameter its display depends on', () => {
	// n8n shows a parameter as soon as a condition it reaches depends on a parameter holding an
	// expression; checked first, the resource and operation hide every other operation's parameters.
	for (const p of properties) {
		const keys = Object.keys(p.displayOptions?.show ?? {});
		const own = keys.filter((key) => key === 'resource' || key === 'operation');
		expect([p.name, keys.slice(0, own.length)]).toEqual([p.name, own]);
	}
});
