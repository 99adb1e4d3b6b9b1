import fc from 'fast-check';
import type {
	INode,
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	NodeOperationError,
} from 'n8n-workflow';

import { Terminal49 } from '../../../../nodes/Terminal49/Terminal49.node';
import { Terminal49Trigger } from '../../../../nodes/Terminal49/Terminal49Trigger.node';
import {
	optionMatcher,
	readOption,
	readOptions,
} from '../../../../nodes/Terminal49/shared/helpers/readers/option';
import { optionKey } from '../../../../nodes/Terminal49/shared/helpers/readers/optionKey';

const URGENCY: INodePropertyOptions[] = [
	{ name: 'Overdue', value: 'overdue' },
	{ name: 'Due Today', value: 'due_today' },
	{ name: 'Imminent', value: 'imminent' },
	{ name: 'OK', value: 'ok' },
];

/** Every options and multiOptions parameter of a node with a fixed list, collections and fixed collections included. */
function optionLists(
	properties: readonly INodeProperties[],
	path = '',
): Array<{ name: string; options: INodePropertyOptions[] }> {
	const lists: Array<{ name: string; options: INodePropertyOptions[] }> = [];
	for (const property of properties) {
		const name = `${path}${property.name}`;
		const options = property.options ?? [];
		if ((property.type === 'options' || property.type === 'multiOptions') && options.length > 0) {
			lists.push({ name, options: options as INodePropertyOptions[] });
		}
		if (property.type === 'collection')
			lists.push(...optionLists(options as INodeProperties[], `${name}.`));
		if (property.type === 'fixedCollection') {
			for (const group of options as INodePropertyCollection[])
				lists.push(...optionLists(group.values, `${name}.${group.name}.`));
		}
	}
	return lists;
}

const LISTS = [
	...optionLists(new Terminal49().description.properties),
	...optionLists(new Terminal49Trigger().description.properties),
];

/** The same words in another case and spacing: `Due Today` → `due-TODAY`, `dueToday`, ` DUE  today `. */
function respelled(text: string): fc.Arbitrary<string> {
	// A leading "-" is part of the value (a descending sort), not spacing.
	const sign = text.startsWith('-') ? '-' : '';
	// Words and what stands between them where the fold takes it away (white space, dashes,
	// underscores, ASCII's punctuation but what ends, quotes or encloses an entry), and the
	// camel-case joints; a `°` or a bracket stays in its word.
	const parts = text.slice(sign.length).split(/([\s_\-.:!?/]+|(?<=\p{Ll})(?=\p{Lu}))/u);
	const words = parts.filter((_, index) => index % 2 === 0);
	const between = parts.filter((_, index) => index % 2 === 1);
	return fc
		.tuple(
			fc.array(fc.constantFrom('lower', 'upper', 'title', 'same'), {
				minLength: words.length,
				maxLength: words.length,
			}),
			fc.array(fc.constantFrom(' ', '_', '-', '  ', '.', ''), {
				minLength: words.length,
				maxLength: words.length,
			}),
			fc.constantFrom('', ' ', '\t'),
		)
		.map(([cases, joins, pad]) => {
			const cased = words.map((word, index) => {
				const how = cases[index];
				if (how === 'lower') return word.toLowerCase();
				if (how === 'upper') return word.toUpperCase();
				if (how === 'title') return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
				return word;
			});
			// Beside a digit (through any marks) only white space folds: what stands there is kept,
			// and white space stays white space (`1 2` is not `12`, `15/3` not `15 3`).
			const joined = cased.map((word, index) => {
				if (index === 0) return word;
				const original = between[index - 1];
				const besideDigit =
					/\p{N}[^\p{L}\p{N}]*$/u.test(words[index - 1]) ||
					/^[^\p{L}\p{N}]*\p{N}/u.test(words[index]);
				if (!besideDigit) return joins[index] + word;
				return (/^\s+$/u.test(original) ? ' ' : original) + word;
			});
			return pad + sign + joined.join('') + pad;
		});
}

