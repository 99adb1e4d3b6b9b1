import type { CoercionTarget } from '../../../nodes/Terminal49/shared/customFields/coercion';
import { coerceCustomFieldValue } from '../../../nodes/Terminal49/shared/customFields/coercion';
import { refusalMessage } from '../../../nodes/Terminal49/shared/helpers/valuesInMessages';

const PRIORITY: CoercionTarget = {
	apiSlug: 'priority',
	dataType: 'enum',
	options: [
		{ value: 'low', label: 'Low' },
		{ value: 'normal', label: 'Normal' },
		{ value: 'high', label: 'High' },
	],
};
const FLAGS: CoercionTarget = {
	apiSlug: 'handling_flags',
	dataType: 'enum_multi',
	options: [
		{ value: 'fragile', label: 'Fragile' },
		{ value: 'oversize', label: 'Oversize' },
		{ value: 'temperature_controlled', label: 'Temperature controlled' },
		{ value: 'stack_no', label: 'Do not stack, top load only' },
	],
};
const field = (dataType: string): CoercionTarget => ({ apiSlug: 'f', dataType });

function accepted(raw: unknown, target: CoercionTarget) {
	const result = coerceCustomFieldValue(raw, target);
	if (!result.ok)
		throw new Error(
			`expected ${JSON.stringify(raw)} to be accepted, got: ${refusalMessage(result.refusal)}`,
		);
	return result.value;
}

function rejected(raw: unknown, target: CoercionTarget) {
	const result = coerceCustomFieldValue(raw, target);
	if (result.ok)
		throw new Error(
			`expected ${JSON.stringify(raw)} to be rejected, got ${JSON.stringify(result.value)}`,
		);
	return { message: refusalMessage(result.refusal), description: result.refusal.fix };
}

describe('an empty value clears the field, whatever its type', () => {
	const types = ['short_text', 'number', 'boolean', 'date', 'datetime', 'reference'];
	it.each(types.flatMap((t) => ['', '   ', null, undefined, []].map((v) => [t, v] as const)))(
		'%s: %p → null',
		(dataType, raw) => {
			expect(accepted(raw, field(dataType))).toBeNull();
		},
	);
	it('enum and enum_multi too', () => {
		expect(accepted('', PRIORITY)).toBeNull();
		expect(accepted(' ', FLAGS)).toBeNull();
		expect(accepted([], FLAGS)).toBeNull();
		expect(accepted(' , ,', FLAGS)).toBeNull();
	});
});

describe('number', () => {
	it.each([
		['42', 42],
		[' 3.5 ', 3.5],
		['-7', -7],
		['+0.25', 0.25],
		['.5', 0.5],
		['1e3', 1000],
		['1,234,567.89', 1234567.89],
		[12, 12],
		[0, 0],
	])('%p → %p', (raw, value) => {
		expect(accepted(raw, field('number'))).toBe(value);
	});

	it.each(['12 kg', '$5', 'abc', '1,23', '1.2.3', 'NaN', 'Infinity', '0x1F', true])(
		'rejects %p',
		(raw) => {
			const result = rejected(raw, field('number'));
			expect(result.message).toBe(`Custom field "f" must be a number, not ${JSON.stringify(raw)}`);
			expect(result.description).toMatch(/digits/);
		},
	);

	it('rejects a non-finite number', () => {
		expect(rejected(Number.POSITIVE_INFINITY, field('number')).message).toMatch(
			/must be a number JSON can carry exactly/,
		);
	});
});

describe('boolean', () => {
	it.each([
		['true', true],
		['TRUE', true],
		[' yes ', true],
		['Yes', true],
		['1', true],
		[1, true],
		[true, true],
		['false', false],
		['No', false],
		['0', false],
		[0, false],
		[false, false],
	])('%p → %p', (raw, value) => {
		expect(accepted(raw, field('boolean'))).toBe(value);
	});

	it.each(['maybe', 'y', '2', 2, 'truee'])('rejects %p', (raw) => {
		const result = rejected(raw, field('boolean'));
		expect(result.message).toBe(
			`Custom field "f" must be true or false (yes/no and 1/0 work too), not ${JSON.stringify(raw)}`,
		);
		expect(result.description).toBe('Accepted: true, false, yes, no, 1 or 0, in any case.');
	});
});

describe('date', () => {
	it.each([
		['2024-06-28', '2024-06-28'],
		[' 2024-02-29 ', '2024-02-29'],
		['2024-06-28T10:00:00-04:00', '2024-06-28'],
		['2024-06-28 23:30', '2024-06-28'],
	])('%p → %p', (raw, value) => {
		expect(accepted(raw, field('date'))).toBe(value);
	});

	it('takes a JS Date or a Luxon-like DateTime from an expression', () => {
		expect(accepted(new Date('2024-06-28T12:00:00Z'), field('date'))).toBe('2024-06-28');
		expect(accepted({ toISODate: () => '2024-07-01', toISO: () => 'x' }, field('date'))).toBe(
			'2024-07-01',
		);
	});

	it.each(['28/06/2024', '06/28/2024', '2023-02-29', '2024-13-01', '2024-6-1', 'tomorrow', 45000])(
		'rejects %p',
		(raw) => {
			const result = rejected(raw, field('date'));
			expect(result.message).toBe(
				`Custom field "f" must be a date (YYYY-MM-DD), not ${JSON.stringify(raw)}`,
			);
			expect(result.description).toMatch(/TEXT\(A2, "yyyy-mm-dd"\)/);
		},
	);
});

