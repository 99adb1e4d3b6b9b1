import fc from 'fast-check';
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import {
	containerDigest,
	daysLeftText,
	escapeHtml,
} from '../../../nodes/Terminal49/actions/container/digest';
import { useWallClockAt } from '../../harness/clock';
import { runWorkflow, TOOL_NODE_TYPE } from '../../harness/engine';
import { seedContainers, seedDefault } from '../../mock/fixtures';
import { useMockApi, v2 } from '../setup';

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

/** The text of every cell of one kind in the digest's HTML. */
function cellsOf(html: string, tag: 'th' | 'td'): string[] {
	return [...html.matchAll(new RegExp(`<${tag} style="[^"]*">([^<]*)</${tag}>`, 'g'))].map(
		(match) => match[1],
	);
}

describe('the digest of Simplified containers', () => {
	it('counts every urgency, names the non-zero ones most urgent first, one line per container in the order given', () => {
		const digest = containerDigest([
			container({
				number: 'MSCU2432484',
				urgency: 'overdue',
				urgency_label: 'Overdue',
				days_left: -3,
				last_free_day: '2026-11-19',
				ref_numbers: [],
			}),
			container({
				number: 'CMAU2433597',
				urgency: 'due_today',
				urgency_label: 'Due Today',
				days_left: 0,
				terminal: null,
				bill_of_lading: null,
				holds: ['customs', 'freight'],
			}),
			container({}),
		]);
		expect(digest.count).toBe(3);
		expect(digest.counts).toEqual({
			overdue: 1,
			due_today: 1,
			imminent: 1,
			ok: 0,
			resolved: 0,
			unknown: 0,
		});
		expect(digest.summary).toBe('3 containers: 1 overdue, 1 due today, 1 imminent');
		expect(String(digest.text).split('\n')).toEqual([
			'3 containers: 1 overdue, 1 due today, 1 imminent',
			'MSCU2432484 | Overdue | LFD 2026-11-19 | 3 days overdue | APM Terminals Pier 400 | BL 243891157',
			'CMAU2433597 | Due Today | LFD 2026-11-24 | due today | holds: customs, freight | ref PO-10042',
			'MSKU2431002 | Imminent | LFD 2026-11-24 | 2 days left | APM Terminals Pier 400 | BL 243891157 | ref PO-10042',
		]);
		const html = String(digest.html);
		expect(cellsOf(html, 'th')).toEqual([
			'Container',
			'Urgency',
			'Last free day',
			'Days left',
			'Terminal',
			'Holds',
			'Bill of lading',
			'References',
		]);
		expect(html).toContain(
			'>CMAU2433597</td><td style="border:1px solid #999999;padding:6px 10px;text-align:left;vertical-align:top">Due Today</td>',
		);
		expect(html.match(/<td /g)).toHaveLength(3 * 8);
		expect(digest).toMatchObject({ partial: false, more: 0 });
	});

	it('the HTML table is styled inline for Outlook and Gmail, and an overdue row stands out by more than colour', () => {
		const html = String(
			containerDigest([
				container({ urgency: 'overdue', urgency_label: 'Overdue', days_left: -2 }),
				container({}),
			]).html,
		);
		expect(html).toMatch(
			/^<p>2 containers: 1 overdue, 1 imminent<\/p>\n<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;border:1px solid #999999;[^"]*">/,
		);
		expect(html).toContain(
			'<th style="border:1px solid #999999;padding:6px 10px;text-align:left;vertical-align:top;background-color:#e8e8e8;font-weight:bold">Container</th>',
		);
		const [overdue, imminent] = html
			.split('\n')
			.filter((line) => line.startsWith('<tr') && line.includes('<td'));
		expect(overdue).toMatch(/^<tr style="background-color:#fde2e2;font-weight:bold">/);
		expect(overdue).toContain('<strong>&#9888; OVERDUE</strong>');
		expect(imminent).toMatch(/^<tr><td /);
		expect(imminent).not.toContain('<strong>');
	});

	it('a partial digest says so, with how many more match when that is known', () => {
		const known = containerDigest([container({})], { more: 4 });
		expect(known).toMatchObject({
			partial: true,
			more: 4,
			summary: '1 of 5 containers: 1 imminent',
		});
		expect(String(known.text).split('\n').at(-1)).toBe('Partial: 1 container shown; 4 more match.');
		expect(String(known.html)).toContain(
			'<p><strong>Partial: 1 container shown; 4 more match.</strong></p>',
		);
		const unknown = containerDigest([container({}), container({})], { more: null });
		expect(unknown).toMatchObject({
			partial: true,
			more: null,
			summary: 'First 2 containers: 2 imminent',
		});
		expect(String(unknown.text).split('\n').at(-1)).toBe(
			'Partial: the first 2 containers shown; more match.',
		);
	});

	it('a cell never breaks a line of the text nor a row of the HTML: line breaks, tabs, Unicode separators, bidi controls', () => {
		const breaking = fc.string({
			unit: fc.constantFrom(
				'\n',
				'\r',
				'\t',
				'\u2028',
				'\u2029',
				'\u0085',
				'\u000b',
				'\u202e',
				'<',
				'|',
				'x',
				' ',
			),
		});
		fc.assert(
			fc.property(
				fc.array(fc.tuple(breaking, breaking, breaking), { minLength: 1, maxLength: 4 }),
				(cells) => {
					const containers = cells.map(([number, terminal, ref]) =>
						container({ number, terminal, ref_numbers: [ref, 'PO-1'] }),
					);
					const digest = containerDigest(containers);
					const text = String(digest.text);
					// Lines split at \n only; no line holds another break of any kind (a control, a Unicode line or paragraph separator) nor a bidi control.
					const lines = text.split('\n');
					expect(lines).toHaveLength(1 + containers.length);
					for (const line of lines)
						expect(line).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/u);
					expect(String(digest.html).match(/<tr/g)).toHaveLength(1 + containers.length);
					expect(String(digest.html)).not.toMatch(/[\u2028\u2029\u0085\u202e]/);
				},
			),
		);
		expect(
			String(
				containerDigest([
					container({ terminal: 'Pier 400\nMSCU0000000 | Overdue | LFD 2026-01-01' }),
				]).text,
			).split('\n'),
		).toHaveLength(2);
	});

	it('each last free day shows the zone its days are counted in; a note says why when there are several', () => {
		const digest = containerDigest([
			container({
				number: 'MSCU2432484',
				urgency: 'due_today',
				urgency_label: 'Due Today',
				days_left: 0,
				lfd_timezone: 'America/Chicago',
			}),
			container({ days_left: 1, lfd_timezone: 'America/Los_Angeles' }),
		]);
		const lines = String(digest.text).split('\n');
		expect(lines[1]).toContain('| LFD 2026-11-24 (America/Chicago) | due today |');
		expect(lines[2]).toContain('| LFD 2026-11-24 (America/Los_Angeles) | 1 day left |');
		expect(lines.at(-1)).toBe(
			'Days left are counted in each last free day’s own time zone (in brackets), so one date can be due today at one port and a day away at another.',
		);
		expect(cellsOf(String(digest.html), 'td').filter((cell) => cell.startsWith('2026-'))).toEqual([
			'2026-11-24 (America/Chicago)',
			'2026-11-24 (America/Los_Angeles)',
		]);
		expect(String(digest.html)).toContain(
			'<p><strong>Days left are counted in each last free day’s own time zone',
		);
		const oneZone = containerDigest([
			container({ lfd_timezone: 'America/Chicago' }),
			container({ lfd_timezone: 'America/Chicago' }),
		]);
		expect(String(oneZone.text)).not.toContain('Days left are counted');
	});

	it('no containers is still one item that says so', () => {
		expect(containerDigest([])).toEqual({
			count: 0,
			counts: { overdue: 0, due_today: 0, imminent: 0, ok: 0, resolved: 0, unknown: 0 },
			summary: 'No containers',
			partial: false,
			more: 0,
			text: 'No containers',
			html: '<p>No containers</p>',
		});
	});

	it('days left as a person says them', () => {
		expect([-1, -2, 0, 1, 5, null].map(daysLeftText)).toEqual([
			'1 day overdue',
			'2 days overdue',
			'due today',
			'1 day left',
			'5 days left',
			'',
		]);
	});

	it('text from the API never becomes markup in the HTML table', () => {
		fc.assert(
			fc.property(fc.string(), fc.string(), (terminal, ref) => {
				const html = String(containerDigest([container({ terminal, ref_numbers: [ref] })]).html);
				const cells = html.replace(
					/<\/?(p|table|thead|tbody|tr|th|td)( (border|cellpadding|cellspacing|style)="[^"]*")*>/g,
					'',
				);
				return !/[<>"']/.test(cells) && escapeHtml(terminal).length >= terminal.length;
			}),
		);
	});
});