describe('optionMatcher: reading an option-like parameter', () => {
	const urgency = optionMatcher(URGENCY, {
		'due within 3 days': ['due_today', 'imminent'],
		'past due': 'overdue',
	});

	it('takes values, labels, any case and spacing, and synonyms', () => {
		expect(urgency.many('overdue, due within 3 days').values).toEqual([
			'overdue',
			'due_today',
			'imminent',
		]);
		expect(urgency.many('Overdue, Due Today, Imminent').values).toEqual([
			'overdue',
			'due_today',
			'imminent',
		]);
		expect(urgency.many('past-due or due today').values).toEqual(['overdue', 'due_today']);
		expect(urgency.many(['OK', 'dueToday']).values).toEqual(['ok', 'due_today']);
		expect(urgency.many('["imminent", "overdue"]').values).toEqual(['imminent', 'overdue']);
		expect(urgency.one('  DUE TODAY ')).toBe('due_today');
		expect(urgency.many('"overdue"; "due today"').values).toEqual(['overdue', 'due_today']);
	});

	it('names what it did not understand, and a phrase meaning several values is no single value', () => {
		expect(urgency.many('overdue, urgent, ').unknown).toEqual(['urgent']);
		expect(urgency.one('due within 3 days')).toBeUndefined();
		expect(urgency.one('toString')).toBeUndefined();
		expect(urgency.one('constructor')).toBeUndefined();
		expect(urgency.many([{ a: 1 }, null, ['ok']]).unknown).toEqual([{ a: 1 }, null, ['ok']]);
	});

	it('matches two options that fold to the same key only exactly', () => {
		const twins = optionMatcher([
			{ name: 'A-B', value: 'a-b' },
			{ name: 'A B', value: 'a b' },
		]);
		expect(twins.ambiguous).toEqual(['ab']);
		expect(twins.one('a-b')).toBe('a-b');
		expect(twins.one('A B')).toBe('a b');
		expect(twins.one('a_b')).toBeUndefined();
		const sort = optionMatcher([
			{ name: 'Created At (Oldest First)', value: 'created_at' },
			{ name: 'Created At (Newest First)', value: '-created_at' },
		]);
		expect([sort.one('-Created At'), sort.one('created at')]).toEqual([
			'-created_at',
			'created_at',
		]);
	});

	it('never throws, whatever it is given', () => {
		fc.assert(
			fc.property(fc.anything(), (given) => {
				const read = urgency.many(given);
				expect(read.values.every((value) => urgency.values.includes(value))).toBe(true);
				urgency.one(given);
			}),
		);
	});

	it('every option list of the nodes folds without two options sharing a key', () => {
		expect(LISTS.length).toBeGreaterThan(20);
		for (const { name, options } of LISTS)
			expect({ name, ambiguous: optionMatcher(options).ambiguous }).toEqual({
				name,
				ambiguous: [],
			});
	});

	it('any casing and spacing of a label or a value of any of the nodes’ option lists reads as that value', () => {
		const cases = LISTS.flatMap(({ options }) =>
			options.flatMap((option) =>
				[String(option.value), option.name].map((text) => ({
					options,
					text,
					value: String(option.value),
				})),
			),
		).filter(({ text }) => optionKey(text) !== '');
		fc.assert(
			fc.property(
				fc
					.constantFrom(...cases)
					.chain((entry) => respelled(entry.text).map((spelling) => ({ ...entry, spelling }))),
				({ options, spelling, value }) => {
					expect(optionMatcher(options).one(spelling)).toBe(value);
				},
			),
			{ numRuns: 2000 },
		);
	});
});

/** A minus as ASCII, typography and full-width forms write it. */
const MINUSES = ['-', '\u2212', '\u2013', '\u2014', '\uFE63', '\uFF0D'];
const NEGATIONS = ['!', '! ', '¬', 'not ', 'NOT ', 'Not  '];
const minusOf = (text: string) => MINUSES.includes(text.normalize('NFKC').trim().charAt(0));
const negatedOf = (text: string) => /^(?:[!¬]|not\s)/i.test(text.normalize('NFKC').trim());