describe('datetime', () => {
	it.each([
		['2024-06-28T14:30:00Z', '2024-06-28T14:30:00Z'],
		['2024-06-28T10:30:00-04:00', '2024-06-28T10:30:00-04:00'],
		['2024-06-28T10:30:00.123+0530', '2024-06-28T10:30:00.123+05:30'],
		['2024-06-28T10:30+05', '2024-06-28T10:30+05:00'],
		['2024-06-28 14:30', '2024-06-28T14:30'],
		[' 2024-06-28t14:30:00z ', '2024-06-28T14:30:00Z'],
	])('%p → %p', (raw, value) => {
		expect(accepted(raw, field('datetime'))).toBe(value);
	});

	it('takes a JS Date from an expression', () => {
		expect(accepted(new Date('2024-06-28T14:30:00Z'), field('datetime'))).toBe(
			'2024-06-28T14:30:00.000Z',
		);
	});

	it('rejects a date without a time, and says so', () => {
		const result = rejected('2024-06-28', field('datetime'));
		expect(result.message).toBe(
			'Custom field "f" must be a date and time (ISO 8601), not "2024-06-28", a date without a time',
		);
		expect(result.description).toMatch(/2024-06-28T14:30:00Z/);
	});

	it.each(['2024-06-28T25:00:00Z', '2024-06-31T10:00Z', '28/06/2024 10:00', 'now', 1719585000000])(
		'rejects %p',
		(raw) => {
			expect(rejected(raw, field('datetime')).message).toBe(
				`Custom field "f" must be a date and time (ISO 8601), not ${JSON.stringify(raw)}`,
			);
		},
	);
});

describe('enum', () => {
	it.each([
		['high', 'high'],
		[' high ', 'high'],
		['High', 'high'],
		['HIGH', 'high'],
		['Normal', 'normal'],
		[['low'], 'low'],
	])('%p → %p', (raw, value) => {
		expect(accepted(raw, PRIORITY)).toBe(value);
	});

	it('prefers an exact value over a label that differs only in case', () => {
		const target: CoercionTarget = {
			apiSlug: 's',
			dataType: 'enum',
			options: [
				{ value: 'A', label: 'first' },
				{ value: 'b', label: 'a' },
			],
		};
		expect(accepted('a', target)).toBe('b');
		expect(accepted('A', target)).toBe('A');
	});

	it('names the allowed values (and labels) when the value is not an option', () => {
		const result = rejected('urgent', PRIORITY);
		expect(result.message).toBe(
			'Custom field "priority" must be one of its options, not "urgent". Allowed: low (Low), normal (Normal), high (High)',
		);
	});

	it('refuses several values for a single-choice field', () => {
		const result = rejected(['low', 'high'], PRIORITY);
		expect(result.message).toBe(
			'Custom field "priority" must be one of its options, not ["low","high"]',
		);
		expect(result.description).toMatch(/single option/);
	});

	it('says when the definition has no options at all', () => {
		const result = rejected('x', { apiSlug: 'empty', dataType: 'enum', options: [] });
		expect(result.message).toBe(
			'Custom field "empty" must be one of its options, not "x", and the field has no options to choose from',
		);
	});
});

describe('enum_multi', () => {
	it.each([
		[
			['fragile', 'oversize'],
			['fragile', 'oversize'],
		],
		['fragile, oversize', ['fragile', 'oversize']],
		['Fragile,Temperature controlled', ['fragile', 'temperature_controlled']],
		['oversize', ['oversize']],
		['["fragile","oversize"]', ['fragile', 'oversize']],
		['fragile, Fragile, fragile', ['fragile']],
		['fragile,,', ['fragile']],
		['Do not stack, top load only', ['stack_no']],
	])('%p → %p', (raw, value) => {
		expect(accepted(raw, FLAGS)).toEqual(value);
	});

	it('names every value that is not an option, and the allowed ones', () => {
		const result = rejected('fragile, heavy, wet', FLAGS);
		expect(result.message).toBe(
			'Custom field "handling_flags" must be a list of its options, not ["heavy","wet"]. Allowed: fragile (Fragile), oversize (Oversize), temperature_controlled (Temperature controlled), stack_no (Do not stack, top load only)',
		);
	});

	it('says "is not one" for a single unknown value', () => {
		expect(rejected(['heavy'], FLAGS).message).toMatch(/, not "heavy"\. Allowed: fragile/);
	});

	it('refuses a list of objects', () => {
		expect(rejected([{ value: 'fragile' }], FLAGS).message).toMatch(
			/^Custom field "handling_flags" must be a list of its options, not \{"value":"fragile"\}/,
		);
	});
});

describe('short_text and reference', () => {
	it('keeps text as written, and turns numbers into their digits', () => {
		expect(accepted('  PO-4411 ', field('short_text'))).toBe('  PO-4411 ');
		expect(accepted(4411, field('short_text'))).toBe('4411');
		expect(accepted(' 3fa85f64 ', field('reference'))).toBe('3fa85f64');
	});

	it.each([[['a', 'b']], [{ a: 1 }], [false]])('rejects %p', (raw) => {
		const result = rejected(raw, field('short_text'));
		expect(result.message).toBe(`Custom field "f" must be text, not ${JSON.stringify(raw)}`);
		expect(result.description).toMatch(/join it first/);
	});
});

it('passes a value of a data type it does not know through untouched', () => {
	expect(accepted({ x: 1 }, field('geo_point'))).toEqual({ x: 1 });
});

it('shortens a long value in the message', () => {
	const result = rejected('x'.repeat(200), field('number'));
	expect(result.message.length).toBeLessThan(140);
	expect(result.message).toContain('…"');
});

it('reads an option by its value before a label that differs only in case', () => {
	const options = [
		{ value: 'normal', label: 'High' },
		{ value: 'high', label: 'Very high' },
	];
	expect(accepted('high', { apiSlug: 'p', dataType: 'enum', options })).toBe('high');
	expect(accepted('High', { apiSlug: 'p', dataType: 'enum', options })).toBe('normal');
});
