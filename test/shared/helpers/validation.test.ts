import fc from 'fast-check';

import {
	requireSlug,
	requireUuid,
	SHIPMENT_URL_REGEX,
	shipmentIdFromUrl,
} from '../../../nodes/Terminal49/shared/helpers/validation';
import { actionNode, operationError } from '../../support/node';

const node = actionNode(1);
const ID = 'b0000000-0000-4000-8000-000000000002';


describe('requireUuid', () => {
	it('returns the id trimmed, in any case', () => {
		expect(requireUuid(node, `  ${ID}\n`, 'Shipment ID', 0)).toBe(ID);
		expect(requireUuid(node, ID.toUpperCase(), 'Shipment ID', 0)).toBe(ID.toUpperCase());
	});

	it.each([
		['', 'Shipment ID is empty'],
		['   ', 'Shipment ID is empty'],
		[undefined, 'Shipment ID is empty'],
		[null, 'Shipment ID is empty'],
		[true, 'Shipment ID must be text, but it is a boolean'],
		[[ID], 'Shipment ID must be text, but it is a list'],
		[{ id: ID }, 'Shipment ID must be text, but it is an object'],
		['abc', '"abc" is not a valid Shipment ID'],
		[`${ID}/x`, `"${ID}/x" is not a valid Shipment ID`],
		['../containers', '"../containers" is not a valid Shipment ID'],
		[123, '"123" is not a valid Shipment ID'],
	])('%p → %s', (value, message) => {
		const error = operationError(() => requireUuid(node, value, 'Shipment ID', 3));
		expect(error.message).toBe(message);
		expect(error.context.itemIndex).toBe(3);
	});

	it('shows what an id looks like', () => {
		expect(operationError(() => requireUuid(node, 'abc', 'Container ID', 0)).description).toBe(
			'Terminal49 IDs are UUIDs such as 3fa85f64-5717-4562-b3fc-2c963f66afa6.',
		);
	});

	it('recognises a pasted URL and points to the id in it, and to the URL mode', () => {
		const error = operationError(() =>
			requireUuid(node, `https://app.terminal49.com/shipments/${ID}`, 'Shipment ID', 0),
		);
		expect(error.description).toBe(`This is a URL. Enter only the ID (${ID}), or switch the field to "By URL".`);
		const other = operationError(() => requireUuid(node, 'https://example.com/x', 'Container ID', 0));
		expect(other.description).toBe('This is a URL. Enter only the ID.');
	});

	it('points to the id the URL opens, not the first id in its text, and to none when it names two', () => {
		const OTHER = 'b0000000-0000-4000-8000-0000000000aa';
		const detour = operationError(() => requireUuid(node, `https://app.terminal49.com/containers/${OTHER}/../${ID}?from=${OTHER}`, 'Container ID', 0));
		expect(detour.description).toBe(`This is a URL. Enter only the ID (${ID}).`);
		const two = operationError(() => requireUuid(node, `https://app.terminal49.com/shipments/${OTHER}/containers/${ID}`, 'Container ID', 0));
		expect(two.description).toBe('This is a URL. Enter only the ID.');
	});
});

describe('requireSlug', () => {
	it('returns the slug trimmed', () => {
		expect(requireSlug(node, ' customer_po ', 'Custom Field', 0)).toBe('customer_po');
	});

	it.each([
		['', 'Custom Field is empty'],
		['a/b', '"a/b" is not a valid Custom Field: it contains "/"'],
		['/', '"/" is not a valid Custom Field: it contains "/"'],
		[['x'], 'Custom Field must be text, but it is a list'],
	])('%p → %s', (value, message) => {
		expect(operationError(() => requireSlug(node, value, 'Custom Field', 0)).message).toBe(message);
	});
});

