/**
 * Through n8n's engine against the mock: a value JSON cannot carry exactly, or a date that is no
 * real moment, fails naming the field and the value before any request is sent, so no record is
 * written with other digits or another day than the user gave.
 */
import type { IDataObject } from 'n8n-workflow';

import { SEED } from '../mock/fixtures';
import { updateFromItem as updateFromTrackingRequest, useMockApi } from './setup';

const updateFromItem = updateFromTrackingRequest();

describe('a number JSON cannot carry exactly is refused before any PATCH', () => {
	const api = useMockApi();
	const patches = () => api.mock.requests.filter((r) => r.method === 'PATCH');

	it.each([
		[
			'1e400',
			'Value (custom field "pallet_count") must be a number JSON can carry exactly, not "1e400"',
		],
		[
			'12345678901234567890',
			'Value (custom field "pallet_count") must be a number JSON can carry exactly, not "12345678901234567890"',
		],
		[
			'0.1000000000000000000001',
			'Value (custom field "pallet_count") must be a number JSON can carry exactly, not "0.1000000000000000000001"',
		],
		[
			'1e-400',
			'Value (custom field "pallet_count") must be a number JSON can carry exactly, not "1e-400"',
		],
	])('%p', async (value, message) => {
		const run = await api.run(updateFromItem, { inputItems: [{ slug: 'pallet_count', value }] });
		expect(run.error?.message).toBe(message);
		expect(patches()).toHaveLength(0);
	});

	it('a number past 2^53 handed over by an expression', async () => {
		const run = await api.run(
			{ ...updateFromItem, value: '={{ 2 ** 53 + 2 }}' },
			{ inputItems: [{ slug: 'pallet_count' }] },
		);
		expect(run.error?.message).toBe(
			'Value (custom field "pallet_count") must be a number JSON can carry exactly, not 9007199254740994',
		);
		expect(patches()).toHaveLength(0);
	});

	it('still sends what it can carry: 1e3, -0 and 9007199254740991', async () => {
		const rows = ['1e3', '-0', '9007199254740991'].map((value) => ({
			slug: 'pallet_count',
			value,
		}));
		const run = await api.run(updateFromItem, { inputItems: rows });
		expect(run.error).toBeUndefined();
		expect(
			patches().map((r) => (r.body as { data: { attributes: IDataObject } }).data.attributes.value),
		).toEqual([1000, 0, 9007199254740991]);
	});

	it('a reference number given as a number past 2^53 is refused, not sent with other digits', async () => {
		const run = await api.run({
			resource: 'trackingRequest',
			operation: 'create',
			requestType: 'bill_of_lading',
			requestNumber: '={{ 12345678901234567890 }}',
			scac: 'MSCU',
		});
		expect(run.error?.message).toBe(
			'Request Number must be a bill of lading, booking or container number, not 12345678901234567000, a number JSON cannot carry exactly',
		);
		expect(api.mock.requests).toHaveLength(0);
	});
});

