import type { IDisplayOptions } from 'n8n-workflow';

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
