/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * A headless Chromium for the end-to-end suite and `npm run screenshots`: Debian's `chromium`, or
 * any Chrome/Chromium named by CHROMIUM_PATH, driven by puppeteer-core (which brings no browser).
 */
import fs from 'node:fs';

import type { Browser, Page } from 'puppeteer-core';
import puppeteer from 'puppeteer-core';

const CANDIDATES = [
	'/usr/bin/chromium',
	'/usr/bin/chromium-browser',
	'/usr/bin/google-chrome',
	'/usr/bin/google-chrome-stable',
];

export function chromiumPath(): string {
	const found = [process.env.CHROMIUM_PATH, ...CANDIDATES].find(
		(p): p is string => Boolean(p) && fs.existsSync(String(p)),
	);
	if (!found) {
		throw new Error(
			'No Chromium found: install Debian\'s "chromium" (apt-get install chromium; .ci/run does) or set CHROMIUM_PATH.',
		);
	}
	return found;
}

export async function launchBrowser(): Promise<Browser> {
	return await puppeteer.launch({
		executablePath: chromiumPath(),
		headless: true,
		// --no-sandbox: CI runs as root in a container, where Chromium's sandbox cannot start.
		args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
		defaultViewport: { width: 1440, height: 900 },
	});
}

/** Console errors and uncaught exceptions of the page, from now on. */
export function collectPageErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text());
	});
	page.on('pageerror', (error) =>
		errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
	);
	return errors;
}

/** Signs in through n8n's own sign-in form. */
export async function signIn(
	page: Page,
	baseUrl: string,
	owner: { email: string; password: string },
): Promise<void> {
	await page.goto(`${baseUrl}/signin`, { waitUntil: 'networkidle2' });
	await page.type('input[name=emailOrLdapLoginId]', owner.email);
	await page.type('input[name=password]', owner.password);
	await page.click('[data-test-id=form-submit-button]');
	// Browser-side code as text: this file is type-checked without the DOM's types.
	await page.waitForFunction('!location.pathname.startsWith("/signin")', { timeout: 30_000 });
}

/** Opens a workflow in the editor and a node's panel (NDV) by double-clicking it on the canvas. */
export async function openNode(
	page: Page,
	baseUrl: string,
	workflowId: string,
	nodeName: string,
): Promise<void> {
	await page.goto(`${baseUrl}/workflow/${workflowId}`, { waitUntil: 'networkidle2' });
	const node = await page.waitForSelector(
		`[data-test-id=canvas-node][data-node-name="${nodeName}"]`,
		{ timeout: 30_000 },
	);
	await node?.click({ count: 2 });
	await page.waitForSelector('[data-test-id=ndv]', { visible: true, timeout: 30_000 });
}

/** The values the panel's inputs show, by parameter name (a dropdown shows its option's name). */
export async function parameterValues(page: Page): Promise<Record<string, string>> {
	const json = await page.evaluate(`JSON.stringify(Object.fromEntries(
		[...document.querySelectorAll('[data-test-id=ndv] [data-test-id^="parameter-input-"]')].map((element) => [
			element.getAttribute('data-test-id').replace(/^parameter-input-/, ''),
			element.querySelector('input, textarea')?.value ?? element.innerText.trim(),
		]),
	))`);
	return JSON.parse(String(json)) as Record<string, string>;
}
