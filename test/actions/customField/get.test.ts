import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { itRefusesBeforeAnyRequest, useMockApi, v2 } from '../setup';
import type { RefusedCase } from '../setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});

describe('Custom Field: Get by its own ID', () => {
	const api = useMockApi();

	it('Get returns the value with its record and definition', async () => {
		const id = SEED.customFieldIds[2];
		const run = await api.run(
			op('customField', 'get', { customFieldId: id, output: 'allFields' }),
			v2,
		);
		expect(run.items[0].json).toMatchObject({
			id,
			api_slug: 'internal_reference',
			value: 'ACME-4471',
			entity: { type: 'shipment' },
		});
	});
});

describe('bad input is refused before any request, naming the field', () => {
	const api = useMockApi();
	const cases: RefusedCase[] = [
		[
			'custom field value id not a UUID',
			op('customField', 'get', { customFieldId: 'internal_reference' }),
			'"internal_reference" is not a valid Custom Field Value ID',
		],
	];
	itRefusesBeforeAnyRequest(api, cases);
});
