import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';

/**
 * The `@version` of an Operation list shown from version 2 on. n8n's nodes panel offers a
 * resource's actions from the first Operation list whose `@version` holds one of the node's
 * versions as a plain number, and reads no `_cnd` condition: with the condition alone it passed
 * over version 2's list and offered version 1's, without Set Many and Get Route. The 2 is for the
 * panel; the condition keeps the list in every later version.
 */
export const OPERATIONS_FROM_VERSION_2: NonNullable<IDisplayOptions['show']>['@version'] = [
	2,
	{ _cnd: { gte: 2 } },
];

/**
 * Whether a parameter is a version 1 form only (a record's ID as text, Simplify): an operation of
 * version 2 only leaves it out of the parameters it shares with operations of both versions.
 */
export function isVersion1Form(property: INodeProperties): boolean {
	return JSON.stringify(property.displayOptions?.show?.['@version']) === '[1]';
}
