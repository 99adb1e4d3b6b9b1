/**
 * Quantities (numeric values; the container, BL and booking numbers are in shippingNumbers.ts)
 * from items, read so that what is sent is exactly what was given. JSON turns Infinity and NaN
 * into null (a custom field cleared without a word), and a double carries integers only up to
 * 2^53: past that, digits change silently. Pure, and linear in the length of the text: a
 * scanner instead of a regular expression, so a cell of 100,000 digits costs microseconds.
 */

/** The digits of a decimal number, without sign, grouping or exponent: `1,234.5e2` → 1/2345/2. */
interface Decimal {
	negative: boolean;
	/** Significant digits: no leading or trailing zeros; empty for zero. */
	digits: string;
	/** Where the decimal point sits, counted from the first significant digit. */
	point: number;
}

export type QuantityReading =
	| { ok: true; value: number }
	| { ok: false; reason: 'not-a-number' | 'not-exact' | 'too-large' };

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

function digitRun(text: string, from: number): number {
	let end = from;
	while (end < text.length && isDigit(text.charCodeAt(end))) end++;
	return end;
}

/**
 * `[+-]` then `123`, `123.`, `123.45` or `.45`, then an optional `e[+-]digits`; or, without an
 * exponent, digits grouped by commas in threes (`1,234,567.89`). Undefined for anything else.
 */
function scanDecimal(text: string): Decimal | undefined {
	let at = 0;
	const negative = text[at] === '-';
	if (text[at] === '-' || text[at] === '+') at++;

	let integer = '';
	const first = digitRun(text, at);
	if (text[first] === ',' && first - at >= 1 && first - at <= 3) {
		integer = text.slice(at, first);
		at = first;
		while (text[at] === ',') {
			const end = digitRun(text, at + 1);
			if (end - at - 1 !== 3) return undefined;
			integer += text.slice(at + 1, end);
			at = end;
		}
		if (text[at] === 'e' || text[at] === 'E') return undefined;
	} else {
		integer = text.slice(at, first);
		at = first;
	}

	let fraction = '';
	if (text[at] === '.') {
		const end = digitRun(text, at + 1);
		fraction = text.slice(at + 1, end);
		at = end;
	}
	if (integer === '' && fraction === '') return undefined;

	let exponent = 0;
	if (text[at] === 'e' || text[at] === 'E') {
		at++;
		const sign = text[at] === '-' ? -1 : 1;
		if (text[at] === '-' || text[at] === '+') at++;
		const end = digitRun(text, at);
		if (end === at) return undefined;
		exponent = sign * Number(text.slice(at, end));
		at = end;
	}
	if (at !== text.length) return undefined;

	let digits = integer + fraction;
	let point = integer.length + exponent;
	let lead = 0;
	while (lead < digits.length && digits[lead] === '0') lead++;
	let trail = digits.length;
	while (trail > lead && digits[trail - 1] === '0') trail--;
	digits = digits.slice(lead, trail);
	point -= lead;
	return { negative: negative && digits !== '', digits, point: digits === '' ? 0 : point };
}

function sameDecimal(a: Decimal, b: Decimal): boolean {
	return a.negative === b.negative && a.digits === b.digits && a.point === b.point;
}

/** A number JSON can carry exactly: finite, and an integer only up to 2^53 - 1. -0 becomes 0. */
export function readExactQuantity(value: number): QuantityReading {
	if (Number.isNaN(value)) return { ok: false, reason: 'not-a-number' };
	if (!Number.isFinite(value)) return { ok: false, reason: 'too-large' };
	if (Math.abs(value) > Number.MAX_SAFE_INTEGER) return { ok: false, reason: 'too-large' };
	return { ok: true, value: value === 0 ? 0 : value };
}

/**
 * The number a text spells, when a JSON number carries it exactly: `1e400` (Infinity), `1e-400`
 * (0), `12345678901234567890` and `0.1000000000000000001` (digits lost) are refused, not rounded.
 */
export function readQuantityText(text: string): QuantityReading {
	const decimal = scanDecimal(text);
	if (!decimal) return { ok: false, reason: 'not-a-number' };
	const plain = text.replace(/,/g, '');
	const value = Number(plain);
	const exact = readExactQuantity(value);
	if (!exact.ok) return exact;
	// What JSON will send is the shortest text of the double; it must spell the same decimal.
	const sent = scanDecimal(String(Math.abs(value)));
	if (!sent || !sameDecimal({ ...sent, negative: value < 0 }, decimal))
		return { ok: false, reason: 'not-exact' };
	return exact;
}

/** Why a quantity was refused, for the error's description. */
export function quantityRefusalText(reason: 'not-a-number' | 'not-exact' | 'too-large'): string {
	switch (reason) {
		case 'too-large':
			return `It is beyond what a JSON number carries exactly (integers up to ${Number.MAX_SAFE_INTEGER.toLocaleString('en-US')}).`;
		case 'not-exact':
			return 'It has more digits than a JSON number carries (about 15 significant digits): it would be sent rounded.';
		default:
			return 'It is not a number.';
	}
}

/**
 * A numeric value given where text is expected (a reference number, a tag, an id), as that text; undefined
 * when String() would not give back the number's own digits (`1e+21`, `12345678901234567000`).
 */
export function quantityAsText(value: number): string | undefined {
	const exact = readExactQuantity(value);
	return exact.ok ? String(exact.value) : undefined;
}
