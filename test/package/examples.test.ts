/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

import { DateTime } from 'luxon';

import type { IDataObject } from 'n8n-workflow';

import { URGENCY_ABOUT } from '../../nodes/Terminal49/shared/catalogue/urgencies';
import { useMockApi } from '../actions/setup';
import { isoUtc } from '../mock/fixtures';
import { PollHarness } from '../polling/setup';
import { sentBy } from '../../scripts/demoGuide';
import type { WorkflowNode } from './exampleWorkflows';
import { EXAMPLES, readExample } from './exampleWorkflows';

/**
 * The Terminal49 step of examples/container-status-from-spreadsheet.json, as shipped, run through
 * n8n's engine over the rows of examples/files/container-numbers.csv (the end-to-end suite imports
 * the whole workflow into a real n8n).
 */
/** The `$json.<field>` names an expression reads of the item in front of it. */
function fieldsRead(text: string): string[] {
	return [...new Set([...text.matchAll(/\$json\.(\w+)/g)].map((match) => match[1]))].sort();
}

/** A row's cells; a quoted cell may hold commas ("1,250.50"), as a spreadsheet writes it. */
function csvCells(line: string): string[] {
	const cells: string[] = [];
	let cell = '';
	let quoted = false;
	for (const char of line) {
		if (char === '"') quoted = !quoted;
		else if (char === ',' && !quoted) {
			cells.push(cell);
			cell = '';
		} else cell += char;
	}
	return [...cells, cell];
}

