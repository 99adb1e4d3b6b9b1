import type { INode } from 'n8n-workflow';

import type { QuantityReading } from '../quantities';
import { readExactQuantity, readQuantityText } from '../quantities';
import { narrowed, withPlainMinus } from './characters';
import { refusalError } from '../valuesInMessages';

/**
 * A numeric value read exactly, with why it is none: a number as it is, or text that spells one
 * (around white space, a minus of any spelling, digits grouped by commas, an exponent; the digits
 * 0-9, also in their fullwidth forms), when JSON carries it exactly. A boolean, a list, an object,
 * hexadecimal or binary text (`0x5A`, which Number() reads as 90), superscript, subscript, circled
 * and other scripts' digits (`10²` is not 102), fractions (`½`) and digits a double cannot hold are
 * refused, never read as some other number.
 */
export function quantityOf(value: unknown): QuantityReading {
	if (typeof value === 'number') return readExactQuantity(value);
	if (typeof value !== 'string') return { ok: false, reason: 'not-a-number' };
	return readQuantityText(withPlainMinus(narrowed(value)).trim());
}

/** The number a value spells exactly (see quantityOf), or undefined. */
export function numberOf(value: unknown): number | undefined {
	const reading = quantityOf(value);
	return reading.ok ? reading.value : undefined;
}

/** Bounds of a numeric parameter, both included; `above` excludes its bound. */
export interface NumberRange {
	min?: number;
	max?: number;
	above?: number;
}

function inRange(value: number, range: NumberRange): boolean {
	return (
		(range.min === undefined || value >= range.min) &&
		(range.max === undefined || value <= range.max) &&
		(range.above === undefined || value > range.above)
	);
}

/**
 * The whole number a value spells exactly within the range, or undefined: the number 5, or text
 * that spells it (" 5 ", "+5", "5.0", "5e0", "−5" with any minus); "5.5", "0x5", true and "" are none.
 */
export function wholeNumberOf(value: unknown, range: NumberRange = {}): number | undefined {
	const number = numberOf(value);
	return number !== undefined && Number.isSafeInteger(number) && inRange(number, range)
		? number
		: undefined;
}

/** What a parameter's refusal names: its display name, what it accepts in words, and how to go on. */
export interface NumberParameter extends NumberRange {
	parameter: string;
	/** "a whole number of 1 or more": what is accepted, in words. */
	accepted: string;
	fix?: string;
}

/** A number parameter's value within its range, or the refusal naming it. */
export function readNumber(
	node: INode,
	given: unknown,
	parameter: NumberParameter,
	itemIndex?: number,
): number {
	const number = numberOf(given);
	if (number !== undefined && inRange(number, parameter)) return number;
	throw refusalError(
		node,
		{ parameter: parameter.parameter, given, accepted: parameter.accepted, fix: parameter.fix },
		itemIndex,
	);
}

/** A whole-number parameter's value within its range, or the refusal naming it. */
export function readWholeNumber(
	node: INode,
	given: unknown,
	parameter: NumberParameter,
	itemIndex?: number,
): number {
	const number = wholeNumberOf(given, parameter);
	if (number !== undefined) return number;
	throw refusalError(
		node,
		{ parameter: parameter.parameter, given, accepted: parameter.accepted, fix: parameter.fix },
		itemIndex,
	);
}
