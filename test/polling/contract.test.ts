/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { readFileSync } from 'fs';
import path from 'path';

import type { INodePropertyOptions } from 'n8n-workflow';

import { Terminal49PollingTrigger } from '../../nodes/Terminal49/Terminal49PollingTrigger.node';
import { shownInVersion } from '../support/versions';

const { description } = new Terminal49PollingTrigger();

describe('Terminal49 Polling Trigger: public contract', () => {
	it('is a polling trigger n8n lists as "Terminal49 Polling Trigger", using the terminal49Api credential', () => {
		expect(description).toMatchObject({
			name: 'terminal49PollingTrigger',
			displayName: 'Terminal49 Polling Trigger',
			group: ['trigger'],
			version: [1, 2],
			defaultVersion: 2,
			polling: true,
			inputs: [],
			outputs: ['main'],
			credentials: [{ name: 'terminal49Api', required: true }],
			icon: { light: 'file:terminal49.svg', dark: 'file:terminal49.dark.svg' },
		});
		expect(description.webhooks).toBeUndefined();
	});

	it('version 1 has one parameter, events: the webhook events it stands in for, three chosen by default; version 2 adds Output', () => {
		const namesIn = (version: number) =>
			description.properties
				.filter((p) => shownInVersion(p.displayOptions, version))
				.map((p) => p.name);
		expect(namesIn(1)).toEqual(['events']);
		expect(namesIn(2)).toEqual(['events', 'watch', 'output', 'imminentDays']);
		const events = description.properties[0];
		expect(events).toMatchObject({
			type: 'multiOptions',
			required: true,
			default: ['container.pickup_lfd.changed', 'container.updated', 'container.created'],
		});
		expect((events.options as INodePropertyOptions[]).map((o) => o.value)).toEqual([
			'container.created',
			'container.updated',
			'container.pickup_lfd.changed',
			'container.pickup_lfd_line.changed',
			'container.pickup_lfd_terminal.changed',
			'container.pickup_lfd_rail.changed',
		]);
	});

	it('is registered in package.json under its built path, with a codex naming the same node', () => {
		const pkg = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
			n8n: { nodes: string[] };
		};
		expect(pkg.n8n.nodes).toContain('dist/nodes/Terminal49/Terminal49PollingTrigger.node.js');
		const codex = JSON.parse(
			readFileSync(
				path.join(__dirname, '../../nodes/Terminal49/Terminal49PollingTrigger.node.json'),
				'utf8',
			),
		) as { node: string };
		expect(codex.node).toBe('n8n-nodes-terminal49.terminal49PollingTrigger');
	});
});