describe('One Digest Item through n8n: it tells how much it shows', () => {
	const api = useMockApi({
		seed: (state) => {
			seedDefault(state);
			seedContainers(state, 18); // 30 in all
		},
	});
	const digestOf = (parameters: INodeParameters) => ({
		resource: 'container',
		operation: 'getAll',
		digest: true,
		...parameters,
	});
	const asTool = async (parameters: INodeParameters) =>
		(
			await runWorkflow({
				credentials: api.credentials,
				nodes: [{ parameters, type: TOOL_NODE_TYPE, typeVersion: 2 }],
			})
		).nodes['Node 1'];

	it('under a workflow Limit it says it is partial; sorted, every match is read, so it says how many more', async () => {
		const limited = (await api.run(digestOf({ limit: 3 }), v2)).items[0].json;
		expect(limited).toMatchObject({
			count: 3,
			partial: true,
			more: null,
			summary: expect.stringMatching(/^First 3 containers: /),
		});
		expect((limited.containers as IDataObject[]).length).toBe(3);
		expect(String(limited.text).split('\n').at(-1)).toBe(
			'Partial: the first 3 containers shown; more match.',
		);

		const sorted = (await api.run(digestOf({ limit: 3, sortByLastFreeDay: true }), v2)).items[0]
			.json;
		expect(sorted).toMatchObject({
			count: 3,
			partial: true,
			more: 27,
			summary: expect.stringMatching(/^3 of 30 containers: /),
		});

		const all = (await api.run(digestOf({ returnAll: true }), v2)).items[0].json;
		expect(all).toMatchObject({ count: 30, partial: false, more: 0 });
	});

	it('as an AI tool it keeps the tool’s bound and says more match: Limit 3 shows 3, Return All 25 of 30', async () => {
		const limited = await asTool(digestOf({ limit: 3 }));
		expect(limited.items).toHaveLength(1);
		expect(limited.items[0].json).toMatchObject({
			count: 3,
			partial: true,
			note: 'The first 3 shown; more match. Narrow the filters, or ask for a higher limit, to see others.',
		});
		expect(limited.items[0].json.containers).toHaveLength(3);

		const all = await asTool(digestOf({ returnAll: true }));
		expect(all.items[0].json).toMatchObject({
			count: 25,
			partial: true,
			more: 5,
			note: '25 of 30 shown; 5 more match. Narrow the filters, or ask for a higher limit, to see others.',
		});
		expect(all.items[0].json.containers).toHaveLength(25);
	});
});

