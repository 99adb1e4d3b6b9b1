import fc from 'fast-check';
import type { IDataObject } from 'n8n-workflow';

import { readDocument } from '../nodes/Terminal49/shared/jsonapi';
import type { OutputChoice } from '../nodes/Terminal49/shared/output/outputChoice';
import { labelOf, pickFields } from '../nodes/Terminal49/shared/output/shapes/shape';
import { shapeRecord } from '../nodes/Terminal49/shared/output/shapeRecord';
import { shapeOf } from '../nodes/Terminal49/shared/output/registry';
import { nextFingerprints, sameFingerprints } from '../nodes/Terminal49/polling/changes';

/**
 * Every lookup keyed by something from outside (an API body, a field name typed by a user, a
 * container id), fed the names every object inherits: none may answer with an inherited value,
 * and none may lose a key (a plain `obj["__proto__"] = x` sets the prototype instead).
 */
const INHERITED = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];
const key = fc.oneof(fc.constantFrom(...INHERITED), fc.string({ maxLength: 12 }));
const keys = fc.uniqueArray(key, { maxLength: 8 });
const own = (record: object, name: string): unknown =>
	Object.getOwnPropertyDescriptor(record, name)?.value;
const isFunctionText = (value: unknown) =>
	typeof value === 'function' || String(value).includes('[native code]');

describe('lookups keyed from outside, with the names every object inherits', () => {
	it('Selected Fields: each picked name is an own field, the record’s own value or null', () => {
		const choice = (fields: string[]): OutputChoice => ({
			mode: 'selectedFields',
			fields,
			nodeVersion: 2,
			imminentDays: 3,
			now: Date.UTC(2026, 10, 22),
		});
		fc.assert(
			fc.property(
				keys,
				fc.dictionary(fc.string({ maxLength: 6 }), fc.string()),
				(fields, attributes) => {
					for (const type of ['container', 'shipment', 'webhook', 'something_new']) {
						const flat: IDataObject = { id: 'x', type, ...attributes };
						for (const picked of [
							pickFields(flat, fields),
							shapeRecord({ ...flat }, choice(fields)),
						]) {
							expect(Object.getPrototypeOf(picked)).toBe(Object.prototype);
							for (const name of fields) {
								expect(Object.prototype.hasOwnProperty.call(picked, name)).toBe(true);
								const expected =
									name === 'id'
										? 'x'
										: name === 'type'
											? type
											: Object.prototype.hasOwnProperty.call(attributes, name)
												? attributes[name]
												: undefined;
								if (expected !== undefined) expect(own(picked, name)).toEqual(expected);
								else expect(isFunctionText(own(picked, name))).toBe(false);
							}
						}
					}
				},
			),
			{ numRuns: 100 },
		);
	});

	it('labels and Simplified records show a code as written, never an inherited function', () => {
		fc.assert(
			fc.property(key, (code) => {
				expect(isFunctionText(labelOf(code, { high_cube: 'high cube' }))).toBe(false);
				const container = shapeOf('container').simplify(
					{
						id: 'c',
						type: 'container',
						equipment_height: code,
						equipment_type: code,
						current_status: code,
						equipment_length: 40,
					},
					{ imminentDays: 3, now: Date.UTC(2026, 10, 22) },
				);
				for (const value of Object.values(container)) expect(isFunctionText(value)).toBe(false);
			}),
			{ numRuns: 500 },
		);
	});

	it('the JSON:API reader strips a webhook’s secret, and a type named like an inherited key changes nothing', () => {
		fc.assert(
			fc.property(key, fc.constantFrom(...INHERITED, 'secret', 'url'), (type, attribute) => {
				const body = JSON.parse(
					JSON.stringify({
						data: { id: '1', type, attributes: { [attribute]: 'value', secret: 's3cr3t' } },
					}),
				) as unknown;
				const document = readDocument(body);
				const attributes = (document.data as { attributes?: IDataObject } | null)?.attributes ?? {};
				if (type === 'webhook')
					expect(Object.prototype.hasOwnProperty.call(attributes, 'secret')).toBe(false);
				else expect(own(attributes, 'secret')).toBe('s3cr3t');
			}),
			{ numRuns: 500 },
		);
	});

	it('poll fingerprints: every container id seen is kept as its own entry, and a stored map reads back the same', () => {
		fc.assert(
			fc.property(fc.uniqueArray(key, { minLength: 1, maxLength: 10 }), (ids) => {
				const seen = new Map(ids.map((id, index) => [id, `a|${index}`]));
				const next = nextFingerprints({}, seen, {
					maxEntries: 100,
					maxMisses: 3,
					countMisses: true,
				});
				for (const [id, packed] of seen) expect(own(next, id)).toBe(packed);
				// as n8n stores it: JSON, which keeps "__proto__" as a field
				const stored = JSON.parse(JSON.stringify(next)) as Record<string, unknown>;
				expect(sameFingerprints(stored, next)).toBe(true);
				expect(sameFingerprints({}, next)).toBe(false);
			}),
			{ numRuns: 300 },
		);
	});
});
