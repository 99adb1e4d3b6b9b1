import type { IDataObject } from 'n8n-workflow';

import type { Urgency } from '../../shared/catalogue/urgencies';
import { URGENCIES, URGENCY_ABOUT } from '../../shared/catalogue/urgencies';
import { ownEntry } from '../../shared/helpers/ownEntry';

/**
 * Get Many's "One Digest Item": the containers as one item a person reads, for an email or a
 * chat message without a line of code: how many per urgency, a sentence to use as a subject, one
 * line of text per container (Slack, plain-text email) and the same as an HTML table, in the
 * order the containers came, each last free day with the zone its days left are counted in.
 * Pure: built from Simplified containers.
 */

const COLUMNS = [
	'Container',
	'Urgency',
	'Last free day',
	'Days left',
	'Terminal',
	'Holds',
	'Bill of lading',
	'References',
] as const;

/**
 * A value as one cell: a line break, a tab, any control or Unicode line or paragraph separator
 * becomes a space, and a bidi control goes, so no cell starts a line of `text` of its own or
 * turns the rest of its line around.
 */
export function cellText(value: unknown): string {
	const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
	return text.replace(/\p{Bidi_Control}/gu, '').replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ');
}

function plural(count: number, word: string): string {
	return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Days left as a person says them: "3 days overdue", "due today", "2 days left". */
export function daysLeftText(daysLeft: unknown): string {
	if (typeof daysLeft !== 'number') return '';
	if (daysLeft < 0) return `${plural(-daysLeft, 'day')} overdue`;
	return daysLeft === 0 ? 'due today' : `${plural(daysLeft, 'day')} left`;
}

function listOf(value: unknown): string {
	return Array.isArray(value)
		? value
				.map(cellText)
				.filter((entry) => entry !== '')
				.join(', ')
		: cellText(value);
}

/** The last free day with the zone its days left are counted in: "2026-11-24 (America/Los_Angeles)". */
function lastFreeDayText(container: IDataObject): string {
	const day = cellText(container.last_free_day);
	const zone = cellText(container.lfd_timezone);
	return day !== '' && zone !== '' ? `${day} (${zone})` : day;
}

/** One container's cells, in COLUMNS' order. */
function cellsOf(container: IDataObject): string[] {
	return [
		cellText(container.number),
		cellText(container.urgency_label),
		lastFreeDayText(container),
		daysLeftText(container.days_left),
		cellText(container.terminal),
		listOf(container.holds),
		cellText(container.bill_of_lading),
		listOf(container.ref_numbers),
	];
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
};

export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (char) => ownEntry(HTML_ESCAPES, char) ?? char);
}

/**
 * Inline styles, as the table must look the same in Outlook and Gmail, which drop a `<style>`
 * block or a class: borders on every cell, padding, a shaded header row.
 */
const CELL = 'border:1px solid #999999;padding:6px 10px;text-align:left;vertical-align:top';
const STYLES = {
	table:
		'border-collapse:collapse;border:1px solid #999999;font-family:Arial,Helvetica,sans-serif;font-size:14px',
	th: `${CELL};background-color:#e8e8e8;font-weight:bold`,
	td: CELL,
	overdue: 'background-color:#fde2e2;font-weight:bold',
};

function htmlCell(tag: 'th' | 'td', html: string): string {
	return `<${tag} style="${STYLES[tag]}">${html}</${tag}>`;
}

function headerRow(): string {
	return `<tr>${COLUMNS.map((column) => htmlCell('th', escapeHtml(column))).join('')}</tr>`;
}

/** An overdue row stands out by more than colour: bold, and its urgency says OVERDUE in capitals. */
function containerRow(container: IDataObject): string {
	const cells = cellsOf(container).map(escapeHtml);
	if (container.urgency !== 'overdue')
		return `<tr>${cells.map((cell) => htmlCell('td', cell)).join('')}</tr>`;
	cells[1] = `<strong>&#9888; OVERDUE</strong>`;
	return `<tr style="${STYLES.overdue}">${cells.map((cell) => htmlCell('td', cell)).join('')}</tr>`;
}