describe('One Digest Item through n8n: one date due today at one port and a day away at another says why', () => {
	// 06:30 UTC on 26 November: already the 26th in Chicago, still the 25th in Los Angeles.
	useWallClockAt('2026-11-26T06:30:00Z');
	const api = useMockApi();

	it('each last free day carries its port’s zone, and the digest says days are counted in each', async () => {
		const [chicago, losAngeles] = api.mock.state.containers.filter(
			(c) => c.attributes.current_status === 'available',
		);
		for (const [box, zone] of [
			[chicago, 'America/Chicago'],
			[losAngeles, 'America/Los_Angeles'],
		] as const) {
			box.attributes.pickup_lfd = '2026-11-26';
			box.attributes.import_deadlines = null;
			box.attributes.pod_timezone = zone;
			box.attributes.final_destination_timezone = null;
		}
		const numbers = [chicago.attributes.number, losAngeles.attributes.number];
		const run = await api.run(
			{
				resource: 'container',
				operation: 'getAll',
				returnAll: true,
				digest: true,
				filters: { numbers: numbers.join(',') },
			},
			v2,
		);
		expect(run.error).toBeUndefined();
		const lines = String(run.items[0].json.text).split('\n');
		expect(lines.find((line) => line.startsWith(numbers[0]))).toContain(
			'| LFD 2026-11-26 (America/Chicago) | due today',
		);
		expect(lines.find((line) => line.startsWith(numbers[1]))).toContain(
			'| LFD 2026-11-26 (America/Los_Angeles) | 1 day left',
		);
		expect(lines.at(-1)).toMatch(/^Days left are counted in each last free day’s own time zone/);
	});
});
