/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- development script: runs in Node, never inside n8n, where these rules apply */
/**
 * npm run screenshots: the README's pictures, taken in headless Chromium from a real n8n 2.x like
 * the demo's (this package from its tarball, the example workflows, the mock of the API, a mail
 * sink), into docs/images/. Needs Chromium (Debian's `chromium`, or CHROMIUM_PATH).
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Page } from 'puppeteer-core';

import { buildAndPack } from './n8n/communityPackage';
import { install, isInstalled } from './n8n/install';
import {
	copyExampleFiles,
	credentialRecords,
	importAll,
	loadExamples,
	startInstance,
	triggerWebhookPath,
} from './n8n/instance';
import { freePort } from './n8n/server';
import { DEMO_DIR, REPO_DIR } from './n8n/versions';
import { containerUpdateFor, deliver, registrationsFor } from '../test/e2e/support/deliveries';
import { launchBrowser, openNode, signIn } from '../test/e2e/support/browser';
import { startSmtpSink } from '../test/e2e/support/smtpSink';
import { startMockApi } from '../test/mock/server';
import { DAY_MS, isoUtc } from '../test/mock/time';

const OWNER = {
	email: 'demo@example.com',
	password: 'Demo-Passw0rd',
	firstName: 'Demo',
	lastName: 'User',
};
const OUT_DIR = path.join(REPO_DIR, 'docs', 'images');
const ALERT = 'T49LfdAlertEmail';
const CONTAINERS = 'T49ContainerXlsx';

const log = (text: string): void => {
	process.stdout.write(`${text}\n`);
};

async function until<T>(
	what: string,
	probe: () => T | undefined | Promise<T | undefined>,
	timeoutMs = 30_000,
): Promise<T> {
	const t0 = Date.now();
	for (;;) {
		const value = await probe();
		if (value !== undefined) return value;
		if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
}

async function shoot(page: Page, name: string): Promise<void> {
	// Let the panel's transitions settle.
	await new Promise((resolve) => setTimeout(resolve, 800));
	const file = path.join(OUT_DIR, `${name}.png`);
	await page.screenshot({ path: file });
	log(`  ✔ ${path.relative(REPO_DIR, file)}`);
}

/** Closes n8n's toasts ("Node executed successfully"), which would cover the output's last rows. */
async function dismissToasts(page: Page): Promise<void> {
	for (const button of await page.$$('.el-notification .el-notification__closeBtn'))
		await button.click();
}

const DRAG_HANDLE = '[data-test-id=ndv] [data-test-id=panel-drag-button]';

/**
 * Drags the node panel's middle (parameters) part `px` pixels left, as a user does to give the
 * output the width the input gives up. n8n keeps the position for the next panels it opens.
 */
async function widenOutput(page: Page, px: number): Promise<void> {
	const handle = await page.waitForSelector(DRAG_HANDLE, { timeout: 10_000 });
	const box = await handle?.boundingBox();
	if (!box) throw new Error('no drag handle on the node panel');
	const x = box.x + box.width / 2;
	const y = box.y + box.height / 2;
	await page.mouse.move(x, y);
	await page.mouse.down();
	await page.mouse.move(x - px, y, { steps: 20 });
	await page.mouse.up();
}

/** Puts the node panel's parts back to n8n's default widths (a double click on the drag handle). */
async function resetPanelWidths(page: Page): Promise<void> {
	await page.click(DRAG_HANDLE, { count: 2 });
}

