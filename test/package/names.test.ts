import type {
	INode,
	INodeProperties,
	INodePropertyOptions,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeHelpers, Workflow } from 'n8n-workflow';

import { Terminal49 } from '../../nodes/Terminal49/Terminal49.node';
import { Terminal49PollingTrigger } from '../../nodes/Terminal49/Terminal49PollingTrigger.node';
import { Terminal49Trigger } from '../../nodes/Terminal49/Terminal49Trigger.node';
import { nodeTypes, registerNodeType } from '../harness/engine';

/** What the canvas shows under a node: its subtitle expression, evaluated by n8n-workflow. */
function subtitleFor(description: INodeTypeDescription, parameters: INode['parameters']): unknown {
	const type = `names-test.${description.name}`;
	registerNodeType(type, { description });
	const node: INode = { id: 'n', name: 'Node', type, typeVersion: 1, position: [0, 0], parameters };
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	return workflow.expression.getSimpleParameterValue(node, description.subtitle!, 'internal', {});
}

const options = (property: INodeProperties) => (property.options ?? []) as INodePropertyOptions[];
const action = new Terminal49().description;
const trigger = new Terminal49Trigger().description;
const pollingTrigger = new Terminal49PollingTrigger().description;

describe('canvas subtitles read as words', () => {
	it.each([
		['container', 'getAll', 'Get Many: Container'],
		['customFieldOption', 'getAll', 'Get Many: Custom Field Option'],
		['shipment', 'stopTracking', 'Stop Tracking: Shipment'],
		['trackingRequest', 'create', 'Create: Tracking Request'],
		['search', 'search', 'Search'],
	])('%s / %s shows "%s"', (resource, operation, expected) => {
		expect(subtitleFor(action, { resource, operation })).toBe(expected);
	});

	it('every operation of every resource has a subtitle in words', () => {
		const resources = options(action.properties.find((p) => p.name === 'resource')!);
		for (const property of action.properties.filter((p) => p.name === 'operation')) {
			for (const resource of property.displayOptions?.show?.resource ?? []) {
				const resourceName = resources.find((r) => r.value === resource)!.name;
				for (const operation of options(property)) {
					expect(subtitleFor(action, { resource, operation: operation.value })).toMatch(
						new RegExp(`^${operation.name.replace(/[()]/g, '\\$&')}(: ${resourceName})?$`),
					);
				}
			}
		}
	});

	it.each([
		[trigger, ['container.pickup_lfd.changed'], 'Last Free Day: Changed'],
		[
			trigger,
			['container.pickup_lfd.changed', 'container.updated', 'container.transport.available'],
			'3 events',
		],
		[pollingTrigger, ['container.created'], 'Container: New'],
		[pollingTrigger, ['container.created', 'container.updated'], '2 events'],
	])('a trigger with events %#: "%s"', (description, events, expected) => {
		expect(subtitleFor(description, { events })).toBe(expected);
	});
});

describe('event names in the node creator and the Events list', () => {
	const eventOptions = [
		...options(trigger.properties.find((p) => p.name === 'events')!),
		...options(pollingTrigger.properties.find((p) => p.name === 'events')!),
	];

	it.each(eventOptions.map((o) => [o.value, o]))(
		'%s: an action in words, a description in sentence case',
		(_value, option) => {
			expect(option.action).toMatch(/^On [a-z]/);
			// n8n's own derivation from the name repeated words ("On tracking tracking stopped").
			expect(option.action).not.toMatch(/\b(\w+) \1\b/i);
			expect(option.description).toMatch(/^[A-Z]/);
			expect(option.description?.startsWith(String(option.value))).toBe(false);
			expect(option.description).toContain(`(${String(option.value)})`);
		},
	);

	it('the events users asked about read well', () => {
		const actionOf = (value: string) => eventOptions.find((o) => o.value === value)?.action;
		expect(actionOf('tracking_request.tracking_stopped')).toBe('On shipment tracking stopped');
		expect(actionOf('shipment.estimated.arrival')).toBe('On shipment ETA changed');
		expect(actionOf('container.transport.delivered')).toBe('On container delivered');
		expect(actionOf('container.created')).toBe('On container created');
		expect(
			options(pollingTrigger.properties[0]).find((o) => o.value === 'container.created')?.action,
		).toBe('On new container');
	});
});

describe('node names in the canvas', () => {
	const versions = [action.version].flat();
	const resources = options(action.properties.find((p) => p.name === 'resource')!).map((r) =>
		String(r.value),
	);

	/** The Operation list the editor shows for `resource` in node version `typeVersion`. */
	function operationsShown(resource: string, typeVersion: number): INodePropertyOptions[] {
		const node: INode = {
			id: 'n',
			name: 'Node',
			type: 'terminal49',
			typeVersion,
			position: [0, 0],
			parameters: { resource },
		};
		const shown = action.properties.filter(
			(p) => p.name === 'operation' && NodeHelpers.displayParameter({ resource }, p, node, action),
		);
		expect(shown).toHaveLength(1);
		return options(shown[0]);
	}

	// n8n names a node it adds, and renames one whose operation changes, by makeNodeName: the action
	// of the operation in the first Operation list of the resource, or "SetMany customField".
	it.each(versions.flatMap((version) => resources.map((resource) => [version, resource] as const)))(
		'version %s, %s: every operation the editor shows names the node by its action',
		(version, resource) => {
			const shown = operationsShown(resource, version);
			expect(shown.length).toBeGreaterThan(0);
			for (const operation of shown) {
				expect(operation.action).toMatch(/^[A-Z][a-z]/);
				expect([
					operation.value,
					NodeHelpers.makeNodeName({ resource, operation: operation.value }, action),
				]).toEqual([operation.value, operation.action]);
			}
		},
	);

	it('the operations of version 2 only are named too: Set Many and Get Route', () => {
		expect(
			NodeHelpers.makeNodeName({ resource: 'customField', operation: 'setMany' }, action),
		).toBe('Set many custom fields of a record');
		expect(NodeHelpers.makeNodeName({ resource: 'container', operation: 'getRoute' }, action)).toBe(
			'Get the route of a container',
		);
	});
});

it('every operation description names its resource', () => {
	const resources = options(action.properties.find((p) => p.name === 'resource')!);
	for (const property of action.properties.filter((p) => p.name === 'operation')) {
		for (const resource of property.displayOptions?.show?.resource ?? []) {
			const resourceName = resources.find((r) => r.value === resource)!.name.toLowerCase();
			for (const operation of options(property)) {
				expect(`${operation.name}: ${operation.description?.toLowerCase()}`).toContain(
					resourceName,
				);
			}
		}
	}
});
