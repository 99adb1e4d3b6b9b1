/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * The package in a real n8n, 1.x (Node 20) and 2.x (Node 24), installed from its `npm pack`
 * tarball the way n8n installs a community package, against the mock of the API in this process
 * and a local SMTP sink. One n8n start per line, plus one restart.
 *
 *   npm run test:e2e               both lines, one after the other
 *   E2E_N8N=2 npm run test:e2e     one line
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { packedTarball } from '../../scripts/n8n/communityPackage';
import type { Execution } from '../../scripts/n8n/http';
import { http, sleep } from '../../scripts/n8n/http';
import type { Instance, WorkflowJson } from '../../scripts/n8n/instance';
import {
	copyExampleFiles,
	credentialRecords,
	importAll,
	loadExamples,
	startInstance,
	triggerWebhookPath,
} from '../../scripts/n8n/instance';
import type { RunOutput } from '../../scripts/n8n/server';
import { executeWorkflow, freePort, nodeOutput } from '../../scripts/n8n/server';
import {
	E2E_DIR,
	VERSIONS,
	installDir,
	linesFromEnv,
	type N8nLine,
} from '../../scripts/n8n/versions';
import {
	containerUpdated,
	lfdChanged,
	trackingRequest,
	withWebhookRecord,
} from '../fixtures/webhookPayloads';
import { isoUtc, replanLastFreeDays, SEED } from '../mock/fixtures';
import type { MockApi } from '../mock/server';
import { startMockApi } from '../mock/server';
import { containerUpdateFor, deliver, registrationsFor } from './support/deliveries';
import type { SmtpSink } from './support/smtpSink';
import { startSmtpSink } from './support/smtpSink';

const LINES = linesFromEnv(process.env.E2E_N8N);
const OWNER = {
	email: 'e2e@example.com',
	password: 'E2e-Passw0rd',
	firstName: 'E2E',
	lastName: 'Owner',
};
const E2E_WORKFLOWS = path.join(__dirname, 'workflows');
const TRIGGER_NODE = 'Terminal49 Trigger';
const POLLING_NODE = 'Terminal49 Polling Trigger';
/** The polling trigger reads its own mock through its own credential, so no other test changes what it sees. */
const POLLING_CREDENTIAL = {
	id: 't49PollingApiKey',
	name: 'Terminal49 API (polling)',
	type: 'terminal49Api',
};