describe('shipmentIdFromUrl', () => {
	it.each([
		`https://app.terminal49.com/shipments/${ID}`,
		`https://app.terminal49.com/shipments/${ID}/containers`,
		`https://app.terminal49.com/shipments/${ID}?tab=events`,
		`https://api.terminal49.com/v2/shipments/${ID}`,
		`http://127.0.0.1:4010/v2/shipments/${ID}#x`,
		`  https://app.terminal49.com/shipments/${ID}  `,
	])('finds the id in %s', (url) => {
		expect(shipmentIdFromUrl(node, url, 0)).toBe(ID);
	});

	it.each([
		'https://app.terminal49.com/containers/' + ID,
		`https://app.terminal49.com/shipments/${ID.slice(0, 30)}`,
		`https://app.terminal49.com/shipments/${ID}x`,
		ID,
		'ftp://x/shipments/' + ID,
	])('refuses %s', (url) => {
		const error = operationError(() => shipmentIdFromUrl(node, url, 1));
		expect(error.message).toMatch(/is not a Terminal49 shipment URL: /);
		expect(error.description).toMatch(/"By ID"/);
	});

	const OTHER = 'b0000000-0000-4000-8000-0000000000aa';

	it.each([
		[`https://app.terminal49.com/shipments/${OTHER}/../${ID}`, ID],
		[`https://app.terminal49.com/shipments/${OTHER}/%2e%2e/${ID}`, ID],
		[`https://app.terminal49.com/shipments/${OTHER}/./../../shipments/${ID}`, ID],
		[`https://app.terminal49.com\\shipments\\${ID}`, ID],
		[`https://app.terminal49.com/shipments/${ID}/containers/../?back=/shipments/${OTHER}#/shipments/${OTHER}`, ID],
		[`https://app.terminal49.com/shipments/${ID}/shipments/${ID.toUpperCase()}`, ID],
	])('reads %s as a browser opens it', (url, id) => {
		expect(shipmentIdFromUrl(node, url, 0)).toBe(id);
	});

	it.each([
		[`https://app.terminal49.com/shipments/${ID}/shipments/${OTHER}`, `it names 2 shipments (${ID}, ${OTHER})`],
		[`https://app.terminal49.com/shipments/${ID}/..`, 'it names no shipment'],
		[`https://app.terminal49.com/?shipment=/shipments/${ID}`, 'it names no shipment'],
		[`https://app.terminal49.com/shipments/${ID}x`, `"${ID}x" after /shipments/ is not a shipment ID`],
		['https://', 'it is not an http(s) address'],
	])('refuses %s by name: %s', (url, problem) => {
		const error = operationError(() => shipmentIdFromUrl(node, url, 0));
		expect(error.message.startsWith(`"${url.slice(0, 60)}`)).toBe(true);
		expect(error.message.endsWith(`" is not a Terminal49 shipment URL: ${problem}`)).toBe(true);
		expect(error.description).toMatch(/one shipment.*"By ID"/);
	});

	const uuid = fc.uuid();
	const segment = fc.oneof(fc.constantFrom('..', '.', '%2e%2e', '', 'shipments', 'containers', 'v2'), fc.webSegment(), uuid);
	const anyUrl = fc
		.tuple(fc.constantFrom('https://app.terminal49.com', 'http://127.0.0.1:4010', 'https://api.terminal49.com/v2'), fc.array(segment, { maxLength: 8 }), fc.webQueryParameters(), fc.webFragments())
		.map(([origin, segments, query, fragment]) => `${origin}/${segments.join('/')}?${query}#${fragment}`);

	it('an id it returns is the one shipment the path a browser opens names; the query and fragment never count', () => {
		fc.assert(
			fc.property(anyUrl, (url) => {
				const opened = new URL(url).pathname.split('/');
				const named = new Set(opened.flatMap((part, index) => (part.toLowerCase() === 'shipments' && opened[index + 1] ? [decodeURIComponent(opened[index + 1]).toLowerCase()] : [])));
				let id: string | undefined;
				try {
					id = shipmentIdFromUrl(node, url, 0);
				} catch {
					id = undefined;
				}
				if (id === undefined) expect(named.size === 1 && /^[0-9a-f-]{36}$/.test([...named][0])).toBe(false);
				else expect([...named]).toEqual([id.toLowerCase()]);
			}),
			{ numRuns: 2000 },
		);
	});

	it('a shipment URL with anything after the id, or a detour through another id, gives that id', () => {
		fc.assert(
			fc.property(uuid, uuid, fc.array(fc.webSegment(), { maxLength: 3 }), fc.webQueryParameters(), (id, other, tail, query) => {
				const url = `https://app.terminal49.com/shipments/${other}/../${id}/${tail.filter((part) => part.toLowerCase() !== 'shipments').join('/')}?${query}`;
				expect(shipmentIdFromUrl(node, url, 0)).toBe(id);
			}),
		);
	});

	it('is the same pattern the editor checks the URL field with', () => {
		expect(new RegExp(SHIPMENT_URL_REGEX).exec(`https://app.terminal49.com/shipments/${ID}`)?.[1]).toBe(ID);
	});
});
