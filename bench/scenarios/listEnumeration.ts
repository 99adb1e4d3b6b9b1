/* eslint-disable @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Scenario 11: the pager checked by enumeration at its full scope (the setups of
 * test/shared/transport/enumeration/scopes.ts, FULL_SCOPE, which `npm run test:enumeration` runs in
 * CI): for each, the runs made (every placement of up to K events over a read's answers), the
 * answers given over all of them (the states the pager decided in), the runs that failed loudly,
 * the counter-examples by the blind spot the docs name for them, and the time. In process, one
 * core, no n8n: the pager against the model of the API's lists.
 */
import { performance } from 'node:perf_hooks';

import { explore } from '../../test/shared/transport/enumeration/explore';
import {
	FULL_SCOPE,
	judge,
	QUICK_SCOPE,
	setupName,
} from '../../test/shared/transport/enumeration/scopes';
import type { Checked } from '../../test/shared/transport/enumeration/scopes';
import type { RunOptions, Scenario } from '../lib/scenario';

export interface CheckedSetup {
	name: string;
	events: number;
	runs: number;
	answers: number;
	failed: number;
	mostRequests: number;
	stillRequests: number;
	explained: Record<string, number>;
	unexplained: number;
	ms: number;
}

export interface ListEnumerationData {
	quick: CheckedSetup[];
	full: CheckedSetup[];
}

async function check(checked: Checked): Promise<CheckedSetup> {
	const started = performance.now();
	const exploration = await explore(checked.setup, checked.events);
	const ms = performance.now() - started;
	const judged = judge(checked, exploration);
	return {
		name: setupName(checked),
		events: checked.events,
		runs: exploration.runs,
		answers: exploration.answers,
		failed: exploration.failed,
		mostRequests: exploration.mostRequests,
		stillRequests: exploration.stillRequests,
		explained: judged.explained,
		unexplained: judged.unexplained.length,
		ms,
	};
}

async function measure(options: RunOptions): Promise<ListEnumerationData> {
	const data: ListEnumerationData = { quick: [], full: [] };
	for (const [scope, setups] of [
		['quick', QUICK_SCOPE],
		['full', options.smoke ? [] : FULL_SCOPE],
	] as const) {
		for (const checked of setups) {
			const result = await check(checked);
			options.log(
				`  ${scope}: ${result.name}: ${result.runs} runs, ${result.answers} answers, ${result.unexplained} unexplained, ${(result.ms / 1000).toFixed(1)} s`,
			);
			data[scope].push(result);
		}
	}
	return data;
}

const count = (n: number) => n.toLocaleString('en-US');

function table(rows: readonly CheckedSetup[]): string {
	const lines = [
		'| Setup | Runs | Answers | Failed loudly | Counter-examples, each in a named blind spot | Outside one | Most requests | Requests when nothing moves | Time |',
		'|---|---|---|---|---|---|---|---|---|',
	];
	for (const row of rows) {
		const explained =
			Object.entries(row.explained)
				.map(([spot, n]) => `${count(n)} (${spot})`)
				.join(', ') || '0';
		lines.push(
			`| ${row.name} | ${count(row.runs)} | ${count(row.answers)} | ${count(row.failed)} | ${explained} | ${row.unexplained} | ${row.mostRequests} | ${row.stillRequests} | ${(row.ms / 1000).toFixed(1)} s |`,
		);
	}
	return lines.join('\n');
}

export const listEnumeration: Scenario<ListEnumerationData> = {
	name: 'list-enumeration',
	title: '11. The pager checked by enumeration: every interleaving of a few events',
	defaultRuns: 1,
	unavailable: () => null,
	measure,
	summarize(data) {
		const rows = [...data.quick, ...data.full];
		const unexplained = rows.reduce((n, row) => n + row.unexplained, 0);
		const runs = rows.reduce((n, row) => n + row.runs, 0);
		return {
			target: 'no counter-example outside the blind spots the docs name',
			result: `${count(runs)} runs over ${rows.length} setups, ${unexplained} outside`,
			met: unexplained === 0,
		};
	},
	render(data) {
		const total = (rows: readonly CheckedSetup[], key: 'runs' | 'answers' | 'ms') =>
			rows.reduce((n, row) => n + row[key], 0);
		return [
			'Every placement of up to K events between the answers of one read (events of one interval in one canonical order: removals from the back, then moves to the front, each record moved once), for each setup, against the pager run in process; a run is one whole read, an answer one state the pager decided in. A counter-example is a run that completed without a record there throughout, or handed one on twice.',
			'',
			`**\`npm test\` (the quick scope):** ${count(total(data.quick, 'runs'))} runs, ${count(total(data.quick, 'answers'))} answers, ${(total(data.quick, 'ms') / 1000).toFixed(1)} s on one core.`,
			'',
			table(data.quick),
			'',
			`**\`npm run test:enumeration\` (the full scope, in CI):** ${count(total(data.full, 'runs'))} runs, ${count(total(data.full, 'answers'))} answers, ${(total(data.full, 'ms') / 1000).toFixed(0)} s on one core. The largest scope that holds: every setup below, up to four events on lists of five and six, five on lists of four.`,
			'',
			table(data.full),
		].join('\n');
	},
};
