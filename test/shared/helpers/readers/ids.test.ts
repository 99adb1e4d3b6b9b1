import { requireSlug, requireUuid } from '../../../../nodes/Terminal49/shared/helpers/readers/ids';
import { actionNode, operationError } from '../../../support/node';

const node = actionNode(1);
const ID = 'b0000000-0000-4000-8000-000000000002';

describe('requireUuid', () => {
	it('returns the id trimmed, in any case', () => {
		expect(requireUuid(node, `  ${ID}\n`, 'Shipment ID', 0)).toBe(ID);
		expect(requireUuid(node, ID.toUpperCase(), 'Shipment ID', 0)).toBe(ID.toUpperCase());
	});

	it.each([
		['', 'Shipment ID must be a Terminal49 ID, not ""'],
		['   ', 'Shipment ID must be a Terminal49 ID, not "   "'],
		[undefined, 'Shipment ID must be a Terminal49 ID, not ""'],
		[null, 'Shipment ID must be a Terminal49 ID, not ""'],
		[true, 'Shipment ID must be a Terminal49 ID, not true'],
		[[ID], `Shipment ID must be a Terminal49 ID, not ["${ID}"]`],
		[{ id: ID }, `Shipment ID must be a Terminal49 ID, not {"id":"${ID}"}`],
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

	it('recognises a pasted URL and points to the id in it, and to the URL mode where the field has one', () => {
		const error = operationError(() =>
			requireUuid(node, `https://app.terminal49.com/shipments/${ID}`, 'Shipment ID', 0, {
				byUrl: true,
			}),
		);
		expect(error.description).toBe(
			`This is a URL. Enter only the ID (${ID}), or switch the field to "By URL".`,
		);
		const noUrlMode = operationError(() =>
			requireUuid(node, `https://app.terminal49.com/shipments/${ID}`, 'Shipment ID', 0),
		);
		expect(noUrlMode.description).toBe(`This is a URL. Enter only the ID (${ID}).`);
		const other = operationError(() =>
			requireUuid(node, 'https://example.com/x', 'Container ID', 0),
		);
		expect(other.description).toBe('This is a URL. Enter only the ID.');
	});

	it('points to the id the URL opens, not the first id in its text, and to none when it names two', () => {
		const OTHER = 'b0000000-0000-4000-8000-0000000000aa';
		const detour = operationError(() =>
			requireUuid(
				node,
				`https://app.terminal49.com/containers/${OTHER}/../${ID}?from=${OTHER}`,
				'Container ID',
				0,
			),
		);
		expect(detour.description).toBe(`This is a URL. Enter only the ID (${ID}).`);
		const two = operationError(() =>
			requireUuid(
				node,
				`https://app.terminal49.com/shipments/${OTHER}/containers/${ID}`,
				'Container ID',
				0,
			),
		);
		expect(two.description).toBe('This is a URL. Enter only the ID.');
	});
});

describe('requireSlug', () => {
	it('returns the slug trimmed', () => {
		expect(requireSlug(node, ' customer_po ', 'Custom Field', 0)).toBe('customer_po');
	});

	it.each([
		['', 'Custom Field must be an API slug, not ""'],
		['a/b', '"a/b" is not a valid Custom Field: it contains "/"'],
		['/', '"/" is not a valid Custom Field: it contains "/"'],
		[['x'], 'Custom Field must be an API slug, not ["x"]'],
	])('%p → %s', (value, message) => {
		expect(operationError(() => requireSlug(node, value, 'Custom Field', 0)).message).toBe(message);
	});
});
