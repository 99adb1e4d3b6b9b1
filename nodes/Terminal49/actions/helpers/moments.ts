import type { IExecuteFunctions } from 'n8n-workflow';

import { readInstant } from '../../shared/helpers/readers/date';

/**
 * A date-time parameter as the UTC instant it means, or undefined when it is left empty. Without
 * an offset it is read in the workflow's time zone (Workflow Settings → Timezone), as n8n's date
 * picker shows it; anything that is not a real moment is refused, naming `field`, before any request.
 */
export function optionalMoment(
	this: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	return readInstant(this.getNode(), value, field, this.getTimezone(), itemIndex);
}

/** What a date-time parameter's hint says of a moment without an offset. */
export const MOMENT_HINT =
	'Without an offset, read in the workflow’s time zone (Workflow Settings → Timezone)';
