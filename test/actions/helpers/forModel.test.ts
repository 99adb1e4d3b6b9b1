import fc from 'fast-check';
import type { IDataObject, INode } from 'n8n-workflow';

import {
	boundForModel,
	compactForModel,
	recordsToRead,
	TOOL_DEFAULT_LIMIT,
	toolBoundOf,
} from '../../../nodes/Terminal49/actions/helpers/forModel';

const node = (type: string): INode => ({
	id: 'n',
	name: 'Terminal49',
	type,
	typeVersion: 2,
	position: [0, 0],
	parameters: {},
});

describe('the bound of one tool call', () => {
	it('is the Limit, with more possibly matching; under Return All the default, with every match read', () => {
		expect(toolBoundOf({ returnAll: false, limit: 7 })).toEqual({ limit: 7, complete: false });
		expect(toolBoundOf({ returnAll: true })).toEqual({ limit: TOOL_DEFAULT_LIMIT, complete: true });
	});

	it('reads one record past the Limit only as a tool, to know whether more match', () => {
		expect(recordsToRead(node('n8n-nodes-terminal49.terminal49Tool'), 10)).toBe(11);
		expect(recordsToRead(node('n8n-nodes-terminal49.terminal49'), 10)).toBe(10);
	});

	it('cuts the records to the bound and says how many more there are, exactly when all were read', () => {
		const records = Array.from({ length: 5 }, (_, index) => ({ index }));
		expect(boundForModel(records, 5, true)).toBe(records);
		expect(boundForModel(records, 3, true)).toEqual([
			...records.slice(0, 3),
			{
				note: '3 of 5 shown; 2 more match. Narrow the filters, or ask for a higher limit, to see others.',
			},
		]);
		expect(boundForModel(records, 4, false)).toEqual([
			...records.slice(0, 4),
			{
				note: 'The first 4 shown; more match. Narrow the filters, or ask for a higher limit, to see others.',
			},
		]);
	});
});

describe('a Simplified record as a model reads it', () => {
	it('leaves out empty values, a code beside its label, an id beside the number that names it, and what the parent already says', () => {
		const record: IDataObject = {
			number: 'MSKU2431002',
			status: 'available',
			status_label: 'Available',
			holds: [],
			seal: null,
			note: '',
			shipment_id: 'b0000000-0000-4000-8000-000000000001',
			bill_of_lading: '243891157',
			terminal: { name: 'APM Terminals Pier 400', number: 'MSKU2431002', firms: null },
			containers: [{ number: 'TCLU1', status: 'on_ship', empty: {} }, { seal: null }],
		};
		expect(compactForModel(record)).toEqual({
			number: 'MSKU2431002',
			status_label: 'Available',
			bill_of_lading: '243891157',
			terminal: { name: 'APM Terminals Pier 400' },
			containers: [{ number: 'TCLU1', status: 'on_ship' }],
		});
	});

	it('keeps a code whose label is empty, and an id when no number names the record', () => {
		expect(compactForModel({ status: 'grounded', status_label: '', shipment_id: 'b1' })).toEqual({
			status: 'grounded',
			shipment_id: 'b1',
		});
	});

	it('whatever a record holds: never fails, and keeps no null, empty text, empty list or empty object', () => {
		const isEmpty = (value: unknown): boolean =>
			value === null ||
			value === undefined ||
			value === '' ||
			(Array.isArray(value)
				? value.length === 0
				: typeof value === 'object' && Object.keys(value).length === 0);
		const noEmptyInside = (value: unknown): boolean => {
			if (Array.isArray(value))
				return value.every((entry) => !isEmpty(entry) && noEmptyInside(entry));
			if (typeof value === 'object' && value !== null)
				return Object.values(value).every((entry) => !isEmpty(entry) && noEmptyInside(entry));
			return true;
		};
		fc.assert(
			fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 4 })), (record) => {
				expect(noEmptyInside(compactForModel(record as IDataObject))).toBe(true);
			}),
			{ numRuns: 500 },
		);
	});
});