function csvRows(file: string): IDataObject[] {
	const [header, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
	const names = header.split(',');
	return lines.map((line) =>
		Object.fromEntries(csvCells(line).map((cell, index) => [names[index], cell])),
	);
}

describe('example: LFD and status for a spreadsheet of container numbers', () => {
	const api = useMockApi();
	const workflow = JSON.parse(
		readFileSync(path.join(EXAMPLES, 'container-status-from-spreadsheet.json'), 'utf8'),
	) as { nodes: WorkflowNode[] };
	const step = workflow.nodes.find((node) => node.type === 'n8n-nodes-terminal49.terminal49')!;
	const rows = csvRows(path.join(EXAMPLES, 'files/container-numbers.csv'));

	it('gives the status and LFD of each good row, and each bad row its reason, one look-up per number', async () => {
		expect(step.onError).toBe('continueErrorOutput');
		const run = await api.run(step.parameters, {
			typeVersion: step.typeVersion,
			inputItems: rows,
			continueOnFail: true,
		});
		const byRow = run.items.map((item) => [
			(item.pairedItem as { item: number }).item,
			item.json.number ?? item.json.error,
		]);
		expect(byRow).toEqual([
			[0, 'MSKU2431002'],
			[1, 'MSKU2431379'],
			[2, 'MSCU2432484'],
			[3, 'CMAU2433597'],
			[
				4,
				expect.stringContaining(
					'"MSKU2431003" is not a valid container number: its check digit is 3, but ISO 6346 gives 2',
				),
			],
			[5, 'No container with container number CSQU3054383 in this Terminal49 account'],
		]);
		const good = run.items.slice(0, 4).map((item) => item.json);
		// what the sheet shows: the status in words, the LFD as a day, days left and urgency, the terminal
		expect(good.map((record) => [record.status_label, record.urgency])).toEqual([
			['Available for pickup', 'imminent'],
			['Not available for pickup', 'imminent'],
			['Available for pickup', 'ok'],
			[expect.any(String), 'unknown'],
		]);
		expect(good[0]).toMatchObject({
			last_free_day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
			days_left: 2,
			terminal: expect.any(String),
		});
		expect(good[3].last_free_day).toBeNull();
		// Five well-formed numbers searched (the bad check digit never leaves the node), four containers fetched;
		// the number the search does not know is asked once more of the container filter.
		expect(api.calls().filter((call) => call === 'GET /search')).toHaveLength(5);
		expect(api.calls().filter((call) => call === 'GET /containers')).toHaveLength(1);
		expect(api.mock.requests).toHaveLength(10);
	});
});

describe('example: custom fields from a spreadsheet of container numbers', () => {
	const api = useMockApi();
	const workflow = JSON.parse(
		readFileSync(path.join(EXAMPLES, 'custom-fields-from-spreadsheet.json'), 'utf8'),
	) as { nodes: WorkflowNode[] };
	const step = workflow.nodes.find((node) => node.type === 'n8n-nodes-terminal49.terminal49')!;
	const rows = csvRows(path.join(EXAMPLES, 'files/custom-fields.csv'));

	it('writes each row by its container number; a bad row gets its reason and what to do', async () => {
		expect(step.onError).toBe('continueErrorOutput');
		expect(rows.every((row) => /^[A-Z]{4}\d{7}$/.test(String(row.container_number)))).toBe(true);
		const run = await api.run(step.parameters, {
			typeVersion: step.typeVersion,
			inputItems: rows,
			continueOnFail: true,
		});
		const failed = run.items
			.filter((item) => item.json.error !== undefined)
			.map((item) => (item.pairedItem as { item: number }).item);
		const written = api.mock.state.customFieldWrites.map((write) => write.entityId);
		const idOf = (number: string) =>
			api.mock.state.containers.find((c) => c.attributes.number === number)!.id;
		// every good row reached its container, found by number
		expect(new Set(written)).toEqual(
			new Set(['MSKU2431002', 'MSKU2431379', 'MSCU2432484'].map(idOf)),
		);
		// a value that is not one of the field's options, an unknown field and a bad check digit fail with their reasons
		expect(failed).toEqual([6, 7, 8]);
		const badDigit = run.items.find(
			(item) => (item.pairedItem as { item: number }).item === 8,
		)!.json;
		expect(badDigit.error).toMatch(/"MSKU2431003" is not a valid container number/);
		expect(
			run.items.every(
				(item) =>
					item.json.error === undefined ||
					typeof (item.json.message ?? item.json.description) === 'string',
			),
		).toBe(true);
	});

	it('a Terminal49 ID where the row should hold a number says to choose Number', async () => {
		const byId = {
			...step.parameters,
			entityId: { __rl: true, mode: 'id', value: '={{ $json.container_number }}' },
		};
		const run = await api.run(byId, {
			typeVersion: step.typeVersion,
			inputItems: [{ container_number: 'not-an-id', field: 'trucker_name', value: 'x' }],
		});
		expect(run.error?.description).toMatch(
			/or choose "Number" beside the field to give the container number instead/,
		);
	});
});

describe('example: LFD alert email on the Polling Trigger (no public URL)', () => {
	const api = useMockApi();
	const workflow = readExample('lfd-alert-polling.json');
	const trigger = workflow.nodes.find(
		(node) => node.type === 'n8n-nodes-terminal49.terminal49PollingTrigger',
	)!;
	const getContainer = workflow.nodes.find(
		(node) => node.type === 'n8n-nodes-terminal49.terminal49',
	)!;
	const email = workflow.nodes.find((node) => node.type === 'n8n-nodes-base.emailSend')!;

	it('is the trigger, then Get container, then the email: no code', () => {
		expect(workflow.connections[trigger.name].main[0].map((to) => to.node)).toEqual([
			getContainer.name,
		]);
		expect(workflow.connections[getContainer.name].main[0].map((to) => to.node)).toEqual([
			email.name,
		]);
		expect(workflow.nodes.map((node) => node.type)).not.toContain('n8n-nodes-base.code');
		expect(trigger.typeVersion).toBe(2);
	});

	it('a moved last free day gives one item, and Get container gives every field the email reads', async () => {
		const poll = new PollHarness(
			api.credentials,
			trigger.parameters,
			'onEmit',
			trigger.typeVersion,
		);
		await poll.watch();
		const container = api.mock.state.containers[1];
		const previous = container.attributes.pickup_lfd!;
		container.attributes.pickup_lfd = isoUtc(Date.parse(previous) + 86_400_000);
		container.attributes.import_deadlines = {
			...container.attributes.import_deadlines!,
			pickup_lfd_terminal: container.attributes.pickup_lfd,
		};
		const items = (await poll.poll())!;
		expect(items).toHaveLength(1);
		expect(Object.values(items[0].changes as object)[0]).toEqual({
			previous,
			current: container.attributes.pickup_lfd,
		});

		const run = await api.run(getContainer.parameters, {
			typeVersion: getContainer.typeVersion,
			inputItems: items,
		});
		expect(run.error).toBeUndefined();
		const json = run.items[0].json;
		const read = fieldsRead(
			`${String(email.parameters.subject)}\n${String(email.parameters.text)}`,
		);
		expect(read).toEqual(
			expect.arrayContaining([
				'bill_of_lading',
				'days_left',
				'last_free_day',
				'number',
				'terminal',
				'urgency_label',
			]),
		);
		for (const field of read)
			expect({ field, present: field in json }).toEqual({ field, present: true });
		expect(json).toMatchObject({
			number: container.attributes.number,
			bill_of_lading: '243891157',
			terminal: 'APM Terminals Pier 400',
			urgency_label: expect.any(String),
		});
	});
});

describe('example: daily LFD digest, without code', () => {
	const api = useMockApi();
	const workflow = readExample('daily-lfd-digest.json');
	const step = workflow.nodes.find((node) => node.type === 'n8n-nodes-terminal49.terminal49')!;
	const email = workflow.nodes.find((node) => node.type === 'n8n-nodes-base.emailSend')!;

	it('Get Many gives one digest item, and the email reads its summary, text and HTML', async () => {
		expect(workflow.nodes.map((node) => node.type)).not.toContain('n8n-nodes-base.code');
		expect(workflow.connections[step.name].main[0].map((to) => to.node)).toEqual([email.name]);
		const run = await api.run(step.parameters, {
			typeVersion: step.typeVersion,
			inputItems: [{ days: 3, to: 'ops@example.com' }],
		});
		expect(run.error).toBeUndefined();
		expect(run.items).toHaveLength(1);
		const digest = run.items[0].json;
		expect(digest).toMatchObject({
			counts: { overdue: 1, due_today: 1, imminent: 2 },
			summary: '4 containers: 1 overdue, 1 due today, 2 imminent',
		});
		const read = fieldsRead(
			`${String(email.parameters.subject)}\n${String(email.parameters.text)}\n${String(email.parameters.html)}`,
		);
		expect(read).toEqual(['html', 'summary', 'text']);
		expect(String(digest.text).split('\n')[1]).toMatch(
			/ \| Overdue \| LFD \d{4}-\d{2}-\d{2} \(America\/Los_Angeles\) \| 3 days overdue \| APM Terminals Pier 400 \| BL 243891157/,
		);
		// Due in Los Angeles and New York: the email says why one date's days left differ.
		expect(String(digest.text).split('\n').at(-1)).toMatch(
			/^Days left are counted in each last free day’s own time zone/,
		);
	});
});

describe('example: document upload, then tracking', () => {
	const workflow = readExample('document-upload-tracking.json');
	const upload = workflow.nodes.find((node) => node.name === 'Upload to Terminal49')!;
	const fields = workflow.nodes.find((node) => node.name === 'Extracted fields')!;

	it('a file sent before goes on to the same steps as an extracted one, read from either shape', () => {
		expect(upload.typeVersion).toBe(2);
		expect(workflow.connections[upload.name].main[0].map((to) => to.node)).toEqual(['Sent before']);
		expect(workflow.connections['Sent before'].main[0].map((to) => to.node)).toEqual([fields.name]);
		const assignments = (
			fields.parameters.assignments as { assignments: Array<{ name: string; value: string }> }
		).assignments;
		expect(Object.fromEntries(assignments.map((a) => [a.name, a.value]))).toEqual({
			document_id: '={{ $json.document?.id ?? $json.id }}',
			document_name: '={{ $json.document?.name ?? $json.name }}',
			bill_of_lading_number: "={{ $json.extracted?.bill_of_lading_number ?? '' }}",
		});
	});
});

describe('the two LFD alert examples: one change reads alike from either', () => {
	const api = useMockApi();
	const webhookAlert = readExample('lfd-alert-email.json');
	const pollingAlert = readExample('lfd-alert-polling.json');
	const labels = Object.values(URGENCY_ABOUT).map((about) => about.label);

	/** The webhook alert's Compose message (a Code node) run over one container, as n8n runs it. */
	function composeMessage(
		container: IDataObject,
		details: IDataObject,
	): { subject: string; text: string } {
		const code = String(
			webhookAlert.nodes.find((node) => node.name === 'Compose message')!.parameters.jsCode,
		);
		const context = {
			$json: container,
			$: () => ({ item: { json: details } }),
			$workflow: { name: webhookAlert.name },
			DateTime,
			result: undefined as unknown,
		};
		runInNewContext(`result = (() => {\n${code}\n})()`, context);
		return (context.result as { json: { subject: string; text: string } }).json;
	}

	it('the subject is "<urgency label>: LFD <yyyy-mm-dd> for container <number> (<references>)" in both, the label the catalogue\'s', async () => {
		const getContainer = webhookAlert.nodes.find((node) => node.name === 'Get container')!;
		const container = api.mock.state.containers[0];
		const previous = isoUtc(Date.parse(container.attributes.pickup_lfd!) - 86_400_000);
		const run = await api.run(getContainer.parameters, {
			typeVersion: getContainer.typeVersion,
			inputItems: [{ container_id: container.id }],
		});
		expect(run.error).toBeUndefined();
		const json = run.items[0].json;
		expect(labels).toContain(json.urgency_label);
		expect(json.last_free_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
		const refs = (json.ref_numbers as string[]).join(', ');
		const expected = `${String(json.urgency_label)}: LFD ${String(json.last_free_day)} for container ${String(json.number)} (${refs})`;

		const message = composeMessage(json, {
			lfd_kind: 'Last free day',
			previous_lfd: previous,
			container_number: json.number,
		});
		expect(message.subject).toBe(expected);
		expect(message.text).toContain(`Urgency: ${String(json.urgency_label)}\n`);
		expect(message.text).toMatch(/Last free day: \d{4}-\d{2}-\d{2} → \d{4}-\d{2}-\d{2} \(/);

		const pollingEmail = pollingAlert.nodes.find(
			(node) => node.type === 'n8n-nodes-base.emailSend',
		)!;
		expect(String(pollingEmail.parameters.subject)).toMatch(
			/^=\{\{ \$json\.urgency_label \}\}: LFD \{\{ \$json\.last_free_day /,
		);
		expect(String(pollingEmail.parameters.text)).toContain('Urgency: {{ $json.urgency_label }}');
		expect(String(pollingEmail.parameters.text)).toContain('.toISODate()');

		// One change reaches both alerts: each email's last line names the workflow that sent it.
		expect(message.text.split('\n').at(-1)).toBe(
			'Sent by the n8n workflow "Terminal49: LFD alert email" (Terminal49 Trigger: Terminal49 delivered the change)',
		);
		expect(String(pollingEmail.parameters.text).split('\n').at(-1)).toBe(
			'Sent by the n8n workflow "{{ $workflow.name }}" (Terminal49 Polling Trigger: found at its poll)',
		);
		expect(sentBy(message.text)).toBe('Terminal49: LFD alert email');
		expect(
			sentBy(
				String(pollingEmail.parameters.text).replace('{{ $workflow.name }}', pollingAlert.name),
			),
		).toBe(pollingAlert.name);
	});
});

describe('the examples’ sticky notes', () => {
	/**
	 * A generous estimate of the height n8n's sticky note needs for its Markdown: about 7.2 px a
	 * character and 21 px a line at its 14 px text, a heading a line and a half, a paragraph break
	 * most of a line, and the note's padding. A note cut off hides how to try the example.
	 */
	function heightNeeded(content: string, width: number): number {
		const perLine = Math.floor((width - 24) / 7.2);
		const lines = content
			.split('\n')
			.reduce(
				(sum, paragraph) =>
					sum +
					(paragraph.startsWith('## ')
						? 1.6
						: paragraph.trim() === ''
							? 0.7
							: Math.ceil(paragraph.length / perLine)),
				0,
			);
		return lines * 21 + 32;
	}

	const notes = [
		'document-upload-tracking.json',
		'lfd-alert-email.json',
		'lfd-alert-polling.json',
	].flatMap((file) =>
		readExample(file)
			.nodes.filter((node) => node.type === 'n8n-nodes-base.stickyNote')
			.map((node) => [file, node.parameters] as const),
	);

	it.each(notes)('%s: the note is tall enough for its text', (_file, note) => {
		const width = Number(note.width);
		expect(Number(note.height)).toBeGreaterThanOrEqual(heightNeeded(String(note.content), width));
	});
});