/** A multipart/form-data body with one file field, as a browser submits an n8n form. */
function multipartFile(
	field: string,
	fileName: string,
	mimeType: string,
	bytes: Buffer,
): { body: Buffer; contentType: string } {
	const boundary = `----t49e2e${Date.now().toString(16)}`;
	const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${mimeType}\r\n\r\n`;
	return {
		body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
		contentType: `multipart/form-data; boundary=${boundary}`,
	};
}

function readWorkflow(file: string): WorkflowJson {
	return JSON.parse(fs.readFileSync(path.join(E2E_WORKFLOWS, file), 'utf8')) as WorkflowJson;
}

async function until<T>(
	what: string,
	probe: () => Promise<T | undefined> | T | undefined,
	timeoutMs = 30_000,
): Promise<T> {
	const t0 = Date.now();
	for (;;) {
		const value = await probe();
		if (value !== undefined) return value;
		if (Date.now() - t0 > timeoutMs)
			throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
		await sleep(200);
	}
}

/** The xlsx library the line's n8n reads and writes spreadsheets with (1.x: xlsx, 2.x: its fork @e965/xlsx). */
function n8nXlsx(line: N8nLine): {
	readFile(f: string): { SheetNames: string[]; Sheets: Record<string, unknown> };
	writeFile(book: unknown, f: string): void;
	utils: {
		sheet_to_json(sheet: unknown, options: { defval: string }): Array<Record<string, unknown>>;
		json_to_sheet(rows: unknown[]): unknown;
	};
} {
	const fromN8n = createRequire(
		path.join(installDir(line), 'node_modules', 'n8n-nodes-base', 'package.json'),
	);
	return fromN8n(line === '1' ? 'xlsx' : '@e965/xlsx') as ReturnType<typeof n8nXlsx>;
}

/** Local calendar date of an instant in a zone, as Luxon's toISODate() writes it: 2026-11-29. */
function isoDay(iso: string, timeZone: string): string {
	const parts = Object.fromEntries(
		new Intl.DateTimeFormat('en-US', {
			timeZone,
			day: '2-digit',
			month: '2-digit',
			year: 'numeric',
		})
			.formatToParts(new Date(iso))
			.map((p) => [p.type, p.value]),
	);
	return `${parts.year}-${parts.month}-${parts.day}`;
}

describe.each(LINES)('n8n %s.x runs the packed package', (line: N8nLine) => {
	const version = VERSIONS[line].n8n;
	const userFolder = path.join(E2E_DIR, 'run', `e2e-n8n-${line}`);
	const filesDir = path.join(userFolder, 'files');
	const netlogFile = path.join(userFolder, 'netlog.txt');
	const timings: Record<string, number> = {};
	const examples = loadExamples(filesDir);
	const example = (id: string): WorkflowJson => {
		const found = examples.find((w) => w.id === id);
		if (!found) throw new Error(`no example ${id}`);
		return found;
	};
	const triggerWorkflow = readWorkflow('trigger.json');
	const tour = readWorkflow('action-tour.json');
	const pollingWorkflow = readWorkflow('polling-trigger.json');
	const httpRequestWorkflow = readWorkflow('http-request.json');

	let mock: MockApi;
	let pollingMock: MockApi;
	let sink: SmtpSink;
	let n8n: Instance;

	const execute = async (id: string): Promise<RunOutput> => {
		const t0 = Date.now();
		const { run, code, stdout, stderr } = await executeWorkflow(line, id, n8n.cliOptions);
		timings[`execute ${id}`] = Date.now() - t0;
		if (code !== 0 || run.status !== 'success') {
			throw new Error(
				`${id} failed: ${JSON.stringify(run.data.resultData.error)}\n${stdout.slice(-2000)}\n${stderr.slice(-2000)}`,
			);
		}
		return run;
	};
	const webhookUrl = (workflow: WorkflowJson): string =>
		`${n8n.server.baseUrl}/webhook/${triggerWebhookPath(workflow)}`;
	const executions = (workflowId: string): Promise<Execution[]> => n8n.api.executions(workflowId);
	/** Waits for `count` finished executions of the workflow, then returns the newest with its data. */
	const newestExecution = async (
		workflowId: string,
		count: number,
		timeoutMs?: number,
	): Promise<Execution> => {
		const list = await until(
			`${count} finished executions of ${workflowId}`,
			async () => {
				const all = await executions(workflowId);
				return all.length >= count &&
					all.every((e) => e.finished || e.status === 'error' || e.status === 'success')
					? all
					: undefined;
			},
			timeoutMs,
		);
		const newest = list.reduce((a, b) => (Number(a.id) > Number(b.id) ? a : b));
		return await n8n.api.get<Execution>(`/executions/${newest.id}?includeData=true`);
	};
	const triggerOutput = (execution: Execution): Record<string, unknown> => {
		const items = execution.data?.resultData.runData[TRIGGER_NODE]?.[0]?.data?.main?.[0] ?? [];
		expect(items).toHaveLength(1);
		return items[0].json;
	};

	beforeAll(async () => {
		const t0 = Date.now();
		fs.rmSync(userFolder, { recursive: true, force: true });
		mock = await startMockApi();
		pollingMock = await startMockApi();
		sink = await startSmtpSink();
		copyExampleFiles(filesDir);
		// The mock's port is chosen at start; the workflow names the whole URL, as a user does.
		const httpRequest = httpRequestWorkflow.nodes.find((node) => node.name === 'HTTP Request');
		if (httpRequest)
			httpRequest.parameters = {
				...httpRequest.parameters,
				url: `${mock.url}/containers/${SEED.containers[0].id}`,
			};
		n8n = await startInstance(line, {
			userFolder,
			port: await freePort(),
			tarball: packedTarball(),
			owner: OWNER,
			filesDir,
			netlogFile,
		});
		timings.firstStart = n8n.server.startupMs;
		const t1 = Date.now();
		await importAll(line, n8n.cliOptions, {
			credentials: [
				...credentialRecords({
					terminal49: { baseUrl: mock.url, apiKey: mock.apiKey },
					smtp: { host: sink.host, port: sink.port },
				}),
				{ ...POLLING_CREDENTIAL, data: { apiKey: pollingMock.apiKey, baseUrl: pollingMock.url } },
			],
			workflows: [...examples, triggerWorkflow, tour, pollingWorkflow, httpRequestWorkflow],
		});
		timings.imports = Date.now() - t1;
		// n8n polls at most once a minute: activated now, its polls run while the other tests do.
		await n8n.api.activate(pollingWorkflow.id);
		timings.setup = Date.now() - t0;
	}, 300_000);

	// Days left, urgencies and the digest's order are counted from today in each port's zone, and n8n's
	// clock cannot be pinned: a port's midnight may pass between the seed and a test (the polling
	// test alone takes two minutes), so each test starts from last free days planned from today.
	beforeEach(() => replanLastFreeDays(mock.state));

	afterAll(async () => {
		await n8n?.stop();
		await mock?.close();
		await pollingMock?.close();
		await sink?.close();
		const summary = Object.entries(timings)
			.map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`)
			.join(', ');
		process.stderr.write(`[e2e] n8n ${version} timings: ${summary}\n`);
		fs.writeFileSync(
			path.join(E2E_DIR, `timings-n8n-${line}.json`),
			`${JSON.stringify({ version, timings }, null, 2)}\n`,
		);
	});

	describe('the action node', () => {
		it('runs every kind of operation, with errors as items under On Error', async () => {
			const run = await execute(tour.id);
			const container = SEED.containers[0];
			const [got] = nodeOutput(run, 'Container Get');
			expect(got).toMatchObject({
				id: container.id,
				type: 'container',
				number: mock.state.containers[0].attributes.number,
				shipment: { id: container.shipmentId, bill_of_lading_number: '243891157' },
				pod_terminal: { name: 'APM Terminals Pier 400' },
			});
			const events = nodeOutput(run, 'Transport Events');
			expect(events.length).toBeGreaterThan(2);
			expect(events.every((e) => typeof e.event === 'string')).toBe(true);
			const [shipment] = nodeOutput(run, 'Shipment Get');
			expect(shipment).toMatchObject({
				bill_of_lading_number: '243891157',
				customer_name: 'Acme Imports',
			});
			expect(shipment.containers).toHaveLength(4);
			expect(nodeOutput(run, 'Tracking Requests').map((t) => t.request_number)).toEqual(
				expect.arrayContaining(['243891157', 'ONEYSHAB1234500', 'EGLV000000000']),
			);
			expect(nodeOutput(run, 'Field Definitions').map((d) => d.api_slug)).toEqual(
				expect.arrayContaining(['trucker_name', 'dispatch_status', 'special_requirements']),
			);
			// Continue (regular output): the error takes the item's place.
			const [bad] = nodeOutput(run, 'Bad ID');
			expect(String(bad.error)).toMatch(/Container ID/);
			// Continue (using error output): n8n routes the failed item to the second output.
			expect(nodeOutput(run, 'Unknown Container', 0)).toEqual([]);
			const unknown = nodeOutput(run, 'Unknown Container', 1);
			expect(unknown).toEqual([
				{
					error: expect.stringMatching(/^Terminal49 answered 404/),
					message: expect.stringMatching(/^No container with id/),
				},
			]);
		});

		it('n8n\'s HTTP Request node, Authentication "Predefined Credential Type" → Terminal49 API, reaches the API with the key', async () => {
			const [answer] = nodeOutput(await execute(httpRequestWorkflow.id), 'HTTP Request');
			expect(answer).toMatchObject({ data: { id: SEED.containers[0].id, type: 'container' } });
		});

		it('example "daily LFD digest": one email, text and HTML, one line per container overdue, due today or within 3 days, most urgent first, with no code', async () => {
			const since = sink.messages.length;
			const run = await execute('T49DailyDigest');
			const resolved = ['picked_up', 'delivered', 'dropped', 'empty_returned'];
			const due = SEED.containers
				.map((c, i) => ({ ...c, number: mock.state.containers[i].attributes.number }))
				.filter((c) => c.lfdInDays !== null && c.lfdInDays <= 3 && !resolved.includes(c.status))
				.sort((a, b) => Number(a.lfdInDays) - Number(b.lfdInDays));
			expect(due.length).toBeGreaterThanOrEqual(3);
			const [digest] = nodeOutput(run, 'Containers due soon');
			expect((digest.containers as Array<Record<string, unknown>>).map((c) => c.number)).toEqual(
				due.map((c) => c.number),
			);

			const mail = await sink.waitForMessage({ since });
			expect(mail.to).toEqual(['ops@example.com']);
			const overdue = due.filter((c) => Number(c.lfdInDays) < 0).length;
			const today = due.filter((c) => c.lfdInDays === 0).length;
			const soon = due.length - overdue - today;
			expect(mail.subject).toBe(
				`To pick up: ${due.length} containers: ${overdue} overdue, ${today} due today, ${soon} imminent`,
			);
			// A line per container, then, as the seed's ports lie in several zones, the line that says why days differ.
			const [, ...lines] = mail.text.trim().split('\n');
			expect(lines.pop()).toMatch(/^Days left are counted in each last free day’s own time zone/);
			expect(lines.map((l) => l.split(' | ')[0])).toEqual(due.map((c) => c.number));
			expect(lines[0]).toMatch(
				/ \| Overdue \| LFD \d{4}-\d{2}-\d{2} \(America\/[A-Za-z_]+\) \| 3 days overdue \| /,
			);
			expect(mail.text).toMatch(/APM Terminals Pier 400 \| holds: customs/);
			expect(mail.text).toMatch(/BL 243891157/);
		});

		it('example "custom fields from a spreadsheet": rows by container number, typed updates per row, failed rows reported with their hint, the rest go on', async () => {
			const run = await execute('T49CustomFields');
			expect(nodeOutput(run, 'Rows')).toHaveLength(9);
			expect(nodeOutput(run, 'Updated').map((u) => u.value)).toEqual([
				'Pacific Haulers',
				'1250.5',
				'true',
				'2030-01-15',
				'scheduled',
				'liftgate, hazmat_placards',
			]);
			const failed = nodeOutput(run, 'Failed rows');
			expect(failed.map((f) => f.field)).toEqual(['dispatch_status', 'colour', 'trucker_name']);
			expect(String(failed[0].error)).toMatch(/urgent/);
			expect(String(failed[1].error)).toMatch(/colour/);
			expect(String(failed[2].error)).toMatch(/"MSKU2431003" is not a valid container number/);
			// each failed row keeps what to do about it
			expect(failed.every((f) => String(f.hint) !== '')).toBe(true);

			const value = (containerIndex: number, slug: string): unknown =>
				mock.state.customFields.find(
					(f) =>
						f.entityType === 'container' &&
						f.entityId === SEED.containerIds[containerIndex] &&
						f.apiSlug === slug,
				)?.value;
			expect(value(0, 'trucker_name')).toBe('Pacific Haulers');
			expect(value(0, 'demurrage_budget_usd')).toBe(1250.5);
			expect(value(0, 'appointment_confirmed')).toBe(true);
			expect(value(1, 'planned_pickup_date')).toBe('2030-01-15');
			expect(value(1, 'dispatch_status')).toBe('scheduled');
			expect(value(4, 'special_requirements')).toEqual(['liftgate', 'hazmat_placards']);
			expect(value(4, 'dispatch_status')).toBeUndefined();
		});

		it('example "containers to a spreadsheet": every container in an XLSX with the columns ops look at', async () => {
			const file = path.join(filesDir, 'containers.xlsx');
			fs.rmSync(file, { force: true });
			const run = await execute('T49ContainerXlsx');
			expect(nodeOutput(run, 'All containers')).toHaveLength(mock.state.containers.length);

			// Read it back with the xlsx library n8n itself uses.
			const xlsx = n8nXlsx(line);
			const book = xlsx.readFile(file);
			expect(book.SheetNames).toEqual(['Containers']);
			const rows = xlsx.utils.sheet_to_json(book.Sheets.Containers, { defval: '' });
			expect(rows).toHaveLength(mock.state.containers.length);
			expect(Object.keys(rows[0])).toEqual([
				'Container',
				'Status',
				'Last free day',
				'Days left',
				'Urgency',
				'Available',
				'Holds',
				'Terminal',
				'Bill of lading',
				'References',
				'Terminal49 ID',
			]);
			const first = mock.state.containers[0].attributes;
			expect(rows.find((r) => r.Container === first.number)).toEqual({
				Container: first.number,
				Status: 'Available for pickup',
				'Last free day': new Intl.DateTimeFormat('en-CA', {
					timeZone: 'America/Los_Angeles',
				}).format(new Date(String(first.pickup_lfd))),
				'Days left': '2',
				Urgency: 'Imminent',
				Available: 'yes',
				Holds: '',
				Terminal: 'APM Terminals Pier 400',
				'Bill of lading': '243891157',
				References: expect.any(String),
				'Terminal49 ID': SEED.containerIds[0],
			});
			expect(rows.find((r) => r['Terminal49 ID'] === SEED.containerIds[1])?.Holds).toBe('customs');
		});

		it('example "custom fields round trip": out to an XLSX file, three cells edited there, back through Set Many: exactly those three cells written', async () => {
			const file = path.join(filesDir, 'container-custom-fields.xlsx');
			fs.rmSync(file, { force: true });
			const out = await execute('T49FieldsOut');
			expect(nodeOutput(out, 'Containers with custom fields')).toHaveLength(
				mock.state.containers.length,
			);

			// The user's edit, with the xlsx library n8n itself uses: three cells of three containers.
			const xlsx = n8nXlsx(line);
			const book = xlsx.readFile(file);
			expect(book.SheetNames).toEqual(['Custom fields']);
			const rows = xlsx.utils.sheet_to_json(book.Sheets['Custom fields'], { defval: '' });
			expect(rows).toHaveLength(mock.state.containers.length);
			expect(Object.keys(rows[0])).toEqual(
				expect.arrayContaining([
					'id',
					'number',
					'trucker_name',
					'po_list',
					'appointment_confirmed',
				]),
			);
			const [a, b, c] = SEED.containerIds;
			const row = (id: string) => rows.find((r) => r.id === id)!;
			row(a).trucker_name = 'Round Trip Haulage';
			row(b).dispatch_status = 'Delivered';
			row(c).po_list = 'PO-10043, "ACME, Inc"';
			book.Sheets['Custom fields'] = xlsx.utils.json_to_sheet(rows);
			xlsx.writeFile(book, file);

			const before = mock.state.customFieldWrites.length;
			const back = await execute('T49FieldsBack');
			expect(nodeOutput(back, 'Rows')).toHaveLength(mock.state.containers.length);
			expect(nodeOutput(back, 'Failed rows')).toEqual([]);
			expect(
				mock.state.customFieldWrites.slice(before).map((w) => [w.entityId, w.apiSlug, w.value]),
			).toEqual([
				[a, 'trucker_name', 'Round Trip Haulage'],
				[b, 'dispatch_status', 'delivered'],
				[c, 'po_list', ['po_10043', 'acme_inc']],
			]);
			const written = nodeOutput(back, 'Written').filter((w) => w.written !== '');
			expect(written.map((w) => [w.container_number, w.written])).toEqual([
				[mock.state.containers[0].attributes.number, 'trucker_name'],
				[mock.state.containers[1].attributes.number, 'dispatch_status'],
				[mock.state.containers[2].attributes.number, 'po_list'],
			]);
		});
	});

	describe('documents', () => {
		it('example "document upload": a file sent through the form is uploaded; its document.extracted starts tracking the bill of lading', async () => {
			const workflow = example('T49DocUpload');
			await n8n.api.activate(workflow.id);
			const hookUrl = webhookUrl(workflow);
			await until('the document webhook registration', () =>
				registrationsFor(mock.state, hookUrl).length === 1 ? true : undefined,
			);
			expect(registrationsFor(mock.state, hookUrl)[0].events).toEqual(['document.extracted']);
			const webhookReads = (): number =>
				mock.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/webhooks')).length;
			const readsAtActivation = webhookReads();

			// A Form Trigger's production URL is /form/<its webhookId>.
			const formPath = workflow.nodes.find(
				(node) => node.type === 'n8n-nodes-base.formTrigger',
			)?.webhookId;
			const form = multipartFile(
				'field-0',
				'BL HLCU2718281828.pdf',
				'application/pdf',
				Buffer.from('%PDF-1.4\nBill of lading HLCU2718281828\n%%EOF\n'),
			);
			// 2.x registers the form's webhook asynchronously, after activation has answered.
			const submitted = await until('the form to accept a submission', async () => {
				const response = await http('POST', `${n8n.server.baseUrl}/form/${formPath}`, {
					rawBody: form.body,
					headers: { 'content-type': form.contentType },
				});
				return response.status === 404 ? undefined : response;
			});
			expect([submitted.status, submitted.text.slice(0, 300)]).toEqual([200, expect.any(String)]);

			// The trigger must accept Terminal49's signed document.extracted: a 401 here means it held no
			// signing secret and could not read it back.
			const store = mock.state.documents;
			const delivery = await until('the document.extracted delivery', () => store.deliveries[0]);
			expect({ event: delivery.event, status: delivery.status }).toEqual({
				event: 'document.extracted',
				status: 200,
			});

			// Two runs of the workflow: the form's upload, then the trigger's document.extracted.
			const runs = await until(
				'the upload and the extraction runs',
				async () => {
					const all = await executions(workflow.id);
					return all.length >= 2 &&
						all.every((e) => e.finished || e.status === 'error' || e.status === 'success')
						? all
						: undefined;
				},
				60_000,
			);
			const withData = await Promise.all(
				runs.map((e) => n8n.api.get<Execution>(`/executions/${e.id}?includeData=true`)),
			);
			const outputOf = (node: string) =>
				withData
					.flatMap((e) => e.data?.resultData.runData[node]?.[0]?.data?.main?.[0] ?? [])
					.map((item) => item.json);
			const [uploaded] = outputOf('Upload to Terminal49');
			expect(uploaded).toMatchObject({
				name: 'BL HLCU2718281828.pdf',
				file_content_type: 'application/pdf',
				duplicate: false,
			});

			// Verified with the secret saved at activation, without reading the registration back from
			// Terminal49: n8n 1.x saves no static data for a workflow id over 16 characters.
			expect(webhookReads()).toBe(readsAtActivation);

			const put = store.storageRequests.find(
				(request) => request.method === 'PUT' && request.status === 200,
			);
			expect(put?.headers.authorization).toBeUndefined();
			expect(store.deliveries).toEqual([
				expect.objectContaining({
					event: 'document.extracted',
					documentId: uploaded.id,
					status: 200,
				}),
			]);

			const [extracted] = outputOf('Document extracted');
			expect(extracted).toMatchObject({
				event: 'document.extracted',
				document: {
					id: uploaded.id,
					name: 'BL HLCU2718281828.pdf',
					document_type: 'bill_of_lading',
					file_content_type: 'application/pdf',
				},
				email_submission: null,
				extracted: { bill_of_lading_number: 'HLCU2718281828' },
				schema_version: '2026-03-23',
			});
			expect(outputOf('Track the shipment')).toEqual([
				expect.objectContaining({
					request_number: 'HLCU2718281828',
					request_type: 'bill_of_lading',
				}),
			]);
			await n8n.api.deactivate(workflow.id);
		}, 120_000);
	});

	describe('the polling trigger', () => {
		/** Full reads of the account (activation reads one container only). */
		const fullPolls = (): number =>
			pollingMock.requests.filter(
				(r) => r.path === '/containers' && r.query['page[size]'] === '100',
			).length;

		it('records a baseline without a run; an LFD moved on Terminal49 starts one run at the next poll, and the poll after it none', async () => {
			// Activation (in beforeAll) reads one container; the first full read is the baseline. This
			// runs before the trigger tests restart n8n: a restart before the first run re-baselines.
			await until('the baseline poll', () => (fullPolls() >= 1 ? true : undefined), 75_000);
			await sleep(1000);
			expect(await executions(pollingWorkflow.id)).toHaveLength(0);

			const container = pollingMock.state.containers.find(
				(c) => typeof c.attributes.pickup_lfd === 'string',
			)!;
			const previous = String(container.attributes.pickup_lfd);
			container.attributes.pickup_lfd = isoUtc(Date.parse(previous) + 2 * 86_400_000);
			const pollsBefore = fullPolls();

			const run = await newestExecution(pollingWorkflow.id, 1, 75_000);
			expect(fullPolls()).toBe(pollsBefore + 1);
			const items = run.data?.resultData.runData[POLLING_NODE]?.[0]?.data?.main?.[0] ?? [];
			expect(items.map((item) => item.json)).toEqual([
				expect.objectContaining({
					event: 'container.pickup_lfd.changed',
					container: expect.objectContaining({
						id: container.id,
						number: container.attributes.number,
					}),
					lfd: expect.objectContaining({
						field: 'pickup_lfd',
						value: container.attributes.pickup_lfd,
					}),
					changes: { pickup_lfd: { previous, current: container.attributes.pickup_lfd } },
				}),
			]);

			// The memory n8n kept between polls is current: the next poll finds nothing new.
			await until(
				'the poll after the run',
				() => (fullPolls() >= pollsBefore + 2 ? true : undefined),
				75_000,
			);
			await sleep(2000);
			expect(await executions(pollingWorkflow.id)).toHaveLength(1);
		}, 200_000);
	});

	describe('the trigger', () => {
		let registrationUrl: string;

		it("activating registers a webhook for n8n's production URL with the chosen events", async () => {
			registrationUrl = webhookUrl(triggerWorkflow);
			await n8n.api.activate(triggerWorkflow.id);
			await n8n.api.activate('T49LfdAlertEmail');
			// 2.x activates asynchronously, after the API has answered.
			const [registration] = await until('the registration', () => {
				const found = registrationsFor(mock.state, registrationUrl);
				return found.length > 0 ? found : undefined;
			});
			expect(registrationsFor(mock.state, registrationUrl)).toHaveLength(1);
			expect(registration.url).toMatch(
				/^http:\/\/127\.0\.0\.1:\d+\/webhook\/[0-9a-f-]{36}\/webhook$/,
			);
			expect([...registration.events].sort()).toEqual([
				'container.pickup_lfd.changed',
				'container.updated',
				'tracking_request.succeeded',
			]);
			await until("the email workflow's registration", () =>
				registrationsFor(mock.state, webhookUrl(example('T49LfdAlertEmail'))).length === 1
					? true
					: undefined,
			);
		});

		const secret = (): string => registrationsFor(mock.state, registrationUrl)[0].secret;

		it('a signed LFD change starts one run with the simplified fields', async () => {
			const body = lfdChanged({
				event: 'container.pickup_lfd.changed',
				n: 0x101,
				eventAttributes: { value: '2026-03-11T07:00:00Z' },
			});
			const response = await deliver(registrationUrl, body, secret());
			expect(response.status).toBe(200);
			const out = triggerOutput(await newestExecution(triggerWorkflow.id, 1));
			expect(out).toMatchObject({
				event: 'container.pickup_lfd.changed',
				notification_id: body.data.id,
				lfd: {
					field: 'pickup_lfd',
					value: '2026-03-11T07:00:00Z',
					timezone: 'America/Los_Angeles',
				},
				container: { number: 'MSCU5046913', pod_timezone: 'America/Los_Angeles' },
			});
		});

		it('container.updated gives its changes as {previous, current}', async () => {
			const response = await deliver(registrationUrl, containerUpdated(0x102), secret());
			expect(response.status).toBe(200);
			const out = triggerOutput(await newestExecution(triggerWorkflow.id, 2));
			expect(out).toMatchObject({
				event: 'container.updated',
				changes: {
					pickup_lfd: { previous: null, current: '2026-03-09T07:00:00Z' },
					available_for_pickup: { previous: false, current: true },
				},
				container: { number: 'MSCU5046913' },
			});
		});

		it('tracking_request.succeeded gives the request and its shipment', async () => {
			const response = await deliver(
				registrationUrl,
				trackingRequest('tracking_request.succeeded', 0x103),
				secret(),
			);
			expect(response.status).toBe(200);
			const out = triggerOutput(await newestExecution(triggerWorkflow.id, 3));
			expect(out).toMatchObject({
				event: 'tracking_request.succeeded',
				tracking_request: { request_number: 'MEDUFR030802', status: 'created' },
				shipment: { bill_of_lading_number: 'MEDUFR030802' },
			});
		});

		it('a forged or missing signature is answered 401 and starts nothing', async () => {
			const body = lfdChanged({ event: 'container.pickup_lfd.changed', n: 0x104 });
			const forged = await deliver(registrationUrl, body, 'not-the-secret');
			expect(forged.status).toBe(401);
			const missing = await deliver(registrationUrl, body, secret(), { signature: '' });
			expect(missing.status).toBe(401);
			await sleep(1500);
			expect(await executions(triggerWorkflow.id)).toHaveLength(3);
		});

		it('the same notification delivered 12 times starts one run', async () => {
			const body = lfdChanged({ event: 'container.pickup_lfd.changed', n: 0x105 });
			for (let i = 0; i < 12; i++) {
				expect((await deliver(registrationUrl, body, secret())).status).toBe(200);
			}
			await newestExecution(triggerWorkflow.id, 4);
			await sleep(1500);
			expect(await executions(triggerWorkflow.id)).toHaveLength(4);
		});

		it("a delivery read through the zod schemas, odd shapes and an included webhook: one run, no secret; zod is n8n's own, not shipped", async () => {
			// The package ships no zod: n8n provides it to community nodes at run time.
			const installed = path.join(
				userFolder,
				'.n8n',
				'nodes',
				'node_modules',
				'n8n-nodes-terminal49',
			);
			const manifest = JSON.parse(
				fs.readFileSync(path.join(installed, 'package.json'), 'utf8'),
			) as { dependencies?: Record<string, string> };
			expect(manifest.dependencies ?? {}).toEqual({});
			expect(fs.existsSync(path.join(installed, 'node_modules', 'zod'))).toBe(false);
			expect(
				fs.readFileSync(
					path.join(installed, 'dist', 'nodes', 'Terminal49', 'trigger', 'notification.js'),
					'utf8',
				),
			).toMatch(/require\("zod"\)/);

			const base = withWebhookRecord(
				lfdChanged({
					event: 'container.pickup_lfd.changed',
					n: 0x107,
					eventAttributes: { value: '2026-03-12T07:00:00Z' },
				}),
			);
			const body = {
				...base,
				data: { ...base.data, relationships: { ...base.data.relationships, webhook: null } },
				included: [
					null,
					...(base.included ?? []).map((record) => ({
						...record,
						relationships: { ...record.relationships, shipment: null, odd: { data: [null] } },
					})),
				],
			};
			const response = await deliver(registrationUrl, JSON.stringify(body), secret());
			expect(response.status).toBe(200);
			const execution = await newestExecution(triggerWorkflow.id, 5);
			const out = triggerOutput(execution);
			expect(out).toMatchObject({
				notification_id: base.data.id,
				lfd: { field: 'pickup_lfd', value: '2026-03-12T07:00:00Z' },
			});
			expect(JSON.stringify(execution.data)).not.toContain('do-not-leak');
		});

		it('example "LFD alert email": one readable message per LFD change, the urgency and customer reference in the subject; previous → new LFD in the port\'s time zone, bill of lading, terminal, days left, urgency, holds, status and a link to the container in Terminal49', async () => {
			const since = sink.messages.length;
			const alertUrl = webhookUrl(example('T49LfdAlertEmail'));
			const alertSecret = registrationsFor(mock.state, alertUrl)[0].secret;
			const container = mock.state.containers[0];
			const current = String(container.attributes.pickup_lfd);
			const previous = isoUtc(Date.parse(current) - 24 * 3600 * 1000);
			// A change at the terminal that is not the LFD sends nothing.
			const holdsOnly = containerUpdateFor(mock.state, container.id, {
				changeset: { available_for_pickup: [false, true] },
			});
			expect((await deliver(alertUrl, holdsOnly, alertSecret)).status).toBe(200);
			expect(
				(
					await deliver(
						alertUrl,
						containerUpdateFor(mock.state, container.id, { previousLfd: previous }),
						alertSecret,
					)
				).status,
			).toBe(200);
			const mail = await sink.waitForMessage({ since });
			const date = isoDay(current, 'America/Los_Angeles');
			expect(mail.to).toEqual(['ops@example.com']);
			const refs = (
				mock.state.shipments.find((s) => s.id === container.relationships.shipment.data?.id)
					?.attributes.ref_numbers ?? []
			).join(', ');
			expect(refs).toContain('PO-10042');
			expect(mail.subject).toBe(
				`Imminent: LFD ${date} for container ${container.attributes.number} (${refs})`,
			);
			expect(mail.text.trim()).toBe(
				[
					`Last free day changed for container ${container.attributes.number}.`,
					'',
					`Customer reference: ${refs}`,
					'Bill of lading: 243891157',
					'Terminal: APM Terminals Pier 400',
					`Last free day: ${isoDay(previous, 'America/Los_Angeles')} → ${date} (America/Los_Angeles)`,
					'Days left: 2',
					'Urgency: Imminent',
					'Holds: none',
					'Status: Available for pickup',
					'',
					`Open in Terminal49: https://app.terminal49.com/shipments/find?q=${container.attributes.number}`,
					'',
					`Sent by the n8n workflow "${example('T49LfdAlertEmail').name}" (Terminal49 Trigger: Terminal49 delivered the change)`,
				].join('\n'),
			);
			await sleep(2000);
			expect(sink.messages.length - since).toBe(1);
		});

		it('deactivating removes the registration from Terminal49', async () => {
			await n8n.api.deactivate(triggerWorkflow.id);
			await until('the registration to be removed', () =>
				registrationsFor(mock.state, registrationUrl).length === 0 ? true : undefined,
			);
		});

		it('after a restart with the workflow active, deliveries still start runs and no second registration appears', async () => {
			await n8n.api.activate(triggerWorkflow.id);
			await until('the new registration', () =>
				registrationsFor(mock.state, registrationUrl).length === 1 ? true : undefined,
			);
			const before = await executions(triggerWorkflow.id);
			const sinceRestart = mock.requests.length;
			const t0 = Date.now();
			await n8n.restart();
			timings.restart = Date.now() - t0;

			const body = lfdChanged({ event: 'container.pickup_lfd.changed', n: 0x106 });
			const response = await deliver(registrationUrl, body, secret());
			expect(response.status).toBe(200);
			const out = triggerOutput(await newestExecution(triggerWorkflow.id, before.length + 1));
			expect(out.notification_id).toBe(body.data.id);

			// 1.123 checks each registration at start (checkExists: one GET); 2.41 calls nothing.
			// Either way nothing is registered or removed.
			await sleep(2000);
			const calls = mock.requests.slice(sinceRestart).filter((r) => r.path.startsWith('/webhooks'));
			process.stderr.write(
				`[e2e] n8n ${version} after restart called: ${calls.map((r) => `${r.method} ${r.path}`).join(', ') || 'nothing'}\n`,
			);
			expect(calls.filter((r) => r.method !== 'GET')).toEqual([]);
			expect(registrationsFor(mock.state, registrationUrl)).toHaveLength(1);
			expect(registrationsFor(mock.state, webhookUrl(example('T49LfdAlertEmail')))).toHaveLength(1);
		});
	});

	it('n8n tried to reach no host outside this machine', () => {
		const attempts = fs.existsSync(netlogFile) ? fs.readFileSync(netlogFile, 'utf8').trim() : '';
		expect(attempts).toBe('');
	});
});
