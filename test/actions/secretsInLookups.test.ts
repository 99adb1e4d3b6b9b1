/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test code: a made-up API key */
/**
 * Through n8n's engine against the mock: the API key, mapped by mistake into a record given by
 * Number or into a value a refusal cuts short, appears in no error, in no spelling and in no part.
 * A look-up upper-cases a bill of lading or request number before it says none was found, and a
 * refusal cuts a long value at 80 characters: neither may show the key, or the start of it.
 */
import { SEED } from '../mock/fixtures';
import { rl, useMockApi, v2 } from './setup';

/** A key with lower-case letters, as generated keys have; long enough to be redacted. */
const KEY = 'tk_Live_9f8E7d6C5b4A3f2E1d0C9b8A7f6E5d4C';

describe('no part of the API key in an error', () => {
	const api = useMockApi({ apiKey: KEY });
	const shown = (run: { error?: { message: string; description?: string | null } }) =>
		`${run.error?.message} ${run.error?.description}`;

	it.each([
		[
			'Shipment → Get, Shipment by Number',
			{ resource: 'shipment', operation: 'get', shipmentId: rl('number', '={{ $json.key }}') },
		],
		[
			'Tracking Request → Get, by Number',
			{
				resource: 'trackingRequest',
				operation: 'get',
				trackingRequestId: rl('number', '={{ $json.key }}'),
			},
		],
		[
			'Custom Field → Update, a shipment by Number',
			{
				resource: 'customField',
				operation: 'update',
				entityType: 'shipment',
				entityId: rl('number', '={{ $json.key }}'),
				apiSlug: 'internal_reference',
				value: 'x',
			},
		],
	])(
		'%s: the key mapped as the number is not shown upper-cased in "No … with number"',
		async (_title, parameters) => {
			const run = await api.run(parameters, { ...v2, inputItems: [{ key: KEY }] });
			expect(run.error).toBeDefined();
			expect(shown(run).toUpperCase()).not.toContain(KEY.toUpperCase());
		},
	);

	it('a refusal that cuts a long value at 80 characters shows no start of the key it cut', async () => {
		const run = await api.run(
			{ resource: 'container', operation: 'getAll', limit: '={{ $json.limit }}' },
			{ ...v2, inputItems: [{ limit: `${'x'.repeat(60)}${KEY}` }] },
		);
		expect(run.error?.message).toMatch(/^Limit must be a whole number of 1 or more/);
		expect(shown(run)).not.toContain(KEY.slice(0, 12));
		expect(api.mock.requests).toHaveLength(0);
	});

	it('a list refused for its quotes, cut at 80 characters, shows no start of the key', async () => {
		const run = await api.run(
			{
				resource: 'shipment',
				operation: 'update',
				shipmentId: rl('id', SEED.shipmentIds[0]),
				updateFields: { refNumbers: '={{ $json.refs }}' },
			},
			{ ...v2, inputItems: [{ refs: `PO-1, ${'PO-2 '.repeat(12)}"${KEY}` }] },
		);
		expect(run.error?.message).toMatch(/^Reference Numbers has a quote mark/);
		expect(shown(run)).not.toContain(KEY.slice(0, 12));
	});
});
