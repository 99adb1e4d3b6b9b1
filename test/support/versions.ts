import type { IDisplayOptions } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

/**
 * Whether a property's `@version` condition lets it show in `version`, read as n8n's editor reads
 * it: plain numbers match exactly, `{ _cnd: { gte: 2 } }` from version 2 on. No condition: every version.
 */
export function shownInVersion(
	displayOptions: IDisplayOptions | undefined,
	version: number,
): boolean {
	const versions = displayOptions?.show?.['@version'];
	return versions === undefined || NodeHelpers.checkConditions(versions, [version]);
}
