/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * What one probe suite finds when it starts, and the marks it leaves for the next suite in the same
 * worker: run by `../worker.test.ts` in a jest of its own, never by `npm test` (`*.probe.ts`).
 */
import { appendFileSync } from 'node:fs';

import { Container } from '@n8n/di';
import { BinaryDataConfig } from 'n8n-core';
import * as n8nWorkflow from 'n8n-workflow';

import { ownModule } from './ownModule';

export interface Observation {
	/** n8n-workflow carried the mark an earlier suite left on it: one loaded package for the worker. */
	packageMarked: boolean;
	/** A module of this project carried an earlier suite's mark: it should be loaded afresh. */
	ownModuleMarked: boolean;
	/** n8n's container gave this suite the binary data configuration an earlier suite had changed. */
	containerKept: boolean;
	/** The environment variable an earlier suite set. */
	environmentMarked: boolean;
	/** A key an earlier suite set on `globalThis`. */
	globalMarked: boolean;
	/** An error n8n-workflow makes is an `Error` of this suite's realm. */
	errorsOfThisRealm: boolean;
}

const PACKAGE_MARK = Symbol.for('n8n-nodes-terminal49.workerProbe');
const CONFIG_MARK = '/worker-probe-mark';
const GLOBAL_MARK = '__terminal49WorkerProbe';

export function observeAndMark(): void {
	const workflow = n8nWorkflow as unknown as Record<symbol, unknown>;
	const config = Container.get(BinaryDataConfig);
	const observation: Observation = {
		packageMarked: workflow[PACKAGE_MARK] === true,
		ownModuleMarked: ownModule.marked,
		containerKept: config.localStoragePath === CONFIG_MARK,
		environmentMarked: process.env.WORKER_PROBE_MARK === '1',
		globalMarked: Object.prototype.hasOwnProperty.call(globalThis, GLOBAL_MARK),
		errorsOfThisRealm: new n8nWorkflow.ApplicationError('probe') instanceof Error,
	};
	workflow[PACKAGE_MARK] = true;
	ownModule.marked = true;
	config.localStoragePath = CONFIG_MARK;
	process.env.WORKER_PROBE_MARK = '1';
	(globalThis as Record<string, unknown>)[GLOBAL_MARK] = true;
	appendFileSync(process.env.WORKER_PROBE_OUTPUT ?? '', `${JSON.stringify(observation)}\n`);
}
