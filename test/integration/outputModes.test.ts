import type { IDataObject } from 'n8n-workflow';

import { useMockApi } from '../actions/setup';

/** Version 2's Output parameter on the operations that use the shared output module. */
describe('Output modes of node version 2', () => {
	const api = useMockApi();
	const v2 = { typeVersion: 2 };

	it('version 1 (Simplify on) and version 2 All Fields flatten the same fields', async () => {
		const v1Run = await api.run({ resource: 'container', operation: 'getAll', limit: 3 });
		const v2Run = await api.run({ resource: 'container', operation: 'getAll', limit: 3, output: 'allFields' }, v2);
		expect(v2Run.error).toBeUndefined();
		for (const [index, item] of v2Run.items.entries()) {
			expect(item.json).toMatchObject(v1Run.items[index].json);
		}
	});

	it('Raw gives the API’s resources on a list and the whole document on a get', async () => {
		const list = await api.run({ resource: 'container', operation: 'getAll', limit: 2, output: 'raw' }, v2);
		expect(list.items.map((item) => item.json)).toEqual(JSON.parse(JSON.stringify(api.mock.state.containers.slice(0, 2))));
		const id = api.mock.state.containers[0].id;
		const get = await api.run({ resource: 'container', operation: 'get', containerId: id, output: 'raw' }, v2);
		expect((get.items[0].json.data as IDataObject).id).toBe(id);
	});

	it('Selected Fields returns the ID and exactly the fields picked, null where the record has none', async () => {
		const run = await api.run(
			{ resource: 'container', operation: 'getAll', limit: 2, output: 'selectedFields', fields: ['number', 'no_such_field'] },
			v2,
		);
		const stored = api.mock.state.containers.slice(0, 2);
		expect(run.items.map((item) => item.json)).toEqual(
			stored.map((container) => ({ id: container.id, number: container.attributes.number, no_such_field: null })),
		);
	});

	it('Selected Fields naming what every object inherits gives null for each, as for any field the record lacks', async () => {
		const inherited = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__', '__defineGetter__'];
		const run = await api.run({ resource: 'container', operation: 'getAll', limit: 1, output: 'selectedFields', fields: [...inherited, 'number'] }, v2);

		const json = run.items[0].json;
		expect(Object.keys(json)).toEqual(['id', ...inherited, 'number']);
		for (const name of inherited) expect(Object.getOwnPropertyDescriptor(json, name)?.value).toBeNull();
		expect(json.number).toBe(api.mock.state.containers[0].attributes.number);
		expect(Object.getPrototypeOf(json)).toBe(Object.prototype);
	});

	it('Selected Fields given by an expression as "a, b" works like the list', async () => {
		const run = await api.run(
			{ resource: 'container', operation: 'getAll', limit: 1, output: 'selectedFields', fields: 'number, current_status' },
			v2,
		);
		expect(Object.keys(run.items[0].json)).toEqual(['id', 'number', 'current_status']);
	});

	it('an unknown Output value is refused before any request, naming the allowed ones', async () => {
		const run = await api.run({ resource: 'container', operation: 'getAll', limit: 1, output: 'everything' }, v2);
		expect(run.error?.message).toContain('Output must be one of simplified, allFields, raw, selectedFields');
		expect(api.mock.requests).toHaveLength(0);
	});
});
