/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * What a user sees in the editor of a real n8n 2.x, in headless Chromium: sign in, open the LFD
 * alert example, open its Terminal49 node's panel (parameters render, no console errors), and run
 * a Terminal49 action from the editor; then the jobs the package is for, as a new user walks them:
 * an LFD alert from a sample delivery ("Test this trigger"), a sheet of container numbers to LFD
 * and status, custom fields from a sheet of numbers, and a document's extraction event. Runs when
 * the 2.x line is tested (E2E_N8N unset or 2). Seconds from "Test this trigger" to items go to
 * .e2e/timings-browser.json.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Browser, Page } from 'puppeteer-core';

import { packedTarball } from '../../scripts/n8n/communityPackage';
import type { Instance, WorkflowJson } from '../../scripts/n8n/instance';
import {
	copyExampleFiles,
	credentialRecords,
	importAll,
	loadExamples,
	startInstance,
} from '../../scripts/n8n/instance';
import { freePort } from '../../scripts/n8n/server';
import { E2E_DIR, linesFromEnv } from '../../scripts/n8n/versions';
import type { MockApi } from '../mock/server';
import { startMockApi } from '../mock/server';
import {
	collectPageErrors,
	launchBrowser,
	openNode,
	parameterValues,
	signIn,
} from './support/browser';
import type { SmtpSink } from './support/smtpSink';
import { startSmtpSink } from './support/smtpSink';

const OWNER = {
	email: 'browser@example.com',
	password: 'Browser-Passw0rd',
	firstName: 'Browser',
	lastName: 'User',
};
const runs = linesFromEnv(process.env.E2E_N8N).includes('2');
/** Set Many with Map Each Column Manually and no field set yet, as a node just added. */
const MAPPER_WORKFLOW = JSON.parse(
	fs.readFileSync(path.join(__dirname, 'workflows', 'set-many-mapper.json'), 'utf8'),
) as WorkflowJson;