describe('optionMatcher: a sign or a negation never flips an option', () => {
	const urgency = optionMatcher(URGENCY, { 'not due': 'ok', 'past due': 'overdue' });
	const setPoints = optionMatcher([
		{ name: '-18 °C', value: '-18 °C' },
		{ name: '18 °C', value: '18 °C' },
		{ name: '4 °C', value: '4 °C' },
	]);

	it.each(MINUSES)('reads %p in front as a minus sign', (minus) => {
		expect(setPoints.one(`${minus}18 °C`)).toBe('-18 °C');
		expect(setPoints.one(`${minus}4 °C`)).toBeUndefined();
	});

	it('reads no sign as no sign', () => {
		expect(setPoints.one('18 °C')).toBe('18 °C');
		expect(setPoints.one('18°c')).toBe('18 °C');
	});

	it.each(NEGATIONS)('refuses %p in front of an option that is not spelled with it', (negation) => {
		expect(urgency.one(`${negation}overdue`)).toBeUndefined();
		expect(urgency.many(`${negation}overdue`)).toEqual({
			values: [],
			unknown: [`${negation}overdue`.trim()],
			split: [],
		});
		expect(urgency.many(`imminent, ${negation}overdue`).unknown).toEqual([
			`${negation}overdue`.trim(),
		]);
	});

	it('takes a negation an option or a synonym is spelled with', () => {
		expect(urgency.one('not due')).toBe('ok');
		expect(urgency.one('Not-Due')).toBe('ok');
		expect(
			optionMatcher([
				{ name: 'Not Available for Pickup', value: 'not_available' },
				{ name: 'Available', value: 'available' },
			]).one('not available'),
		).toBe('not_available');
		const literal = optionMatcher([
			{ name: '!important', value: 'not_important' },
			{ name: 'Important', value: 'important' },
		]);
		expect([
			literal.one('!important'),
			literal.one('¬ Important'),
			literal.one('important'),
		]).toEqual(['not_important', 'not_important', 'important']);
	});

	it('refuses a leading minus where no option starts with one, as a bullet or a negation alike', () => {
		expect(urgency.one('-overdue')).toBeUndefined();
		expect(urgency.many('- overdue\n- due today').unknown).toEqual(['- overdue', '- due today']);
		const sort = optionMatcher([
			{ name: 'Created At (Oldest First)', value: 'created_at' },
			{ name: 'Created At (Newest First)', value: '-created_at' },
		]);
		expect([sort.one('\u2212created_at'), sort.one('created_at')]).toEqual([
			'-created_at',
			'created_at',
		]);
	});

	it('keeps brackets: a list that lost its other half names nothing', () => {
		expect(urgency.one('[overdue')).toBeUndefined();
		expect(urgency.many('[overdue, imminent').unknown).toEqual(['[overdue, imminent']);
	});

	/** Option sets where signed, negated and plain spellings of the same words sit side by side. */
	const word = fc.constantFrom('18 °C', 'overdue', 'due today', 'available', 'a', '4');
	const spelling = fc
		.tuple(fc.constantFrom('', '', ...MINUSES, ...NEGATIONS, '+'), word)
		.map(([front, text]) => front + text);
	const options = fc
		.uniqueArray(fc.tuple(spelling, spelling), {
			minLength: 1,
			maxLength: 6,
			selector: ([name]) => name,
		})
		.map((pairs) => pairs.map(([name, value], index) => ({ name, value: `${index}:${value}` })));

	it('never returns an option whose sign differs from the input’s, nor a plain option for a negated input', () => {
		fc.assert(
			fc.property(options, spelling, fc.constantFrom('', ' ', '  '), (given, input, pad) => {
				const value = optionMatcher(given).one(pad + input + pad);
				if (value === undefined) return;
				const chosen = given.find((option) => option.value === value)!;
				// The option's own words: its label, or its value after the index that keeps values distinct.
				const words = [chosen.name, chosen.value.slice(chosen.value.indexOf(':') + 1)];
				expect(words.some((text) => minusOf(text) === minusOf(input))).toBe(true);
				expect(words.some((text) => negatedOf(text) === negatedOf(input))).toBe(true);
			}),
			{ numRuns: 2000 },
		);
	});
});

describe('the option reader’s refusal: the parameter, the value as given, what is allowed', () => {
	const node = { name: 'Terminal49' } as INode;
	const customers = optionMatcher([
		{ name: 'ACME, Inc', value: 'acme' },
		{ name: 'Globex', value: 'globex' },
	]);
	const temperatures = optionMatcher([
		{ name: '18 °C', value: '18' },
		{ name: '-18 °C', value: '-18' },
	]);

	it('reads a minus of any dash or minus class, never dropping it', () => {
		for (const minus of ['\u2012', '\u2010', '\u2011', '\u2015', '\uFE58', '\u2796']) {
			expect(temperatures.one(`${minus}18 °C`)).toBe('-18');
		}
		// A superscript minus belongs to a superscript: it is no sign, and the option it stands before is not named.
		expect(temperatures.one('\u207B18 °C')).not.toBe('18');
	});

	it('names one option the given text does not name, in the one shape', () => {
		expect(() =>
			readOption(node, customers, 'Initech', { parameter: 'Customer', one: 'a customer' }, 0),
		).toThrow(
			'Customer must be a customer, not "Initech". Allowed: acme, globex (labels and any case work too)',
		);
	});

	it('names a label cut at its comma, with the fix: double quotes', () => {
		expect(customers.many('ACME, Inc, Globex')).toEqual({
			values: ['acme', 'globex'],
			unknown: ['Inc'],
			split: ['ACME, Inc'],
		});
		expect(customers.many('"ACME, Inc", Globex').values).toEqual(['acme', 'globex']);
		let error: unknown;
		try {
			readOptions(
				node,
				customers,
				'ACME, Inc, Globex',
				{ parameter: 'Customers', one: 'a customer' },
				0,
			);
		} catch (thrown) {
			error = thrown;
		}
		expect((error as NodeOperationError).description).toContain(
			'To choose "ACME, Inc", put it in double quotes: "\\"ACME, Inc\\"".',
		);
	});

	it('names an option given twice to a single choice, and how to give it', () => {
		const status = optionMatcher([
			{ name: 'Scheduled', value: 'scheduled' },
			{ name: 'Dispatched', value: 'dispatched' },
		]);
		expect(() =>
			readOption(node, status, 'Scheduled, scheduled', { parameter: 'Status', one: 'a status' }, 0),
		).toThrow(
			'Status must be a status, not "Scheduled, scheduled", which names scheduled more than once',
		);
	});

	it('skips entries that show nothing, and reads a pasted column', () => {
		expect(customers.many('globex\n\u200B\nacme')).toEqual({
			values: ['globex', 'acme'],
			unknown: [],
			split: [],
		});
	});
});
