import type { INode } from 'n8n-workflow';

import { quantityAsText } from '../quantities';
import { refusalError } from '../valuesInMessages';
import { isBlank } from './characters';

/**
 * The one text reader. Text is read as written; a number (a numeric sheet column) as its digits
 * when JSON carries them exactly (`1e21`, 2^53 + 1 and Infinity have lost theirs and are refused);
 * nothing (undefined or null) is empty text. An object, a list or a boolean is refused by the
 * parameter's name, never sent as "[object Object]", "x,y" or "true", nor dropped; so is text that
 * holds `[object Object]`, which is what n8n makes of an object mapped inside other text
 * (`PO {{ $json.order }}`).
 */
export type TextReading =
	| { ok: true; text: string }
	| { ok: false; refusal: 'not-text' | 'inexact-number' | 'object-text' };

/** `[object Object]`, `[object Array]`: an object that an expression turned into text. */
export const OBJECT_TEXT = /\[object [A-Za-z]+\]/;

export function textOf(given: unknown): TextReading {
	if (typeof given === 'string')
		return OBJECT_TEXT.test(given)
			? { ok: false, refusal: 'object-text' }
			: { ok: true, text: given };
	if (given === undefined || given === null) return { ok: true, text: '' };
	if (typeof given === 'number') {
		const text = quantityAsText(given);
		return text === undefined ? { ok: false, refusal: 'inexact-number' } : { ok: true, text };
	}
	return { ok: false, refusal: 'not-text' };
}

/** What a text parameter's refusal names: its display name, what it takes in words ("a container number"), how to go on. */
export interface TextParameter {
	parameter: string;
	/** What is accepted, with its article: "text", "a bill of lading or booking number". */
	accepted: string;
	fix?: string;
}

const INEXACT_FIX = (parameter: string) =>
	`Numbers past 9,007,199,254,740,991 (and Infinity or NaN) lose digits before they are sent. Map "${parameter}" as text, for example from a column formatted as plain text.`;

/** Why a value is no text, in the one shape: the parameter, the value as given, what is accepted. */
export function textRefusal(
	reading: Extract<TextReading, { ok: false }>,
	given: unknown,
	text: TextParameter,
) {
	if (reading.refusal === 'inexact-number') {
		return {
			parameter: text.parameter,
			given,
			accepted: text.accepted,
			detail: 'a number JSON cannot carry exactly',
			fix: INEXACT_FIX(text.parameter),
		};
	}
	if (reading.refusal === 'object-text') {
		return {
			parameter: text.parameter,
			given,
			accepted: text.accepted,
			detail: 'which holds "[object Object]", an object turned into text',
			fix: `Map the field of the object you mean into "${text.parameter}", such as {{ $json.order.po }}, not the object itself.`,
		};
	}
	return {
		parameter: text.parameter,
		given,
		accepted: text.accepted,
		fix:
			text.fix ??
			`Map one value into "${text.parameter}", such as {{ $json.name }}, not a list or an object.`,
	};
}

function asTextParameter(parameter: string | TextParameter): TextParameter {
	return typeof parameter === 'string' ? { parameter, accepted: 'text' } : parameter;
}

/** A text parameter as written (see textOf), or the refusal naming it. */
export function readText(
	node: INode,
	given: unknown,
	parameter: string | TextParameter,
	itemIndex?: number,
): string {
	const reading = textOf(given);
	if (reading.ok) return reading.text;
	throw refusalError(node, textRefusal(reading, given, asTextParameter(parameter)), itemIndex);
}

/**
 * A text parameter that must say something (an id, a number, a name): trimmed of the white space
 * around it, and refused when it shows nothing (empty, blank, only invisible characters), naming
 * the parameter and what it takes.
 */
export function readRequiredText(
	node: INode,
	given: unknown,
	parameter: TextParameter,
	itemIndex?: number,
): string {
	const text = readText(node, given, parameter, itemIndex).trim();
	if (!isBlank(text)) return text;
	throw refusalError(
		node,
		{
			parameter: parameter.parameter,
			given: typeof given === 'string' ? given : (given ?? ''),
			accepted: parameter.accepted,
			fix:
				parameter.fix ??
				`Enter the ${parameter.parameter}, or check that the expression for it gives a value for this item.`,
		},
		itemIndex,
	);
}

/**
 * An optional text parameter (a filter, a name that has a default): trimmed of the white space
 * around it, or undefined when it shows nothing (empty, blank, only invisible characters such as a
 * zero-width space), so it is left out as an empty one is; refused as readText refuses.
 */
export function readOptionalText(
	node: INode,
	given: unknown,
	parameter: string | TextParameter,
	itemIndex?: number,
): string | undefined {
	const text = readText(node, given, parameter, itemIndex).trim();
	return isBlank(text) ? undefined : text;
}

/** Nothing given: undefined, null, or text that shows nothing. An optional field left so is not sent. */
export function isUnset(given: unknown): boolean {
	return given === undefined || given === null || (typeof given === 'string' && isBlank(given));
}
