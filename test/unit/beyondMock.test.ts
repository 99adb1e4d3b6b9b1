import { FaultQueue } from '../mock/faults';
import { startMockApi, type MockApi } from '../mock/server';

/** The mock's additions for the operations beyond the core four. */
describe('mock: POST /tracking_requests/infer_number', () => {
	let mock: MockApi;
	beforeAll(async () => {
		mock = await startMockApi({ rateLimit: false });
	});
	afterAll(async () => {
		await mock.close();
	});

	interface Candidate {
		scac: string;
	}
	interface InferAttributes {
		number_type: string;
		shipping_line: { decision: string; selected: Candidate | null; candidates: Candidate[] };
	}

	const infer = async (number: unknown) => {
		const response = await fetch(`${mock.url}/tracking_requests/infer_number`, {
			method: 'POST',
			headers: { authorization: `Token ${mock.apiKey}`, 'content-type': 'application/json' },
			body: JSON.stringify({ number }),
		});
		return { status: response.status, body: (await response.json()) as { data?: { type: string; attributes: InferAttributes } } };
	};

	it.each([
		['a container number of a known owner code', 'MSKU2431002', 'container', 'auto_select', ['MAEU']],
		['a bill of lading starting with an alternative SCAC', 'MEDUFR030802', 'bill_of_lading', 'auto_select', ['MSCU']],
		['digits only', '243891157', 'bill_of_lading', 'needs_confirmation', ['MAEU', 'HLCU']],
		['anything else', 'XYZ12345', 'bill_of_lading', 'no_prediction', []],
	])('%s: %s', async (_name, number, numberType, decision, scacs) => {
		const { status, body } = await infer(number);
		expect(status).toBe(200);
		expect(body.data?.type).toBe('infer_number_results');
		const attributes = body.data!.attributes;
		expect(attributes.number_type).toBe(numberType);
		expect(attributes.shipping_line.decision).toBe(decision);
		expect(attributes.shipping_line.candidates.map((c) => c.scac)).toEqual(scacs);
		expect(attributes.shipping_line.selected?.scac ?? null).toBe(decision === 'auto_select' ? scacs[0] : null);
	});

	it.each([[''], ['AB'], [42], ['MSKU 2431002']])('%p is the API’s 422', async (number) => {
		const { status, body } = await infer(number);
		expect(status).toBe(422);
		expect(body).toEqual({ errors: [{ status: '422', title: 'Unprocessable Entity', detail: 'This reference number is not valid.' }] });
	});
});

describe('mock faults: matching on query parameters', () => {
	it('fires only for requests that carry the given values, whatever else they carry', () => {
		const faults = new FaultQueue();
		faults.add({ kind: 'status', status: 500, match: { path: '/containers', query: { 'page[number]': '2' } } });
		expect(faults.take('GET', '/containers', { 'page[number]': '1', 'page[size]': '100' })).toBeNull();
		expect(faults.take('GET', '/containers')).toBeNull();
		expect(faults.take('GET', '/containers', { 'page[number]': '2', 'page[size]': '100' })).toMatchObject({ status: 500 });
		expect(faults.pending).toHaveLength(0);
	});
});
