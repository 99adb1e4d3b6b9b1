/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * What a user sees in the editor of a real n8n 2.x, in headless Chromium: sign in, open the LFD
 * alert example, open its Terminal49 node's panel (parameters render, no console errors), and run
 * a Terminal49 action from the editor. Runs when the 2.x line is tested (E2E_N8N unset or 2).
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Browser, Page } from 'puppeteer-core';

import { packedTarball } from '../../scripts/n8n/communityPackage';
import type { Instance } from '../../scripts/n8n/instance';
import { copyExampleFiles, credentialRecords, importAll, loadExamples, startInstance } from '../../scripts/n8n/instance';
import { freePort } from '../../scripts/n8n/server';
import { E2E_DIR, linesFromEnv } from '../../scripts/n8n/versions';
import type { MockApi } from '../mock/server';
import { startMockApi } from '../mock/server';
import { collectPageErrors, launchBrowser, openNode, parameterValues, signIn } from './support/browser';
import type { SmtpSink } from './support/smtpSink';
import { startSmtpSink } from './support/smtpSink';

const OWNER = { email: 'browser@example.com', password: 'Browser-Passw0rd', firstName: 'Browser', lastName: 'User' };
const runs = linesFromEnv(process.env.E2E_N8N).includes('2');

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
		n8n = await startInstance('2', { userFolder, port: await freePort(), tarball: packedTarball(), owner: OWNER, filesDir });
		await importAll('2', n8n.cliOptions, {
			credentials: credentialRecords({ terminal49: { baseUrl: mock.url, apiKey: mock.apiKey }, smtp: { host: sink.host, port: sink.port } }),
			workflows: loadExamples(filesDir),
		});
		browser = await launchBrowser();
		page = await browser.newPage();
	}, 300_000);

	afterAll(async () => {
		await browser?.close();
		await n8n?.stop();
		await mock?.close();
		await sink?.close();
	});

	it('signs in, shows the LFD alert\'s Terminal49 node with its parameters and no console errors, and runs an action', async () => {
		const baseUrl = n8n.server.baseUrl;
		await signIn(page, baseUrl, OWNER);
		// Only errors after signing in count: the sign-in page itself logs the 401 of its session probe.
		const errors = collectPageErrors(page);

		await openNode(page, baseUrl, 'T49LfdAlertEmail', 'Get container');
		await page.waitForSelector('[data-test-id=ndv] [data-test-id=parameter-input-containerId]', { visible: true });
		const shown = await parameterValues(page);
		expect(shown).toMatchObject({ resource: 'Container', operation: 'Get', output: 'Simplified' });
		expect(shown.containerId).toBe('By ID');
		const container = await page.$eval('[data-test-id=ndv] [data-test-id=parameter-input-containerId]', (element) => element.textContent ?? '');
		expect(container).toContain('{{ $json.container_id }}');
		const inputs = JSON.parse(String(await page.evaluate('JSON.stringify([...document.querySelectorAll("[data-test-id=ndv] input")].map((input) => input.value))')));
		expect(inputs).toContain('Terminal49 API'); // the credential, chosen
		expect(errors).toEqual([]);

		// Run a Terminal49 action from the editor: Container → Get Many after a manual trigger.
		await openNode(page, baseUrl, 'T49ContainerXlsx', 'All containers');
		await page.click('[data-test-id=ndv] [data-test-id=node-execute-button]');
		await page.waitForSelector('[data-test-id=ndv] [data-test-id=node-run-status-success]', { timeout: 60_000 });
		const output = await page.$eval('[data-test-id=output-panel]', (element) => element.textContent ?? '');
		expect(output).toContain(`${mock.state.containers.length} items`);
		expect(output).toContain(String(mock.state.containers[0].attributes.number));
		expect(mock.requests.some((r) => r.method === 'GET' && r.path === '/containers')).toBe(true);
		expect(errors).toEqual([]);
	}, 180_000);
});
