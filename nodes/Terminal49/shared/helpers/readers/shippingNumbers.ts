import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asciiUpperCase } from './characters';
import { readRequiredText } from './text';
import { shownValue } from '../valuesInMessages';

/**
 * The numbers people hold (container, bill of lading, booking, request numbers), normalised and
 * checked before any request, so a typo fails with the fix instead of a "not found" after a
 * look-up. Every function here is a single pass over its input: no regular expression that could
 * backtrack, whatever a spreadsheet cell holds.
 */

/** A container number as ISO 6346 writes it: owner code (3 letters), category (U, J or Z), 6 digits, check digit. */
export const CONTAINER_NUMBER_LENGTH = 11;
const CATEGORY_LETTERS = 'UJZ';
/** A valid number to show in messages (its check digit is right). */
export const CONTAINER_NUMBER_EXAMPLE = 'MSCU1234566';

/** No carrier's bill of lading or booking number comes near this; longer text is a pasted cell gone wrong. */
const MAX_SHIPPING_NUMBER_LENGTH = 64;

/**
 * ISO 6346 letter values: A = 10, then up by one, skipping the multiples of 11 (11, 22, 33), so
 * B = 12 … Z = 38.
 */
const LETTER_VALUES: readonly number[] = (() => {
	const values: number[] = [];
	let value = 10;
	for (let letter = 0; letter < 26; letter++) {
		if (value % 11 === 0) value++;
		values.push(value++);
	}
	return values;
})();

const isUpperLetter = (code: number): boolean => code >= 65 && code <= 90;
const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/**
 * The check digit of the first ten characters of a container number (owner code, category,
 * serial): each character's value times 2^position, summed, modulo 11, modulo 10.
 */
export function containerCheckDigit(firstTen: string): number {
	let sum = 0;
	for (let index = 0; index < 10; index++) {
		const code = firstTen.charCodeAt(index);
		const value = isDigit(code) ? code - 48 : LETTER_VALUES[code - 65];
		sum += value * 2 ** index;
	}
	return (sum % 11) % 10;
}

/** Upper case, with spaces, dashes and dots removed, as people write "MSCU 123456-5"; only ASCII letters change case. */
export function normaliseContainerNumber(raw: string): string {
	let out = '';
	for (const char of raw) {
		if (char === '-' || char === '.' || char.trim() === '') continue;
		out += char;
	}
	return asciiUpperCase(out);
}

/**
 * Whether a record's container number is this one (normalised as the user's was): how an answer
 * that no document promises to filter by number (`filter[number]`, `/search`) is re-checked, record
 * by record, before anything in it is used.
 */
export function sameContainerNumber(recorded: unknown, number: string): boolean {
	return typeof recorded === 'string' && normaliseContainerNumber(recorded) === number;
}

export type ContainerNumberCheck =
	| { valid: true; number: string }
	| { valid: false; number: string; problem: string };

/** Checks a normalised container number; says what is wrong in words a person can act on. */
export function checkContainerNumber(raw: string): ContainerNumberCheck {
	const number = normaliseContainerNumber(raw);
	if (number.length !== CONTAINER_NUMBER_LENGTH) {
		return {
			valid: false,
			number,
			problem: `it has ${number.length} character${number.length === 1 ? '' : 's'} (spaces, dashes and dots aside), not ${CONTAINER_NUMBER_LENGTH}`,
		};
	}
	for (let index = 0; index < 3; index++) {
		if (!isUpperLetter(number.charCodeAt(index))) {
			return {
				valid: false,
				number,
				problem: 'its first three characters, the owner code, must be letters',
			};
		}
	}
	if (!CATEGORY_LETTERS.includes(number[3]) || !isUpperLetter(number.charCodeAt(3))) {
		return {
			valid: false,
			number,
			problem: `its fourth character must be U (freight container), J (detachable equipment) or Z (trailer or chassis), not "${number[3]}"`,
		};
	}
	for (let index = 4; index < CONTAINER_NUMBER_LENGTH; index++) {
		if (!isDigit(number.charCodeAt(index))) {
			return { valid: false, number, problem: 'its last seven characters must be digits' };
		}
	}
	const expected = containerCheckDigit(number);
	const given = number.charCodeAt(10) - 48;
	if (given !== expected) {
		return {
			valid: false,
			number,
			problem: `its check digit is ${given}, but ISO 6346 gives ${expected} for ${number.slice(0, 10)}`,
		};
	}
	return { valid: true, number };
}

/** A container number, normalised and checked against ISO 6346; anything else is refused naming the field and the fix. */
export function requireContainerNumber(
	node: INode,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const text = readRequiredText(
		node,
		value,
		{ parameter: field, accepted: 'a container number' },
		itemIndex,
	);
	const check = checkContainerNumber(text);
	if (check.valid) return check.number;
	throw new NodeOperationError(
		node,
		`${shownValue(text)} is not a valid container number: ${check.problem}`,
		{
			description: `${field}: a container number is four letters (owner code, then U, J or Z) and seven digits, the last a check digit, such as ${CONTAINER_NUMBER_EXAMPLE}. Spaces, dashes, dots and lower case are fine. Check the number on the paperwork: one character is likely mistyped.`,
			itemIndex,
		},
	);
}

/**
 * A bill of lading, booking or tracking-request number: trimmed, its ASCII letters upper-cased (a
 * `ß` would become `SS`), never empty. Carriers
 * write these in many forms, so nothing more is checked; whitespace inside is refused because no
 * carrier uses it and a pasted "BL1 BL2" would otherwise find nothing.
 */
export function requireShippingNumber(
	node: INode,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const text = readRequiredText(
		node,
		value,
		{ parameter: field, accepted: 'a bill of lading or booking number' },
		itemIndex,
	);
	if (text.length > MAX_SHIPPING_NUMBER_LENGTH) {
		throw new NodeOperationError(
			node,
			`${shownValue(text)} is not one number: it is ${text.length} characters long`,
			{
				description: `${field} takes one bill of lading or booking number (at most ${MAX_SHIPPING_NUMBER_LENGTH} characters). Give one number per item.`,
				itemIndex,
			},
		);
	}
	for (const char of text) {
		if (char.trim() === '') {
			throw new NodeOperationError(
				node,
				`${shownValue(text)} is not one number: it contains a space`,
				{
					description: `${field} takes one bill of lading or booking number. Give one number per item.`,
					itemIndex,
				},
			);
		}
	}
	return asciiUpperCase(text);
}
