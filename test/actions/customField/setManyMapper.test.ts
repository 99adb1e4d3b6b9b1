import type { IDataObject, ResourceMapperFields } from 'n8n-workflow';

import { loadOptions } from '../../harness/engine';
import { SEED } from '../../mock/fixtures';
import { savedByEditor } from '../../support/columnMapper';
import { setValue } from '../helpers/customFieldColumnsSetup';
import { byId, useMockApi, v2 } from '../setup';

const CONTAINER = SEED.containerIds[0];

/** Set Many on the seed's first container, mapped as n8n's editor saves the mapper when the user typed only `typed`. */
describe('Custom Field → Set Many as the editor saves its column mapper', () => {
	const api = useMockApi();
	const written = () => api.mock.state.customFieldWrites.map((w) => [w.apiSlug, w.value]);

	async function setManyTyping(
		typed: Record<string, string | number | boolean>,
	): Promise<{ error?: Error; items: IDataObject[] }> {
		const { fields } = (await loadOptions({
			credentials: api.credentials,
			parameters: {
				resource: 'customField',
				operation: 'setMany',
				entityType: 'container',
			} as never,
			method: 'getCustomFieldColumns',
			kind: 'resourceMapping',
		})) as ResourceMapperFields;
		const customFields = savedByEditor(fields, typed);
		const run = await api.run(
			{
				resource: 'customField',
				operation: 'setMany',
				entityType: 'container',
				entityId: byId(CONTAINER),
				customFields,
			},
			v2,
		);
		return { error: run.error, items: run.items.map((item) => item.json) };
	}

	it('a True/False field nobody touched is never written: the mapper shows it as a dropdown that saves nothing until one is chosen', async () => {
		setValue(api.mock.state, 'container', CONTAINER, 'appointment_confirmed', true);
		const run = await setManyTyping({ trucker_name: 'Pacific Haulers' });
		expect(run.error).toBeUndefined();
		expect(written()).toEqual([['trucker_name', 'Pacific Haulers']]);
		expect(
			api.mock.state.customFields.find(
				(f) => f.entityId === CONTAINER && f.apiSlug === 'appointment_confirmed',
			)?.value,
		).toBe(true);
	});

	it.each([
		['True', 'true', true],
		['False', 'false', false],
	])('choosing %s in its dropdown writes %s', async (_name, chosen, value) => {
		setValue(api.mock.state, 'container', CONTAINER, 'appointment_confirmed', !value);
		const run = await setManyTyping({ appointment_confirmed: chosen });
		expect(run.error).toBeUndefined();
		expect(written()).toEqual([['appointment_confirmed', value]]);
	});
});
