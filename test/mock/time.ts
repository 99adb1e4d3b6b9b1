export const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO 8601 in UTC without milliseconds, the way the API writes timestamps ('2024-06-26T15:05:20Z'). */
export function isoUtc(ms: number): string {
	return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
	let formatter = partFormatters.get(timeZone);
	if (!formatter) {
		formatter = new Intl.DateTimeFormat('en-US', {
			timeZone,
			hourCycle: 'h23',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			second: '2-digit',
		});
		partFormatters.set(timeZone, formatter);
	}
	return formatter;
}

interface WallClock {
	year: number;
	month: number;
	day: number;
	hour: number;
	minute: number;
	second: number;
}

function wallClock(ms: number, timeZone: string): WallClock {
	const parts: Record<string, number> = {};
	for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
		if (part.type !== 'literal') parts[part.type] = Number(part.value);
	}
	return {
		year: parts.year,
		month: parts.month,
		day: parts.day,
		hour: parts.hour,
		minute: parts.minute,
		second: parts.second,
	};
}

/** Offset of `timeZone` from UTC at instant `ms`, in ms (negative west of Greenwich). */
function zoneOffsetMs(ms: number, timeZone: string): number {
	const c = wallClock(ms, timeZone);
	const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
	return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of local midnight in `timeZone`, `dayOffset` calendar days after the local date of
 * `nowMs`. This is how the API expresses a last free day: '2024-07-07T04:00:00Z' is midnight in New York.
 */
export function localMidnightUtc(nowMs: number, dayOffset: number, timeZone: string): string {
	const today = wallClock(nowMs, timeZone);
	const midnightAsUtc = Date.UTC(today.year, today.month - 1, today.day + dayOffset);
	let instant = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
	// Re-evaluate once: the offset at the guessed instant can differ across a DST change.
	instant = midnightAsUtc - zoneOffsetMs(instant, timeZone);
	return isoUtc(instant);
}
