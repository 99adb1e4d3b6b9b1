import fc from 'fast-check';
import type { IDataObject } from 'n8n-workflow';

import { containerDigest, daysLeftText, escapeHtml } from '../../../nodes/Terminal49/actions/container/digest';

const container = (fields: IDataObject): IDataObject => ({
	number: 'MSKU2431002',
	urgency: 'imminent',
	urgency_label: 'Imminent',
	last_free_day: '2026-11-24',
	days_left: 2,
	terminal: 'APM Terminals Pier 400',
	bill_of_lading: '243891157',
	ref_numbers: ['PO-10042'],
	...fields,
});

describe('the digest of Simplified containers', () => {
	it('counts every urgency, names the non-zero ones most urgent first, one line per container in the order given', () => {
		const digest = containerDigest([
			container({ number: 'MSCU2432484', urgency: 'overdue', urgency_label: 'Overdue', days_left: -3, last_free_day: '2026-11-19', ref_numbers: [] }),
			container({ number: 'CMAU2433597', urgency: 'due_today', urgency_label: 'Due Today', days_left: 0, terminal: null, bill_of_lading: null, holds: ['customs', 'freight'] }),
			container({}),
		]);
		expect(digest.count).toBe(3);
		expect(digest.counts).toEqual({ overdue: 1, due_today: 1, imminent: 1, ok: 0, resolved: 0, unknown: 0 });
		expect(digest.summary).toBe('3 containers: 1 overdue, 1 due today, 1 imminent');
		expect(String(digest.text).split('\n')).toEqual([
			'3 containers: 1 overdue, 1 due today, 1 imminent',
			'MSCU2432484 | Overdue | LFD 2026-11-19 | 3 days overdue | APM Terminals Pier 400 | BL 243891157',
			'CMAU2433597 | Due Today | LFD 2026-11-24 | due today | holds: customs, freight | ref PO-10042',
			'MSKU2431002 | Imminent | LFD 2026-11-24 | 2 days left | APM Terminals Pier 400 | BL 243891157 | ref PO-10042',
		]);
		const html = String(digest.html);
		expect(html).toContain('<tr><th>Container</th><th>Urgency</th><th>Last free day</th><th>Days left</th><th>Terminal</th><th>Holds</th><th>Bill of lading</th><th>References</th></tr>');
		expect(html).toContain('<tr><td>CMAU2433597</td><td>Due Today</td><td>2026-11-24</td><td>due today</td><td></td><td>customs, freight</td><td></td><td>PO-10042</td></tr>');
		expect(html.match(/<tr><td>/g)).toHaveLength(3);
	});

	it('no containers is still one item that says so', () => {
		expect(containerDigest([])).toEqual({
			count: 0,
			counts: { overdue: 0, due_today: 0, imminent: 0, ok: 0, resolved: 0, unknown: 0 },
			summary: 'No containers',
			text: 'No containers',
			html: '<p>No containers</p>',
		});
	});

	it('days left as a person says them', () => {
		expect([-1, -2, 0, 1, 5, null].map(daysLeftText)).toEqual(['1 day overdue', '2 days overdue', 'due today', '1 day left', '5 days left', '']);
	});

	it('text from the API never becomes markup in the HTML table', () => {
		fc.assert(
			fc.property(fc.string(), fc.string(), (terminal, ref) => {
				const html = String(containerDigest([container({ terminal, ref_numbers: [ref] })]).html);
				const cells = html.replace(/<\/?(p|table|thead|tbody|tr|th|td)>/g, '');
				return !/[<>"']/.test(cells) && escapeHtml(terminal).length >= terminal.length;
			}),
		);
	});
});
