/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { INodeParameters } from 'n8n-workflow';

/** The shipped example workflows (examples/), as their tests read them. */
export const EXAMPLES = path.join(__dirname, '../../examples');

export interface WorkflowNode {
	name: string;
	type: string;
	typeVersion: number;
	parameters: INodeParameters;
	onError?: string;
}

export interface ExampleWorkflow {
	name: string;
	nodes: WorkflowNode[];
	connections: Record<string, { main: Array<Array<{ node: string }>> }>;
}

export function readExample(file: string): ExampleWorkflow {
	return JSON.parse(readFileSync(path.join(EXAMPLES, file), 'utf8')) as ExampleWorkflow;
}
