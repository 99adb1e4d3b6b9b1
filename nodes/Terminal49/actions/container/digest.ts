import type { IDataObject } from 'n8n-workflow';

import type { Urgency } from '../../shared/catalogue/urgencies';
import { URGENCIES, URGENCY_ABOUT } from '../../shared/catalogue/urgencies';
import { ownEntry } from '../../shared/helpers/ownEntry';

/**
 * Get Many's "One Digest Item": the containers as one item a person reads, for an email or a
 * chat message without a line of code: how many per urgency, a sentence to use as a subject, one
 * line of text per container (Slack, plain-text email) and the same as an HTML table, in the
 * order the containers came. Pure: built from Simplified containers.
 */

const COLUMNS = ['Container', 'Urgency', 'Last free day', 'Days left', 'Terminal', 'Holds', 'Bill of lading', 'References'] as const;

function textOf(value: unknown): string {
	return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
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
	return Array.isArray(value) ? value.map(textOf).filter((entry) => entry !== '').join(', ') : textOf(value);
}

/** One container's cells, in COLUMNS' order. */
function cellsOf(container: IDataObject): string[] {
	return [
		textOf(container.number),
		textOf(container.urgency_label),
		textOf(container.last_free_day),
		daysLeftText(container.days_left),
		textOf(container.terminal),
		listOf(container.holds),
		textOf(container.bill_of_lading),
		listOf(container.ref_numbers),
	];
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (char) => ownEntry(HTML_ESCAPES, char) ?? char);
}

function htmlRow(tag: 'th' | 'td', cells: readonly string[]): string {
	return `<tr>${cells.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')}</tr>`;
}

/**
 * The digest of Simplified containers. `counts` has every urgency (0 when none); `summary` names
 * the non-zero ones, most urgent first; `text` and `html` list the containers as given.
 */
export function containerDigest(containers: readonly IDataObject[]): IDataObject {
	const counts = Object.fromEntries(URGENCIES.map((urgency) => [urgency, 0])) as Record<Urgency, number>;
	for (const container of containers) {
		const urgency = URGENCIES.find((known) => known === container.urgency);
		if (urgency !== undefined) counts[urgency]++;
	}
	const parts = URGENCIES.filter((urgency) => counts[urgency] > 0).map((urgency) => `${counts[urgency]} ${URGENCY_ABOUT[urgency].label.toLowerCase()}`);
	const summary = containers.length === 0 ? 'No containers' : `${plural(containers.length, 'container')}: ${parts.join(', ')}`;
	// A line names what each cell is where the value alone does not say it.
	const lines = containers.map((container) => {
		const [number, urgency, lfd, daysLeft, terminal, holds, billOfLading, references] = cellsOf(container);
		const cells = [number, urgency, lfd && `LFD ${lfd}`, daysLeft, terminal, holds && `holds: ${holds}`, billOfLading && `BL ${billOfLading}`, references && `ref ${references}`];
		return cells.filter((cell) => cell !== '').join(' | ');
	});
	const html =
		containers.length === 0
			? `<p>${escapeHtml(summary)}</p>`
			: `<p>${escapeHtml(summary)}</p>\n<table>\n<thead>${htmlRow('th', COLUMNS)}</thead>\n<tbody>\n${containers.map((container) => htmlRow('td', cellsOf(container))).join('\n')}\n</tbody>\n</table>`;
	return {
		count: containers.length,
		counts,
		summary,
		text: [summary, ...lines].join('\n'),
		html,
	};
}
