import fc from 'fast-check';

import {
	documentWithoutSecrets,
	flattenResource,
	indexIncluded,
	isIdentifier,
	type JsonApiResource,
	readResource,
	relatedIdentifier,
	relatedIdentifiers,
	withoutSecret,
} from '../../nodes/Terminal49/shared/jsonapi';

const shipment: JsonApiResource = {
	id: 's1',
	type: 'shipment',
	attributes: { bill_of_lading_number: 'MAEU123', pod_timezone: 'America/Los_Angeles' },
	relationships: {
		containers: {
			data: [
				{ id: 'c1', type: 'container' },
				{ id: 'c2', type: 'container' },
			],
		},
		port_of_discharge: { data: { id: 'p1', type: 'port' } },
	},
};
const terminal: JsonApiResource = {
	id: 't1',
	type: 'terminal',
	attributes: { name: 'APM Terminals' },
};
const container: JsonApiResource = {
	id: 'c1',
	type: 'container',
	attributes: { number: 'MSCU1234567', pickup_lfd: '2026-11-25T08:00:00Z' },
	relationships: {
		shipment: { data: { id: 's1', type: 'shipment' } },
		pod_terminal: { data: { id: 't1', type: 'terminal' } },
		pickup_facility: { data: null },
		transport_events: { data: [{ id: 'e1', type: 'transport_event' }] },
		raw_events: { links: { related: '/v2/containers/c1/raw_events' } },
	},
};

describe('flattenResource', () => {
	const table: Array<[string, JsonApiResource, JsonApiResource[], Record<string, unknown>]> = [
		[
			'attributes only',
			{
				id: 'o1',
				type: 'custom_field_option',
				attributes: { label: 'High', value: 'high', position: 1 },
			},
			[],
			{ id: 'o1', type: 'custom_field_option', label: 'High', value: 'high', position: 1 },
		],
		['no attributes at all', { id: 'x', type: 'port' }, [], { id: 'x', type: 'port' }],
		[
			'relations not included stay references; null stays null; links-only relations are left out',
			container,
			[],
			{
				id: 'c1',
				type: 'container',
				number: 'MSCU1234567',
				pickup_lfd: '2026-11-25T08:00:00Z',
				shipment: { id: 's1', type: 'shipment' },
				pod_terminal: { id: 't1', type: 'terminal' },
				pickup_facility: null,
				transport_events: [{ id: 'e1', type: 'transport_event' }],
			},
		],
		[
			'included relations are flattened in, one level deep',
			container,
			[shipment, terminal],
			{
				id: 'c1',
				type: 'container',
				number: 'MSCU1234567',
				pickup_lfd: '2026-11-25T08:00:00Z',
				shipment: {
					id: 's1',
					type: 'shipment',
					bill_of_lading_number: 'MAEU123',
					pod_timezone: 'America/Los_Angeles',
					// The shipment's own relations stay references: no cycle back to the container.
					containers: [
						{ id: 'c1', type: 'container' },
						{ id: 'c2', type: 'container' },
					],
					port_of_discharge: { id: 'p1', type: 'port' },
				},
				pod_terminal: { id: 't1', type: 'terminal', name: 'APM Terminals' },
				pickup_facility: null,
				transport_events: [{ id: 'e1', type: 'transport_event' }],
			},
		],
		[
			'to-many relations mix included and missing records',
			shipment,
			[container],
			{
				id: 's1',
				type: 'shipment',
				bill_of_lading_number: 'MAEU123',
				pod_timezone: 'America/Los_Angeles',
				containers: [
					{
						id: 'c1',
						type: 'container',
						number: 'MSCU1234567',
						pickup_lfd: '2026-11-25T08:00:00Z',
						shipment: { id: 's1', type: 'shipment' },
						pod_terminal: { id: 't1', type: 'terminal' },
						pickup_facility: null,
						transport_events: [{ id: 'e1', type: 'transport_event' }],
					},
					{ id: 'c2', type: 'container' },
				],
				port_of_discharge: { id: 'p1', type: 'port' },
			},
		],
	];

	it.each(table)('%s', (_name, resource, included, expected) => {
		expect(flattenResource(resource, indexIncluded(included))).toEqual(expected);
	});

	it('does not change its input', () => {
		const before = JSON.stringify(container);
		flattenResource(container, indexIncluded([shipment, terminal]));
		expect(JSON.stringify(container)).toBe(before);
	});

	it('gives every record its own copy of a shared related record', () => {
		const index = indexIncluded([shipment, terminal]);
		const first = flattenResource(container, index);
		const second = flattenResource({ ...container, id: 'c2' }, index);
		(first.shipment as Record<string, unknown>).bill_of_lading_number = 'CHANGED';
		expect((second.shipment as Record<string, unknown>).bill_of_lading_number).toBe('MAEU123');
	});

	it('matches included records by type as well as id', () => {
		const sameIdOtherType: JsonApiResource = {
			id: 's1',
			type: 'port',
			attributes: { name: 'Oakland' },
		};
		const flat = flattenResource(container, indexIncluded([sameIdOtherType]));
		expect(flat.shipment).toEqual({ id: 's1', type: 'shipment' });
	});
});