(runs ? describe : describe.skip)('n8n 2.x editor in a browser', () => {
	const userFolder = path.join(E2E_DIR, 'run', 'e2e-browser');
	const filesDir = path.join(userFolder, 'files');
	let mock: MockApi;
	let sink: SmtpSink;
	let n8n: Instance;
	let browser: Browser;
	let page: Page;

	beforeAll(async () => {
		fs.rmSync(userFolder, { recursive: true, force: true });
		mock = await startMockApi();
		sink = await startSmtpSink();
		copyExampleFiles(filesDir);
		n8n = await startInstance('2', {
			userFolder,
			port: await freePort(),
			tarball: packedTarball(),
			owner: OWNER,
			filesDir,
		});
		await importAll('2', n8n.cliOptions, {
			credentials: credentialRecords({
				terminal49: { baseUrl: mock.url, apiKey: mock.apiKey },
				smtp: { host: sink.host, port: sink.port },
			}),
			workflows: [...loadExamples(filesDir), MAPPER_WORKFLOW],
		});
		browser = await launchBrowser();
		page = await browser.newPage();
		// Each test starts signed in, so any one of them runs alone (-t).
		await signIn(page, n8n.server.baseUrl, OWNER);
	}, 300_000);

	afterAll(async () => {
		await browser?.close();
		await n8n?.stop();
		await mock?.close();
		await sink?.close();
	});

	it("shows the LFD alert's Terminal49 node with its parameters and no console errors, and runs an action", async () => {
		const baseUrl = n8n.server.baseUrl;
		// Only errors after signing in (beforeAll) count: the sign-in page itself logs the 401 of its session probe.
		const errors = collectPageErrors(page);

		await openNode(page, baseUrl, 'T49LfdAlertEmail', 'Get container');
		await page.waitForSelector('[data-test-id=ndv] [data-test-id=parameter-input-containerId]', {
			visible: true,
		});
		const shown = await parameterValues(page);
		expect(shown).toMatchObject({ resource: 'Container', operation: 'Get', output: 'Simplified' });
		expect(shown.containerId).toBe('By ID');
		const container = await page.$eval(
			'[data-test-id=ndv] [data-test-id=parameter-input-containerId]',
			(element) => element.textContent ?? '',
		);
		expect(container).toContain('{{ $json.container_id }}');
		const inputs = JSON.parse(
			String(
				await page.evaluate(
					'JSON.stringify([...document.querySelectorAll("[data-test-id=ndv] input")].map((input) => input.value))',
				),
			),
		);
		expect(inputs).toContain('Terminal49 API'); // the credential, chosen
		expect(errors).toEqual([]);

		// Run a Terminal49 action from the editor: Container → Get Many after a manual trigger.
		await openNode(page, baseUrl, 'T49ContainerXlsx', 'All containers');
		await page.click('[data-test-id=ndv] [data-test-id=node-execute-button]');
		await page.waitForSelector('[data-test-id=ndv] [data-test-id=node-run-status-success]', {
			timeout: 60_000,
		});
		const output = await page.$eval(
			'[data-test-id=output-panel]',
			(element) => element.textContent ?? '',
		);
		expect(output).toContain(`${mock.state.containers.length} items`);
		expect(output).toContain(String(mock.state.containers[0].attributes.number));
		expect(mock.requests.some((r) => r.method === 'GET' && r.path === '/containers')).toBe(true);
		expect(errors).toEqual([]);
	}, 180_000);

	/** The text of the output panel once it shows `count` items and, when given, the text `showing` among them. */
	async function outputShowing(count: number, showing = '', timeout = 60_000): Promise<string> {
		await page.waitForFunction(
			`((text) => text.includes('${count} item') && text.includes(${JSON.stringify(showing)}))(document.querySelector('[data-test-id=output-panel]')?.textContent ?? '')`,
			{ timeout },
		);
		return await page.$eval('[data-test-id=output-panel]', (element) => element.textContent ?? '');
	}

	/** Runs the whole workflow from the canvas and waits until `lastNode` shows its success tick. */
	async function executeWorkflow(workflowId: string, lastNode: string): Promise<void> {
		await page.goto(`${n8n.server.baseUrl}/workflow/${workflowId}`, { waitUntil: 'networkidle2' });
		await page.waitForSelector('[data-test-id=execute-workflow-button]', {
			visible: true,
			timeout: 30_000,
		});
		await page.click('[data-test-id=execute-workflow-button]');
		await page.waitForSelector(
			`[data-test-id=canvas-node][data-node-name="${lastNode}"] [data-test-id=canvas-node-status-success]`,
			{ timeout: 90_000 },
		);
	}

	async function openOnCanvas(nodeName: string): Promise<void> {
		const node = await page.waitForSelector(
			`[data-test-id=canvas-node][data-node-name="${nodeName}"]`,
			{ timeout: 30_000 },
		);
		await node?.click({ count: 2 });
		await page.waitForSelector('[data-test-id=ndv]', { visible: true, timeout: 30_000 });
	}

	async function waitForRegistration(
		matches: (url: string) => boolean,
	): Promise<{ id: string; url: string }> {
		for (let attempt = 0; attempt < 120; attempt++) {
			const found = mock.state.webhooks.find((w) => matches(w.url));
			if (found) return { id: found.id, url: found.url };
			await new Promise((resolve) => setTimeout(resolve, 250));
		}
		throw new Error('the trigger registered no webhook');
	}

	function recordTiming(name: string, seconds: number): void {
		const file = path.join(E2E_DIR, 'timings-browser.json');
		const timings = fs.existsSync(file)
			? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>)
			: {};
		timings[name] = seconds;
		fs.writeFileSync(file, `${JSON.stringify(timings, null, 2)}\n`);
	}

	it('an LFD alert from a sample delivery: "Test this trigger" gives one item per selected event within seconds, and the whole workflow emails each', async () => {
		const baseUrl = n8n.server.baseUrl;
		// Active, as a user's alert would be: testing must leave its production registration alone.
		await n8n.api.activate('T49LfdAlertEmail');
		const production = await waitForRegistration((url) => url.includes('/webhook/'));
		const errors = collectPageErrors(page);
		await openNode(page, baseUrl, 'T49LfdAlertEmail', 'Terminal49 Trigger');
		const panel = await page.$eval('[data-test-id=ndv]', (element) => element.textContent ?? '');
		expect(panel).toContain('The API then sends a sample of each selected event within seconds');
		const t0 = Date.now();
		await page.click('[data-test-id=ndv] [data-test-id=node-execute-button]');
		// n8n shows the item count before it draws the items: wait for the last event's name too.
		const output = await outputShowing(2, 'container.pickup_lfd_rail.changed');
		const seconds = (Date.now() - t0) / 1000;
		recordTiming('test-this-trigger-2-events-seconds', seconds);
		expect(seconds).toBeLessThan(30);
		expect(output).toContain('container.updated');
		expect(output).toContain('container.pickup_lfd_rail.changed');
		expect(mock.state.testDeliveries.map((d) => [d.event, d.signed])).toEqual([
			['container.updated', true],
			['container.pickup_lfd_rail.changed', true],
		]);

		// The canvas says why it listens to Container: Updated.
		await page.keyboard.press('Escape');
		const canvas = await page.$eval('body', (element) => element.textContent ?? '');
		expect(canvas).toMatch(/Why .Container: Updated.\?/);

		// The whole workflow from the samples: one email per LFD change, with the PO and the link.
		const since = sink.messages.length;
		await executeWorkflow('T49LfdAlertEmail', 'Send email');
		const mail = await sink.waitForMessage({ since });
		expect(mail.subject).toMatch(
			/^(Overdue|Due Today|Imminent|OK|Resolved|Unknown): LFD (\d{4}-\d{2}-\d{2}|cleared) for container [A-Z]{4}\d{7} \(PO-10042\)$/,
		);
		expect(mail.text).toContain('Customer reference: PO-10042');
		expect(mail.text).toMatch(
			/Open in Terminal49: https:\/\/app\.terminal49\.com\/shipments\/find\?q=[A-Z]{4}\d{7}/,
		);
		expect(mock.state.webhooks.filter((w) => w.url === production.url).map((w) => w.id)).toEqual([
			production.id,
		]);
		expect(mock.state.webhooks.filter((w) => w.url.includes('/webhook-test/'))).toEqual([]);
		expect(errors).toEqual([]);
	}, 240_000);

	it('a sheet of container numbers to LFD and status: the labels and the last free day, bad rows with their reason', async () => {
		await executeWorkflow('T49StatusFromCsv', 'LFD and status');
		await openOnCanvas('LFD and status');
		const good = await outputShowing(4, 'Available for pickup');
		expect(good).toContain('Available for pickup');
		expect(good).toMatch(/\d{4}-\d{2}-\d{2}/);
		expect(good).not.toContain('not_available');
		await page.keyboard.press('Escape');
		await openOnCanvas('Bad rows');
		const bad = await outputShowing(2, 'is not a valid container number');
		expect(bad).toContain('is not a valid container number');
	}, 180_000);

	it('custom fields from a sheet of container numbers: six rows written, three failed rows with their hint', async () => {
		await executeWorkflow('T49CustomFields', 'Updated');
		await openOnCanvas('Updated');
		const updated = await outputShowing(6, 'Pacific Haulers');
		expect(updated).toContain('MSKU2431002');
		expect(updated).toContain('Pacific Haulers');
		await page.keyboard.press('Escape');
		await openOnCanvas('Failed rows');
		const failed = await outputShowing(3, 'is not a valid container number');
		expect(failed).toContain('"MSKU2431003" is not a valid container number');
		expect(failed).toContain('hint');
	}, 180_000);

	it('Set Many’s column mapper: opened, it shows the account’s fields and saves nothing for one nobody touched, a True/False field included', async () => {
		const errors = collectPageErrors(page);
		await openNode(page, n8n.server.baseUrl, MAPPER_WORKFLOW.id, 'Set Many');
		await page.waitForSelector('[data-test-id=ndv] [data-test-id=resource-mapper-container]', {
			visible: true,
			timeout: 30_000,
		});
		await page.waitForFunction(
			`(document.querySelector('[data-test-id=ndv]')?.textContent ?? '').includes('Appointment confirmed')`,
			{ timeout: 30_000 },
		);
		await page.keyboard.press('Escape');
		await page.keyboard.down('Control');
		await page.keyboard.press('s');
		await page.keyboard.up('Control');
		// What the editor saved: the fields it showed in the mapper's schema, and a value only for fields someone set.
		type Saved = {
			nodes: Array<{
				name: string;
				parameters: {
					customFields?: {
						value?: Record<string, unknown> | null;
						schema?: Array<{ id: string; type: string; options?: unknown[] }>;
					};
				};
			}>;
		};
		let saved: NonNullable<Saved['nodes'][number]['parameters']['customFields']> | undefined;
		for (let attempt = 0; attempt < 60 && !saved?.schema?.length; attempt++) {
			if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
			const workflow = await n8n.api.get<Saved>(`/workflows/${MAPPER_WORKFLOW.id}`);
			saved = workflow.nodes.find((node) => node.name === 'Set Many')?.parameters.customFields;
		}
		// A toggle (type boolean) would be saved as { appointment_confirmed: false } here, and written.
		expect(saved?.value ?? {}).toEqual({});
		const field = saved?.schema?.find((f) => f.id === 'appointment_confirmed');
		expect(field).toMatchObject({
			type: 'options',
			options: [
				{ name: 'True', value: 'true' },
				{ name: 'False', value: 'false' },
			],
		});
		expect(errors).toEqual([]);
	}, 120_000);

	it('a document to a tracking request: "Test this trigger" on Document extracted gives a sample extraction at once', async () => {
		await openNode(page, n8n.server.baseUrl, 'T49DocUpload', 'Document extracted');
		const t0 = Date.now();
		await page.click('[data-test-id=ndv] [data-test-id=node-execute-button]');
		const output = await outputShowing(1, 'document.extracted');
		recordTiming('test-this-trigger-document-seconds', (Date.now() - t0) / 1000);
		expect(output).toContain('document');
	}, 120_000);
});
