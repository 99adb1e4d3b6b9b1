import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { readMoment } from '../../shared/helpers/dates';
import { truncate } from '../../shared/helpers/text';

/**
 * A date-time parameter as the UTC instant it means, or undefined when it is left empty. Without
 * an offset it is read in the workflow's time zone (Workflow Settings → Timezone), as n8n's date
 * picker shows it; anything that is not a real moment is refused, naming `field`, before any request.
 */
export function optionalMoment(this: IExecuteFunctions, value: unknown, field: string, itemIndex: number): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const zone = this.getTimezone();
	const moment = readMoment(value, zone);
	if ('utc' in moment) return moment.utc;
	const given = JSON.stringify(truncate(String(value)));
	if (moment.problem === 'skipped') {
		throw new NodeOperationError(this.getNode(), `${field} ${given} does not exist in the workflow's time zone (${zone}): the clocks skip it`, {
			description: 'Give a time after the clocks go forward, or one with its offset, for example 2026-03-29T03:30:00+02:00.',
			itemIndex,
		});
	}
	throw new NodeOperationError(this.getNode(), `${field} must be a date and time, not ${given}`, {
		description: `Pick a moment, or give one in ISO 8601 with a real day, hours 00-23 and an offset within ±14:00, for example {{ $now.minus(7, "days").toISO() }}. Without an offset it is read in the workflow's time zone (${zone}).`,
		itemIndex,
	});
}

/** What a date-time parameter's hint says of a moment without an offset. */
export const MOMENT_HINT = 'Without an offset, read in the workflow’s time zone (Workflow Settings → Timezone)';