describe('relatedIdentifier: the record a to-one relationship names', () => {
	it('is the identifier a relationship names', () => {
		expect(relatedIdentifier(container, 'pod_terminal')).toEqual({ id: 't1', type: 'terminal' });
	});

	it.each<[string, unknown]>([
		['no relationships', undefined],
		['no such relationship', {}],
		['data: null', { pod_terminal: { data: null } }],
		['a to-many list', { pod_terminal: { data: [{ id: 't1', type: 'terminal' }] } }],
		['no data, only links', { pod_terminal: { links: { related: '/x' } } }],
		['an id that is a number', { pod_terminal: { data: { id: 1, type: 'terminal' } } }],
		['relationships that are text', 'pod_terminal'],
	])('is undefined for %s', (_name, relationships) => {
		const resource = { id: 'c1', type: 'container', relationships } as unknown as JsonApiResource;
		expect(relatedIdentifier(resource, 'pod_terminal')).toBeUndefined();
	});

	it('is undefined for no resource, and for a name every object has', () => {
		expect(relatedIdentifier(undefined, 'shipment')).toBeUndefined();
		expect(relatedIdentifier(container, 'constructor')).toBeUndefined();
		expect(relatedIdentifier(container, '__proto__')).toBeUndefined();
	});

	it('never throws, and gives only identifiers, whatever the relationships hold', () => {
		fc.assert(
			fc.property(fc.anything(), fc.string(), (relationships, name) => {
				const found = relatedIdentifier(
					{ id: 'c1', type: 'container', relationships } as unknown as JsonApiResource,
					name,
				);
				expect(found === undefined || isIdentifier(found)).toBe(true);
			}),
			{ numRuns: 300 },
		);
	});
});

describe('relatedIdentifiers: the records a to-many relationship names', () => {
	it('are the identifiers of the list, anything else in it passed over', () => {
		const shipmentWithContainers = {
			id: 's1',
			type: 'shipment',
			relationships: {
				containers: {
					data: [
						{ id: 'c1', type: 'container' },
						{ id: 2, type: 'container' },
						null,
						{ id: 'c3', type: 'container' },
					],
				},
			},
		} as unknown as JsonApiResource;
		expect(relatedIdentifiers(shipmentWithContainers, 'containers')).toEqual([
			{ id: 'c1', type: 'container' },
			{ id: 'c3', type: 'container' },
		]);
		expect(relatedIdentifiers(shipmentWithContainers, 'constructor')).toEqual([]);
	});

	it.each<[string, unknown]>([
		['no relationships', undefined],
		['no such relationship', {}],
		['data: null', { containers: { data: null } }],
		['a to-one identifier', { containers: { data: { id: 'c1', type: 'container' } } }],
		['a list of texts', { containers: { data: ['c1', 'c2'] } }],
	])('are none for %s', (_name, relationships) => {
		const resource = { id: 's1', type: 'shipment', relationships } as unknown as JsonApiResource;
		expect(relatedIdentifiers(resource, 'containers')).toEqual([]);
	});

	it('never throw, and give only identifiers, whatever the relationships hold', () => {
		fc.assert(
			fc.property(fc.anything(), fc.string(), (relationships, name) => {
				const found = relatedIdentifiers(
					{ id: 's1', type: 'shipment', relationships } as unknown as JsonApiResource,
					name,
				);
				expect(found.every(isIdentifier)).toBe(true);
			}),
			{ numRuns: 300 },
		);
	});
});

