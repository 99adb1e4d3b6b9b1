/**
 * Properties of the code that reads outside input, over generated JSON of any shape.
 * Each property runs RUNS times (fast-check's default is 100); together about 3.5 s on the 2-core CI machine.
 */
import fc from 'fast-check';
import type { INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { coerceCustomFieldValue } from '../nodes/Terminal49/shared/customFields/coercion';
import { readDate, readDateTime } from '../nodes/Terminal49/shared/helpers/dates';
import { textList } from '../nodes/Terminal49/shared/helpers/readers/list';
import { readQuantityText } from '../nodes/Terminal49/shared/helpers/quantities';
import { readText } from '../nodes/Terminal49/shared/helpers/readers/text';
import { refusalMessage } from '../nodes/Terminal49/shared/helpers/valuesInMessages';
import type { JsonApiResource } from '../nodes/Terminal49/shared/jsonapi';
import {
	flattenResource,
	indexIncluded,
	readDocument,
	readResource,
} from '../nodes/Terminal49/shared/jsonapi';
import { readNotification, flattenNotification } from '../nodes/Terminal49/trigger/notification';

const RUNS = 300;
const SECRET = 'whsec-property-secret';
const NODE: INode = {
	id: 'node-1',
	name: 'Terminal49',
	type: 'n8n-nodes-terminal49.terminal49',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

const anyJson = fc.jsonValue({ maxDepth: 3 });
const identifier = fc.record({
	id: fc.constantFrom('a', 'b', 'c'),
	type: fc.constantFrom('container', 'shipment', 'webhook'),
});
/** What a relationship may be when the API or a delivery misbehaves: anything, or something close to the spec. */
const relationship = fc.oneof(
	anyJson,
	fc.record(
		{
			data: fc.oneof(
				anyJson,
				identifier,
				fc.array(fc.oneof(identifier, anyJson), { maxLength: 4 }),
				fc.constant(null),
			),
		},
		{ requiredKeys: [] },
	),
);
/** A resource-like value: id and type present, every other part any JSON; webhook records carry a secret. */
const resourceLike = fc
	.record(
		{
			id: fc.constantFrom('a', 'b', 'c'),
			type: fc.constantFrom(
				'container',
				'shipment',
				'webhook',
				'transport_event',
				'container_updated_event',
			),
			attributes: fc.oneof(
				anyJson,
				fc.dictionary(fc.string({ maxLength: 6 }), anyJson, { maxKeys: 5 }),
			),
			relationships: fc.oneof(
				anyJson,
				fc.dictionary(fc.string({ maxLength: 6 }), relationship, { maxKeys: 4 }),
			),
		},
		{ requiredKeys: ['id', 'type'] },
	)
	.map((resource) =>
		resource.type === 'webhook'
			? { ...resource, attributes: { url: 'https://x.example', secret: SECRET } }
			: resource,
	);
const documentLike = fc.oneof(
	anyJson,
	fc.record(
		{
			data: fc.oneof(
				anyJson,
				resourceLike,
				fc.array(fc.oneof(resourceLike, anyJson), { maxLength: 4 }),
			),
			included: fc.oneof(anyJson, fc.array(fc.oneof(resourceLike, anyJson), { maxLength: 5 })),
			links: fc.oneof(anyJson, fc.record({ next: fc.oneof(fc.string(), anyJson) })),
		},
		{ requiredKeys: [] },
	),
);

/** Runs `act`; anything thrown must be a NodeOperationError or NodeApiError with a message. */
function onlyNodeErrors(act: () => unknown): void {
	try {
		act();
	} catch (error) {
		expect(error instanceof NodeOperationError || error instanceof NodeApiError).toBe(true);
		expect((error as Error).message.length).toBeGreaterThan(0);
	}
}

describe('JSON:API reading, included index and flattening', () => {
	it('never throws, whatever the body, and never emits a webhook secret', () => {
		fc.assert(
			fc.property(documentLike, (body) => {
				const document = readDocument(body);
				const index = indexIncluded(document.included);
				const records = Array.isArray(document.data)
					? document.data
					: document.data
						? [document.data]
						: [];
				const flat = records.map((record) => flattenResource(record, index));
				expect(JSON.stringify([document, flat])).not.toContain(SECRET);
			}),
			{ numRuns: RUNS },
		);
	});

	it('flattening never throws even on a resource that never went through the reader', () => {
		fc.assert(
			fc.property(
				resourceLike,
				fc.array(fc.oneof(resourceLike, anyJson), { maxLength: 4 }),
				(resource, included) => {
					flattenResource(
						resource as JsonApiResource,
						indexIncluded(included as JsonApiResource[]),
					);
				},
			),
			{ numRuns: RUNS },
		);
	});

	it('reading is idempotent: a read document reads as itself', () => {
		fc.assert(
			fc.property(documentLike, (body) => {
				const once = readDocument(body);
				expect(readDocument(once)).toEqual(once);
			}),
			{ numRuns: RUNS },
		);
	});

	it('flattening is idempotent on already-flat input: a flat record, read back as a resource, flattens to itself', () => {
		const flatAttributes = fc.dictionary(
			fc
				.string({ maxLength: 6 })
				.filter((key) => key !== 'id' && key !== 'type' && key !== '__proto__'),
			fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
			{ maxKeys: 6 },
		);
		fc.assert(
			fc.property(flatAttributes, (attributes) => {
				const flat = flattenResource({ id: 'a', type: 'container', attributes }, new Map());
				const { id, type, ...rest } = flat;
				const again = flattenResource(readResource({ id, type, attributes: rest })!, new Map());
				expect(again).toEqual(flat);
			}),
			{ numRuns: RUNS },
		);
	});
});

describe('webhook notification reading', () => {
	it('never throws, and the simplified item never carries a secret', () => {
		const delivery = fc.oneof(
			anyJson,
			fc.record(
				{
					data: fc.oneof(
						anyJson,
						fc.record({
							id: fc.oneof(fc.string({ maxLength: 4 }), anyJson),
							type: fc.constant('webhook_notification'),
							attributes: fc.oneof(
								anyJson,
								fc.record({
									event: fc.constantFrom(
										'container.updated',
										'container.pickup_lfd.changed',
										'container.transport.available',
										'x',
									),
									changeset: anyJson,
								}),
							),
							relationships: fc.oneof(
								anyJson,
								fc.record(
									{ reference_object: relationship, webhook: relationship },
									{ requiredKeys: [] },
								),
							),
						}),
					),
					included: fc.oneof(anyJson, fc.array(fc.oneof(resourceLike, anyJson), { maxLength: 5 })),
				},
				{ requiredKeys: ['data'] },
			),
		);
		fc.assert(
			fc.property(delivery, (body) => {
				const notification = readNotification(body);
				if (!notification) return;
				for (const version of [1, 2])
					expect(JSON.stringify(flattenNotification(notification, version))).not.toContain(SECRET);
			}),
			{ numRuns: RUNS },
		);
	});
});

describe('custom-field coercions, numbers and dates', () => {
	const target = fc.record({
		apiSlug: fc.constant('field'),
		dataType: fc.constantFrom(
			'short_text',
			'number',
			'date',
			'datetime',
			'boolean',
			'enum',
			'enum_multi',
			'reference',
			'unknown',
		),
		options: fc.array(
			fc.record({ label: fc.string({ maxLength: 5 }), value: fc.string({ maxLength: 5 }) }),
			{ maxLength: 3 },
		),
	});
	const cell = fc.oneof(
		anyJson,
		fc.double(),
		fc.bigInt().map((n) => n.toString()),
		fc.string({
			unit: fc.constantFrom('0', '1', '9', '.', ',', 'e', '-', '+', ':', 'T', 'Z', ' '),
		}),
	);

	it('a coercion never throws: it accepts a value JSON carries exactly, or refuses with a message', () => {
		fc.assert(
			fc.property(cell, target, (raw, field) => {
				const result = coerceCustomFieldValue(raw, field);
				if (!result.ok) {
					expect(refusalMessage(result.refusal)).toMatch(/^Custom field "field"/);
					return;
				}
				if (field.dataType === 'number' && typeof result.value === 'number') {
					expect(JSON.parse(JSON.stringify(result.value))).toBe(result.value);
					expect(Math.abs(result.value)).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
				}
			}),
			{ numRuns: RUNS },
		);
	});

	it('a number read from text is exactly the number JSON sends', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.double().map(String),
					fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', 'e', '-') }),
				),
				(text) => {
					const reading = readQuantityText(text);
					if (reading.ok) expect(readQuantityText(JSON.stringify(reading.value))).toEqual(reading);
				},
			),
			{ numRuns: RUNS },
		);
	});

	it('every real moment is accepted, its canonical text reads as itself, and it is the same instant', () => {
		const moment = fc.date({
			min: new Date('0002-01-01T00:00:00Z'),
			max: new Date('9998-12-31T23:59:59Z'),
			noInvalidDate: true,
		});
		const offset = fc.integer({ min: -12 * 60, max: 14 * 60 });
		fc.assert(
			fc.property(moment, offset, (date, minutes) => {
				const local = new Date(date.getTime() + minutes * 60_000).toISOString().slice(0, 23);
				const sign = minutes < 0 ? '-' : '+';
				const zone = `${sign}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
				const read = readDateTime(`${local}${zone}`);
				expect(read?.text).toBe(`${local}${zone}`);
				expect(readDateTime(read!.text)).toEqual(read);
				if (local.startsWith('0')) return; // Date.parse reads years below 1000 differently
				expect(Date.parse(read!.text)).toBe(date.getTime());
			}),
			{ numRuns: RUNS },
		);
	});

	it('date checks never throw, and what they accept is a real day', () => {
		const text = fc.oneof(
			fc.string(),
			fc.string({
				unit: fc.constantFrom('0', '1', '2', '3', '9', '-', ':', 'T', 'Z', '+', ' ', '.'),
			}),
		);
		fc.assert(
			fc.property(text, (value) => {
				const date = readDate(value) ?? readDateTime(value)?.date;
				if (date === undefined) return;
				const [year, month, day] = date.split('-').map(Number);
				const utc = new Date(Date.UTC(2000, month - 1, day));
				utc.setUTCFullYear(year);
				expect(utc.getUTCDate()).toBe(day);
			}),
			{ numRuns: RUNS },
		);
	});

	it('values mapped where text is sent throw nothing but a NodeOperationError with a message', () => {
		fc.assert(
			fc.property(
				fc.oneof(anyJson, fc.double(), fc.array(fc.double(), { maxLength: 3 })),
				(value) => {
					onlyNodeErrors(() => textList(NODE, value, 'Reference Numbers', 0));
					onlyNodeErrors(() => readText(NODE, value, 'Request Number', 0));
				},
			),
			{ numRuns: RUNS },
		);
	});
});
