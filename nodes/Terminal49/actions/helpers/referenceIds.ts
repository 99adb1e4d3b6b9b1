import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { isUuid, requireUuid, UUID_EXAMPLE } from '../../shared/helpers/readers/ids';
import { asciiUpperCase } from '../../shared/helpers/readers/characters';
import { readNumber } from '../../shared/helpers/readers/number';
import { readRequiredText } from '../../shared/helpers/readers/text';
import { refusalError, shownValue } from '../../shared/helpers/valuesInMessages';

/**
 * Checks on the identifiers of reference data (ports, vessels, carriers, coordinates), made before
 * any request so a bad spreadsheet cell fails naming its field, not as a 404.
 */

/** A UN/LOCODE: two letters of country, three letters or digits 2–9 of place (USLAX, CNSHA, DEHAM). */
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** A port or metro area: Terminal49's UUID or a UN/LOCODE. Returns the id, or the LOCODE upper-cased. */
export function requireUuidOrLocode(
	node: INode,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const key = readRequiredText(
		node,
		value,
		{ parameter: field, accepted: 'a Terminal49 ID or a UN/LOCODE' },
		itemIndex,
	);
	if (isUuid(key)) return key;
	const compact = asciiUpperCase(key.replace(/\s+/g, ''));
	if (LOCODE.test(compact)) return compact;
	throw new NodeOperationError(node, `${shownValue(key)} is not a valid ${field}`, {
		description: `Give Terminal49's ID (a UUID such as ${UUID_EXAMPLE}) or the UN/LOCODE, five characters such as USLAX.`,
		itemIndex,
	});
}

/**
 * An IMO ship number: seven digits whose last is the check digit (the first six weighted 7 down
 * to 2, summed, modulo 10). "IMO 9811000" is accepted as 9811000.
 */
export function requireImo(node: INode, value: unknown, field: string, itemIndex: number): string {
	const raw = readRequiredText(
		node,
		value,
		{ parameter: field, accepted: 'an IMO number' },
		itemIndex,
	);
	const digits = raw.replace(/^IMO[\s:]*/i, '');
	if (!/^\d{7}$/.test(digits)) {
		throw new NodeOperationError(node, `${shownValue(raw)} is not a valid ${field}`, {
			description: 'An IMO number has seven digits, such as 9811000 (it may start with "IMO").',
			itemIndex,
		});
	}
	const sum = [...digits.slice(0, 6)].reduce(
		(total, digit, index) => total + Number(digit) * (7 - index),
		0,
	);
	if (sum % 10 !== Number(digits[6])) {
		throw new NodeOperationError(
			node,
			`${shownValue(raw)} is not a valid ${field}: its check digit should be ${sum % 10}`,
			{
				description:
					'The last digit of an IMO number checks the others; a typo usually breaks it. Check the number on the vessel’s papers.',
				itemIndex,
			},
		);
	}
	return digits;
}

const SCAC_ACCEPTED = 'a carrier’s SCAC (its four-letter code)';
const SCAC_FIX =
	'A SCAC is the carrier’s four-letter code, such as MAEU or MSCU. Choose the carrier from the list.';

/** A SCAC: the carrier's four ASCII letters (MAEU, MSCU), around white space, in any case; upper-cased, or undefined. */
export function scacOf(text: string): string | undefined {
	const trimmed = text.trim();
	return /^[A-Za-z]{4}$/.test(trimmed) ? trimmed.toUpperCase() : undefined;
}

/** A SCAC parameter (see scacOf), or the refusal naming it. */
export function requireScac(node: INode, value: unknown, field: string, itemIndex: number): string {
	const raw = readRequiredText(
		node,
		value,
		{ parameter: field, accepted: SCAC_ACCEPTED, fix: SCAC_FIX },
		itemIndex,
	);
	const scac = scacOf(raw);
	if (scac !== undefined) return scac;
	throw refusalError(
		node,
		{ parameter: field, given: value, accepted: SCAC_ACCEPTED, fix: SCAC_FIX },
		itemIndex,
	);
}

/** A latitude (±90) or longitude (±180) in decimal degrees, from a number or its text. */
export function requireCoordinate(
	node: INode,
	value: unknown,
	field: 'Latitude' | 'Longitude',
	itemIndex: number,
): number {
	const limit = field === 'Latitude' ? 90 : 180;
	return readNumber(
		node,
		value,
		{
			parameter: field,
			accepted: `decimal degrees between -${limit} and ${limit}`,
			min: -limit,
			max: limit,
			fix: `Give the ${field.toLowerCase()} as a number such as ${field === 'Latitude' ? '33.74' : '-118.27'} (south and west are negative).`,
		},
		itemIndex,
	);
}

export { requireUuid };
