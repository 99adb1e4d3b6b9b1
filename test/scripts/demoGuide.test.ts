/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import fs from 'node:fs';
import path from 'node:path';

import {
	DEMO_PROBE_USER_AGENT,
	POLLING_ALERT_WORKFLOW,
	POLLING_TRIGGER_TYPE,
	ROUND_TRIP_BACK,
	ROUND_TRIP_FILE,
	ROUND_TRIP_OUT,
	enterGuide,
	pollingEveryMinute,
	roundTripGuide,
	routeGuide,
	sentBy,
} from '../../scripts/demoGuide';
import { CREDENTIALS, credentialRecords } from '../../scripts/n8n/instance';
import { ROUTE_SEED } from '../mock/fixtures';
import { startMockApi } from '../mock/server';
import type { WorkflowJson } from '../../scripts/n8n/instance';

const pollingExample = (): WorkflowJson =>
	JSON.parse(
		fs.readFileSync(path.join(__dirname, '../../examples/lfd-alert-polling.json'), 'utf8'),
	) as WorkflowJson;

describe('the demo’s polling alert', () => {
	it('is the shipped example, polling every minute in the demo while the file keeps every 15 minutes', () => {
		const shipped = pollingExample();
		expect(shipped.id).toBe(POLLING_ALERT_WORKFLOW);
		const trigger = shipped.nodes.find((node) => node.type === POLLING_TRIGGER_TYPE);
		expect(trigger?.parameters.pollTimes).toEqual({
			item: [{ mode: 'everyX', value: 15, unit: 'minutes' }],
		});

		const demo = pollingEveryMinute(shipped);

		expect(demo.nodes.find((node) => node.type === POLLING_TRIGGER_TYPE)?.parameters).toEqual({
			...trigger?.parameters,
			pollTimes: { item: [{ mode: 'everyMinute' }] },
		});
		expect(demo.nodes.filter((node) => node.type !== POLLING_TRIGGER_TYPE)).toEqual(
			shipped.nodes.filter((node) => node.type !== POLLING_TRIGGER_TYPE),
		);
		expect(pollingExample()).toEqual(shipped);
		expect(trigger?.parameters.pollTimes).toEqual({
			item: [{ mode: 'everyX', value: 15, unit: 'minutes' }],
		});
	});
});

describe('what the demo says Enter does', () => {
	const state = {
		mock: true,
		alertActive: true,
		pollingActive: true,
		alertName: 'LFD alert email',
		pollingName: 'LFD alert email (Polling Trigger, no public URL)',
		mailDir: '.demo/mail',
	};

	it('names both alerts, what causes each email and when it comes', () => {
		const text = enterGuide(state).join('\n');
		expect(text).toContain("Press Enter: the mock moves one container's last free day a day later");
		expect(text).toContain(
			'at once: the mock sends the signed container.updated to "LFD alert email" (Terminal49 Trigger)',
		);
		expect(text).toContain(
			'within a minute: "LFD alert email (Polling Trigger, no public URL)" (Terminal49 Polling Trigger, every minute in the demo)',
		);
		expect(text).toContain('The emails land in .demo/mail/');
		expect(text).toContain(
			"Two emails alike, then: each one's last line, and the ✉ line here, name the workflow that sent it.",
		);
	});

	it('the ✉ line names the workflow an email’s last line names, and nothing for another email', () => {
		expect(
			sentBy(
				'Open in Terminal49: x\n\nSent by the n8n workflow "Terminal49: LFD alert email" (Terminal49 Trigger: Terminal49 delivered the change)\n',
			),
		).toBe('Terminal49: LFD alert email');
		expect(sentBy('4 containers: 1 overdue')).toBeUndefined();
		expect(sentBy('Sent by the n8n workflow "unterminated')).toBeUndefined();
	});

	it('with only the polling alert active, Enter still moves an LFD, for the Polling Trigger to find', () => {
		const text = enterGuide({ ...state, alertActive: false }).join('\n');
		expect(text).toContain('within a minute');
		expect(text).not.toContain('at once');
		expect(text).not.toContain('Two emails');
	});

	it('says nothing of Enter against the real API or with no alert active', () => {
		expect(enterGuide({ ...state, mock: false })).toEqual([]);
		expect(enterGuide({ ...state, alertActive: false, pollingActive: false })).toEqual([]);
	});

	it('probes the alert’s URL with a User-Agent that says what it is', () => {
		expect(DEMO_PROBE_USER_AGENT).toMatch(/^npm run demo: .*unsigned on purpose/);
	});
});

describe('what the demo says of Get Route', () => {
	it('names the one container of the mock with a route, and the credential that shows an account without routing', async () => {
		const mock = await startMockApi();
		try {
			const routed = mock.state.containers.filter((container) =>
				mock.state.routes.some((route) => route.containerId === container.id),
			);
			expect(routed.map((container) => container.id)).toEqual([ROUTE_SEED.containerId]);
			const text = routeGuide({
				containerNumber: routed[0].attributes.number,
				withoutRoutingCredential: CREDENTIALS.terminal49WithoutRouting.name,
			}).join('\n');
			expect(text).toContain(`only container ${routed[0].attributes.number} has a route`);
			expect(text).toContain('choose the credential "Terminal49 API (account without routing)"');
			// The credential the demo imports for it holds the mock's key of that account.
			const records = credentialRecords({
				terminal49: { baseUrl: mock.url, apiKey: mock.apiKey },
				smtp: { host: '127.0.0.1', port: 2525 },
				terminal49WithoutRouting: { baseUrl: mock.url, apiKey: mock.apiKeyWithoutRouting },
			});
			expect(records).toContainEqual({
				...CREDENTIALS.terminal49WithoutRouting,
				data: { apiKey: mock.apiKeyWithoutRouting, baseUrl: mock.url },
			});
		} finally {
			await mock.close();
		}
	});

	it('says nothing of it against the real API', () => {
		expect(routeGuide(undefined)).toEqual([]);
	});
});

describe('the demo’s banner on the custom-fields round trip', () => {
	const example = (file: string): WorkflowJson =>
		JSON.parse(
			fs.readFileSync(path.join(__dirname, '../../examples', file), 'utf8'),
		) as WorkflowJson;
	const out = example('custom-fields-to-spreadsheet.json');
	const back = example('custom-fields-back-from-spreadsheet.json');

	it('names the two examples as the editor lists them and the file the first writes and the second reads', () => {
		expect([out.id, back.id]).toEqual([ROUND_TRIP_OUT, ROUND_TRIP_BACK]);
		const files = [...out.nodes, ...back.nodes]
			.map((node) => String(node.parameters.fileName ?? node.parameters.fileSelector ?? ''))
			.filter(Boolean);
		expect(files).toEqual([
			`/home/node/.n8n-files/${ROUND_TRIP_FILE}`,
			`/home/node/.n8n-files/${ROUND_TRIP_FILE}`,
		]);
		const text = roundTripGuide({
			outName: out.name.replace(/^Terminal49: /, ''),
			backName: back.name.replace(/^Terminal49: /, ''),
			file: `.demo/files/${ROUND_TRIP_FILE}`,
		}).join('\n');
		expect(text).toContain(
			'run "custom fields out to a spreadsheet", edit a few cells of .demo/files/container-custom-fields.xlsx',
		);
		expect(text).toContain(
			'then run "custom fields back from the spreadsheet": Set Many writes only the cells you changed.',
		);
	});

	it('says nothing where the examples are not there', () => {
		expect(roundTripGuide(undefined)).toEqual([]);
	});
});
