import fc from 'fast-check';
import type { INode } from 'n8n-workflow';

import { EVENT_MATCHER } from '../../../../nodes/Terminal49/shared/catalogue/events';
import { readOptions } from '../../../../nodes/Terminal49/shared/helpers/readers/option';
import { readText } from '../../../../nodes/Terminal49/shared/helpers/readers/text';

const node = { name: 'Terminal49' } as INode;

describe('the text reader: text as written, a number as its digits, never an object as text', () => {
	it.each<[unknown, string]>([
		['PO-1', 'PO-1'],
		[' a b ', ' a b '],
		[42, '42'],
		[-7, '-7'],
		[undefined, ''],
		[null, ''],
	])('%p is %p', (given, text) => {
		expect(readText(node, given, 'File Name', 0)).toBe(text);
	});

	it.each<unknown>([{ id: 'x', name: 'y' }, ['x', 'y'], ['x'], true, false, 2 ** 53 + 2])(
		'%p is refused naming the parameter',
		(given) => {
			expect(() => readText(node, given, 'Carrier filter', 0)).toThrow(/^Carrier filter /);
		},
	);

	it('gives back any text unchanged (property)', () => {
		fc.assert(
			fc.property(fc.string(), (text) => expect(readText(node, text, 'Description', 0)).toBe(text)),
		);
	});
});

describe('the trigger’s Events are read against its options', () => {
	it('never sends the pieces of an event a carriage return cut, and refuses a quoted cell holding two events', () => {
		// A line break ends an entry, so it never folds away inside a name as spacing does: the two pieces name no event.
		expect(() =>
			readOptions(node, EVENT_MATCHER, 'tracking_requ\rest.succeeded', {
				parameter: 'Events',
				one: 'a webhook event',
			}),
		).toThrow(/^Events must be a webhook event, not \["tracking_requ","est.succeeded"\]/);
		expect(() =>
			readOptions(node, EVENT_MATCHER, '"tracking_request.succeeded\ntracking_request.failed"', {
				parameter: 'Events',
				one: 'a webhook event',
			}),
		).toThrow(/^Events must be a webhook event/);
		expect(
			readOptions(node, EVENT_MATCHER, 'tracking_request.succeeded\r\ntracking_request.failed', {
				parameter: 'Events',
				one: 'a webhook event',
			}),
		).toEqual(['tracking_request.succeeded', 'tracking_request.failed']);
	});
});