function escapeHtml(text: string): string {
	return text.replace(
		/[&<>"]/g,
		(c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
	);
}

async function main(): Promise<void> {
	if (!isInstalled('2')) install('2', (text) => log(`    ${text}`));
	const tarball = buildAndPack((text) => log(`    ${text}`));
	const userFolder = path.join(DEMO_DIR, 'screenshots');
	const filesDir = path.join(userFolder, 'files');
	fs.rmSync(userFolder, { recursive: true, force: true });
	fs.mkdirSync(OUT_DIR, { recursive: true });

	const mock = await startMockApi();
	const sink = await startSmtpSink();
	copyExampleFiles(filesDir);
	const n8n = await startInstance('2', {
		userFolder,
		port: await freePort(),
		tarball,
		owner: OWNER,
		filesDir,
	});
	const browser = await launchBrowser();
	try {
		const examples = loadExamples(filesDir);
		await importAll('2', n8n.cliOptions, {
			credentials: credentialRecords({
				terminal49: { baseUrl: mock.url, apiKey: mock.apiKey },
				smtp: { host: sink.host, port: sink.port },
			}),
			workflows: examples,
		});
		const alert = examples.find((w) => w.id === ALERT);
		if (!alert) throw new Error(`no example ${ALERT}`);
		const alertUrl = `${n8n.server.baseUrl}/webhook/${triggerWebhookPath(alert)}`;
		await n8n.api.activate(ALERT);
		const [registration] = await until('the alert to register its webhook', () => {
			const found = registrationsFor(mock.state, alertUrl);
			return found.length > 0 ? found : undefined;
		});
		log(`n8n ${n8n.server.baseUrl}: taking the pictures`);

		const page = await browser.newPage();
		// Taller than the default 900: version 2's Container → Get Many ends with Output, below the fold at 900.
		await page.setViewport({ width: 1440, height: 1000 });
		const baseUrl = n8n.server.baseUrl;
		await signIn(page, baseUrl, OWNER);

		await openNode(page, baseUrl, CONTAINERS, 'All containers');
		await shoot(page, 'node-panel');
		await page.click('[data-test-id=ndv] [data-test-id=node-execute-button]');
		await page.waitForSelector('[data-test-id=ndv] [data-test-id=node-run-status-success]', {
			timeout: 60_000,
		});
		// Wide enough for urgency and urgency_label, the columns the README's picture is about.
		await widenOutput(page, 330);
		await dismissToasts(page);
		await shoot(page, 'output-table');
		// The trigger's panel needs its input side, where n8n says what "Test this trigger" does.
		await resetPanelWidths(page);

		await openNode(page, baseUrl, ALERT, 'Terminal49 Trigger');
		await page.click('[data-test-id=ndv] [data-test-id=parameter-input-events]');
		await shoot(page, 'trigger-events');

		// "Test this trigger": a sample of each selected event, as items, within seconds.
		await page.keyboard.press('Escape');
		await page.click('[data-test-id=ndv] [data-test-id=node-execute-button]');
		await page.waitForFunction(
			`(document.querySelector('[data-test-id=output-panel]')?.textContent ?? '').includes('2 items')`,
			{ timeout: 60_000 },
		);
		await dismissToasts(page);
		await shoot(page, 'trigger-test-samples');

		// The alert email of one LFD change, as a mail client shows it.
		const container = mock.state.containers[0];
		const since = sink.messages.length;
		const previous = isoUtc(Date.parse(String(container.attributes.pickup_lfd)) - DAY_MS);
		await deliver(
			alertUrl,
			containerUpdateFor(mock.state, container.id, { previousLfd: previous }),
			registration.secret,
		);
		const mail = await until('the alert email', () => sink.messages[since], 60_000);
		await page.setViewport({ width: 860, height: 520 });
		await page.setContent(`<html><body style="margin:0;background:#f3f4f6;font:15px/1.5 -apple-system,Segoe UI,Helvetica,Arial,sans-serif">
			<div style="margin:24px;background:#fff;border:1px solid #d1d5db;border-radius:8px;padding:20px 24px">
			<div style="font-size:18px;font-weight:600;margin-bottom:6px">${escapeHtml(mail.subject)}</div>
			<div style="color:#6b7280;font-size:13px;margin-bottom:16px">From ${escapeHtml(mail.from)} · To ${escapeHtml(mail.to.join(', '))}</div>
			<pre style="font:inherit;white-space:pre-wrap;margin:0">${escapeHtml(mail.text.trim())}</pre></div></body></html>`);
		await shoot(page, 'alert-email');
	} finally {
		await browser.close();
		await n8n.stop();
		await mock.close();
		await sink.close();
	}
}

main().catch((error: unknown) => {
	process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
	process.exit(1);
});