/** What a digest that does not show every matching container says of the rest. */
export interface DigestRest {
	/** How many more match, or null when the read stopped before knowing (a Limit without sorting). */
	more: number | null;
}

/**
 * Where the containers' last free days lie in more than one zone, why one date can be due today at
 * one port and a day away at another: each is counted in its own port's day.
 */
function zonesNote(containers: readonly IDataObject[]): string | undefined {
	const zones = new Set(
		containers
			.filter((container) => cellText(container.last_free_day) !== '')
			.map((container) => cellText(container.lfd_timezone)),
	);
	zones.delete('');
	if (zones.size < 2) return undefined;
	return 'Days left are counted in each last free day’s own time zone (in brackets), so one date can be due today at one port and a day away at another.';
}

function restText(shown: number, rest: DigestRest): string {
	return rest.more === null
		? `Partial: the first ${plural(shown, 'container')} shown; more match.`
		: `Partial: ${plural(shown, 'container')} shown; ${rest.more} more match.`;
}

/**
 * The digest of Simplified containers. `counts` has every urgency (0 when none) of the containers
 * shown; `summary` names the non-zero ones, most urgent first; `text` and `html` list the
 * containers as given. `rest`: more match than are shown, so the digest says it is `partial`, and
 * how many `more` when that is known.
 */
export function containerDigest(
	containers: readonly IDataObject[],
	rest?: DigestRest,
): IDataObject {
	const counts = Object.fromEntries(URGENCIES.map((urgency) => [urgency, 0])) as Record<
		Urgency,
		number
	>;
	for (const container of containers) {
		const urgency = URGENCIES.find((known) => known === container.urgency);
		if (urgency !== undefined) counts[urgency]++;
	}
	const parts = URGENCIES.filter((urgency) => counts[urgency] > 0).map(
		(urgency) => `${counts[urgency]} ${URGENCY_ABOUT[urgency].label.toLowerCase()}`,
	);
	const total =
		rest?.more === null || rest === undefined ? '' : ` of ${containers.length + rest.more}`;
	const first = rest?.more === null ? 'First ' : '';
	const summary =
		containers.length === 0
			? 'No containers'
			: `${first}${containers.length}${total} ${containers.length === 1 && total === '' ? 'container' : 'containers'}: ${parts.join(', ')}`;
	// A line names what each cell is where the value alone does not say it.
	const lines = containers.map((container) => {
		const [number, urgency, lfd, daysLeft, terminal, holds, billOfLading, references] =
			cellsOf(container);
		const cells = [
			number,
			urgency,
			lfd && `LFD ${lfd}`,
			daysLeft,
			terminal,
			holds && `holds: ${holds}`,
			billOfLading && `BL ${billOfLading}`,
			references && `ref ${references}`,
		];
		return cells.filter((cell) => cell !== '').join(' | ');
	});
	const notes = [
		zonesNote(containers),
		rest === undefined ? undefined : restText(containers.length, rest),
	].filter((text) => text !== undefined);
	const table =
		containers.length === 0
			? ''
			: `\n<table border="1" cellpadding="6" cellspacing="0" style="${STYLES.table}">\n<thead>${headerRow()}</thead>\n<tbody>\n${containers.map(containerRow).join('\n')}\n</tbody>\n</table>`;
	const notesHtml = notes.map((note) => `\n<p><strong>${escapeHtml(note)}</strong></p>`).join('');
	return {
		count: containers.length,
		counts,
		summary,
		partial: rest !== undefined,
		more: rest === undefined ? 0 : rest.more,
		text: [summary, ...lines, ...notes].join('\n'),
		html: `<p>${escapeHtml(summary)}</p>${table}${notesHtml}`,
	};
}
