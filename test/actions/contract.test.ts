import type { INodeProperties, INodePropertyMode, INodePropertyOptions } from 'n8n-workflow';

import codex from '../../nodes/Terminal49/Terminal49.node.json';
import { resources } from '../../nodes/Terminal49/actions/resources';
import { Terminal49 } from '../../nodes/Terminal49/Terminal49.node';
import { shownInVersion } from '../support/versions';

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
	expect(description.icon).toEqual({ light: 'file:terminal49.svg', dark: 'file:terminal49.dark.svg' });
	expect(description.credentials).toEqual([{ name: 'terminal49Api', required: true }]);
	expect(codex.node).toBe('n8n-nodes-terminal49.terminal49');
});

it('offers exactly the registered resources, and each resource exactly its registered operations', () => {
	const resource = properties.find((p) => p.name === 'resource')!;
	expect(values(resource).sort()).toEqual(Object.keys(resources).sort());
	for (const [name, module] of Object.entries(resources)) {
		const dropdown = properties.find(
			(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(name),
		)!;
		expect(values(dropdown).sort()).toEqual(Object.keys(module.operations).sort());
	}
});

it.each([
	['container', 'getAll', ['returnAll', 'limit', 'include', 'filters', 'simplify']],
	['shipment', 'get', ['shipmentId', 'includeContainers', 'simplify']],
	['customField', 'update', ['entityType', 'entityId', 'apiSlug', 'value']],
	['customFieldOption', 'get', ['definitionId', 'optionId', 'simplify']],
])('%s / %s has the parameters %p', (resource, operation, names) => {
	expect([...new Set(shownFor(resource, operation).map((p) => p.name))].sort()).toEqual([...names].sort());
});

it('keeps the contract’s defaults and option values', () => {
	expect(property('container', 'getAll', 'limit').default).toBe(50);
	expect(property('container', 'getAll', 'simplify').default).toBe(true);
	expect(values(property('container', 'getAll', 'include')).sort()).toEqual(['pod_terminal', 'shipment']);
	// Version 2's Urgency filter is not part of version 1's contract.
	const filters = (property('container', 'getAll', 'filters').options as INodeProperties[]).filter(
		(f) => shownInVersion(f.displayOptions, 1),
	);
	expect(filters.map((f) => f.name).sort()).toEqual(
		['availableForPickup', 'hasHolds', 'lfdBefore', 'lfdWithinDays', 'numbers', 'shipmentId', 'status'].sort(),
	);
	expect(values(filters.find((f) => f.name === 'status')!).sort()).toEqual(
		[
			'new', 'on_ship', 'available', 'not_available', 'grounded', 'on_rail', 'picked_up',
			'off_dock', 'delivered', 'dropped', 'loaded', 'empty_returned', 'awaiting_inland_transfer',
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
	expect(property('customField', 'update', 'apiSlug').typeOptions?.loadOptionsDependsOn).toEqual(['entityType']);
	expect(property('customFieldOption', 'get', 'optionId').typeOptions?.loadOptionsDependsOn).toEqual(['definitionId']);
});

it('names the method behind every dropdown, and every such method exists', () => {
	const named = properties.flatMap((p) => [
		p.typeOptions?.loadOptionsMethod,
		...((p.modes ?? []) as INodePropertyMode[]).map((m) => m.typeOptions?.searchListMethod),
	]);
	const methods = new Terminal49().methods;
	for (const name of named.filter((n): n is string => typeof n === 'string')) {
		expect({ name, exists: name in methods.loadOptions || name in methods.listSearch }).toEqual({ name, exists: true });
	}
});