describe('a date that is no real moment is refused before any request', () => {
	const api = useMockApi();

	it.each([
		['2024-07-15 garbage'],
		['2024-07-15T99:99:99Z'],
		['2024-07-15T10:00:00+99:99'],
		['2024-02-30T10:00:00Z'],
		['foo 1'],
	])('Tracking request filter Updated After %p', async (value) => {
		const run = await api.run({
			resource: 'trackingRequest',
			operation: 'getAll',
			returnAll: true,
			filters: { updatedAfter: value },
		});
		expect(run.error?.message).toBe(
			`Updated After must be a date and time, not ${JSON.stringify(value)}`,
		);
		expect(api.mock.requests).toHaveLength(0);
	});

	it('a real moment is sent as a T-separated ISO 8601 text', async () => {
		const run = await api.run({
			resource: 'trackingRequest',
			operation: 'getAll',
			returnAll: true,
			filters: { updatedAfter: '2024-07-15 10:00:00+0530', createdAfter: '2024-02-29' },
		});
		expect(run.error).toBeUndefined();
		expect(api.mock.requests[0].query).toMatchObject({
			'filter[updated_at][start]': '2024-07-15T10:00:00+05:30',
			'filter[created_at][start]': '2024-02-29',
		});
	});

	it.each([['2024-07-15 garbage'], ['2023-02-29'], ['2024-06-31']])(
		'Container LFD Before %p',
		async (value) => {
			const run = await api.run({
				resource: 'container',
				operation: 'getAll',
				returnAll: true,
				filters: { lfdBefore: value },
			});
			expect(run.error?.message).toBe(`LFD Before must be a date, not ${JSON.stringify(value)}`);
			expect(api.mock.requests).toHaveLength(0);
		},
	);

	it.each([['2024-07-15T99:99:99Z'], ['2024-07-15T10:00:00+99:99'], ['2024-07-15 garbage']])(
		'Webhook notification Created After %p',
		async (value) => {
			const run = await api.run({
				resource: 'webhookNotification',
				operation: 'getAll',
				returnAll: true,
				filters: { createdAfter: value },
			});
			expect(run.error?.message).toBe(
				`Created After must be a date and time, not ${JSON.stringify(value)}`,
			);
			expect(api.mock.requests).toHaveLength(0);
		},
	);

	it.each([
		['booked_at', '2024-07-15T99:99:99Z', 'a date and time (ISO 8601)'],
		['booked_at', '2024-07-15T10:00:00+99:99', 'a date and time (ISO 8601)'],
		['requested_delivery_date', '2024-07-15 garbage', 'a date (YYYY-MM-DD)'],
		['requested_delivery_date', '2024-02-30', 'a date (YYYY-MM-DD)'],
	])('Custom field %s = %p', async (slug, value, expected) => {
		const run = await api.run(updateFromItem, { inputItems: [{ slug, value }] });
		expect(run.error?.message).toBe(
			`Value (custom field "${slug}") must be ${expected}, not ${JSON.stringify(value)}`,
		);
		expect(api.mock.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
	});
});

describe('text is read one way in every operation: a number as its exact digits, an object or a list refused by name', () => {
	const api = useMockApi();
	const TRACKED = SEED.trackingRequestIds[0];
	const written = (method: string) =>
		api.mock.requests
			.filter((r) => r.method === method)
			.map((r) => (r.body as { data: { attributes: IDataObject } }).data.attributes);

	it('a reference number given as a number is sent as its digits, a fraction too', async () => {
		const run = await api.run({
			resource: 'trackingRequest',
			operation: 'update',
			trackingRequestId: TRACKED,
			refNumber: '={{ 12.5 }}',
		});
		expect(run.error).toBeUndefined();
		expect(written('PATCH')).toEqual([{ ref_number: '12.5' }]);
	});

	it.each([
		[
			'Search Query',
			{ resource: 'search', operation: 'search', query: '={{ 2 ** 53 + 2 }}' },
			'Query must be a bill of lading, booking, container or reference number, not 9007199254740994, a number JSON cannot carry exactly',
		],
		[
			'Tracking Request Update’s Reference Number',
			{
				resource: 'trackingRequest',
				operation: 'update',
				trackingRequestId: TRACKED,
				refNumber: '={{ 2 ** 53 + 2 }}',
			},
			'Reference Number must be a reference number, not 9007199254740994, a number JSON cannot carry exactly',
		],
		[
			'Party Create’s Company Name',
			{ resource: 'party', operation: 'create', companyName: '={{ { name: "Initech" } }}' },
			'Company Name must be a company’s name, not {"name":"Initech"}',
		],
		[
			'Custom Field Option Create’s Label',
			{
				resource: 'customFieldOption',
				operation: 'create',
				definitionId: SEED.definitionIds.shipment.priority,
				label: '={{ ["Hot"] }}',
				value: 'hot',
			},
			'Label must be the text users pick, not ["Hot"]',
		],
		[
			'Webhook Create’s URL',
			{
				resource: 'webhook',
				operation: 'create',
				url: '={{ { href: "https://example.com" } }}',
				events: ['container.updated'],
			},
			'URL must be text, not {"href":"https://example.com"}',
		],
		[
			'a Webhook header’s value',
			{
				resource: 'webhook',
				operation: 'create',
				url: 'https://example.com',
				events: ['container.updated'],
				options: { headers: { header: [{ name: 'X-Team', value: '={{ { team: "ops" } }}' }] } },
			},
			'Headers must be a header value (text), not {"team":"ops"}',
		],
	])('%s is refused before any request', async (_title, parameters, message) => {
		const run = await api.run(parameters);
		expect(run.error?.message).toBe(message);
		expect(api.mock.requests).toHaveLength(0);
	});
});
