import type { INode } from 'n8n-workflow';

import { refusalError } from '../shown';
import { requireQuantityAsText } from '../validation';

/**
 * A text parameter as written: text as it is, a number (a numeric sheet column) as its digits,
 * nothing (undefined or null) as empty text. An object, a list or a boolean is refused by the
 * parameter's name, never sent as "[object Object]", "x,y" or "true", nor dropped.
 */
export function readText(node: INode, given: unknown, parameter: string, itemIndex?: number): string {
	if (typeof given === 'string') return given;
	if (given === undefined || given === null) return '';
	if (typeof given === 'number') return requireQuantityAsText(node, given, parameter, itemIndex);
	throw refusalError(node, { parameter, given, accepted: 'text', fix: `Map one value into "${parameter}", such as {{ $json.name }}, not a list or an object.` }, itemIndex);
}