describe('isIdentifier: a JSON:API resource identifier', () => {
	it.each<[string, unknown, boolean]>([
		['an identifier', { id: 'c1', type: 'container' }, true],
		['a whole resource', { id: 'c1', type: 'container', attributes: {} }, true],
		['a number for an id', { id: 1, type: 'container' }, false],
		['no type', { id: 'c1' }, false],
		['a list', [{ id: 'c1', type: 'container' }], false],
		['null', null, false],
		['text', 'c1', false],
	])('%s', (_name, value, expected) => {
		expect(isIdentifier(value)).toBe(expected);
	});
});

describe("a webhook's signing secret never reaches the output", () => {
	const webhook: JsonApiResource = {
		id: 'w1',
		type: 'webhook',
		attributes: { url: 'https://x.test/hook', secret: 's3cret', active: true },
	};

	it('is left out by every reader: readResource, flattening, withoutSecret', () => {
		expect(readResource(webhook)?.attributes).toEqual({ url: 'https://x.test/hook', active: true });
		expect(flattenResource(webhook, indexIncluded([]))).not.toHaveProperty('secret');
		expect(withoutSecret(webhook).attributes).toEqual({ url: 'https://x.test/hook', active: true });
		expect(webhook.attributes).toHaveProperty('secret', 's3cret');
	});

	it('stays on records of other types, and a record without one is returned as it is', () => {
		const other: JsonApiResource = { id: 'x1', type: 'shipment', attributes: { secret: 'kept' } };
		expect(withoutSecret(other)).toBe(other);
		expect(flattenResource(other, indexIncluded([]))).toHaveProperty('secret', 'kept');
		const clean: JsonApiResource = {
			id: 'w2',
			type: 'webhook',
			attributes: { url: 'https://x.test/hook' },
		};
		expect(withoutSecret(clean)).toBe(clean);
		expect(readResource(other)).toBe(other);
		expect(readResource(clean)).toBe(clean);
	});

	it('is left out of a whole document: its record, a list of them, and what it includes', () => {
		const clean = { url: 'https://x.test/hook', active: true };
		expect(documentWithoutSecrets({ data: webhook }).data).toEqual({
			...webhook,
			attributes: clean,
		});
		const list = documentWithoutSecrets({ data: [webhook, shipment], included: [webhook] });
		expect(list.data).toEqual([{ ...webhook, attributes: clean }, shipment]);
		expect(list.included).toEqual([{ ...webhook, attributes: clean }]);
		expect(
			documentWithoutSecrets(
				{ data: { id: 'w1', type: 'webhooks', attributes: { secret: 's' } } },
				'webhook',
			).data,
		).toEqual({ id: 'w1', type: 'webhooks', attributes: {} });
		expect(documentWithoutSecrets({ data: null })).toEqual({ data: null });
		expect(webhook.attributes).toHaveProperty('secret', 's3cret');
	});

	it('is left out of whatever the webhook endpoints answer, when told the record is a webhook', () => {
		expect(
			withoutSecret({ id: 'w1', type: 'webhooks', attributes: { secret: 's3cret' } }, 'webhook')
				.attributes,
		).toEqual({});
	});
});
