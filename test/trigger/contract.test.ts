/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { readFileSync } from 'fs';
import path from 'path';

import { Terminal49Trigger } from '../../nodes/Terminal49/Terminal49Trigger.node';
import { shownInVersion } from '../support/versions';

const { description } = new Terminal49Trigger();
const property = (name: string) => description.properties.find((p) => p.name === name);
/** The parameters a node version shows (notices hold no value): version 1's are what saved workflows rely on. */
const namesIn = (version: number) =>
	description.properties
		.filter((p) => p.type !== 'notice' && shownInVersion(p.displayOptions, version))
		.map((p) => p.name);

describe('Terminal49 Trigger: public contract', () => {
	it('is the trigger n8n lists as "Terminal49 Trigger", using the terminal49Api credential', () => {
		expect(description).toMatchObject({
			name: 'terminal49Trigger',
			displayName: 'Terminal49 Trigger',
			group: ['trigger'],
			version: [1, 2],
			defaultVersion: 2,
			inputs: [],
			outputs: ['main'],
			credentials: [{ name: 'terminal49Api', required: true }],
		});
	});

	it('listens on one POST webhook and answers as soon as a delivery is accepted', () => {
		expect(description.webhooks).toEqual([
			{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
		]);
	});

	it('version 1 has exactly the parameters events (required, none preselected) and simplify (on by default); version 2 Output instead of Simplify', () => {
		expect(namesIn(1)).toEqual(['events', 'simplify']);
		expect(namesIn(2)).toEqual(['events', 'output', 'imminentDays']);
		expect(property('output')).toMatchObject({ type: 'options', default: 'simplified' });
		expect(property('events')).toMatchObject({ type: 'multiOptions', required: true, default: [] });
		expect(property('simplify')).toMatchObject({ type: 'boolean', default: true });
	});

	it('tells, in its panel, that "Test this trigger" sends samples, and where to go when Terminal49 cannot reach n8n', () => {
		const notice = description.properties.find((p) => p.type === 'notice');
		// where it works first (the real API needs a public https WEBHOOK_URL; a local API, as in the
		// demo, needs none), then what samples are, then the way for an n8n the API cannot reach
		expect(notice?.displayName).toMatch(
			/^"Test this trigger" works where the API of the credential can reach this n8n\. Terminal49's own API delivers only to a public https address: set WEBHOOK_URL .*An API on this machine, such as the mock npm run demo starts, reaches n8n as it is\..*sample of each selected event.*may share one notification_id.*Polling Trigger, whose "Fetch Test Event" works anywhere/,
		);
		const panel = description.triggerPanel as {
			header?: string;
			executionsHelp?: { inactive: string };
		};
		expect(panel.header).toMatch(/sample of each selected event/);
		expect(panel.executionsHelp?.inactive).toMatch(
			/public https address \(WEBHOOK_URL\); an API on this machine.*reaches localhost.*Polling Trigger and its Fetch Test Event/,
		);
	});

	it('is registered in package.json under its built path', () => {
		const pkg = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
			n8n: { nodes: string[] };
		};
		expect(pkg.n8n.nodes).toContain('dist/nodes/Terminal49/Terminal49Trigger.node.js');
	});

	it('has a codex naming the same node', () => {
		const codex = JSON.parse(
			readFileSync(
				path.join(__dirname, '../../nodes/Terminal49/Terminal49Trigger.node.json'),
				'utf8',
			),
		) as { node: string };
		expect(codex.node).toBe('n8n-nodes-terminal49.terminal49Trigger');
	});
});
