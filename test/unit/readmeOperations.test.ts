/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INodePropertyOptions } from 'n8n-workflow';

import { Terminal49 } from '../../nodes/Terminal49/Terminal49.node';

/**
 * The README's operations table against the node's description, both ways, so neither can drift:
 * every operation the node offers has a row, and every row names an operation the node offers.
 */

const { properties } = new Terminal49().description;
const resourceNames = new Map(
	(properties.find((p) => p.name === 'resource')?.options as INodePropertyOptions[]).map((o) => [String(o.value), o.name]),
);

/** "Resource: Operation" by display names, as the editor shows them. */
const nodeOperations = properties
	.filter((p) => p.name === 'operation')
	.flatMap((p) =>
		(p.displayOptions?.show?.resource ?? []).flatMap((resource) =>
			(p.options as INodePropertyOptions[]).map((o) => `${resourceNames.get(String(resource))}: ${o.name}`),
		),
	)
	.sort();

/** The rows of the table under "| Resource | Operation | …", a cell "A / B" naming two operations. */
function readmeOperations(): string[] {
	const lines = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8').split('\n');
	const start = lines.findIndex((line) => /^\| Resource \| Operation \|/.test(line));
	expect(start).toBeGreaterThan(-1);
	const rows: string[] = [];
	for (const line of lines.slice(start + 2)) {
		if (!line.startsWith('|')) break;
		const [resource, operations] = line.split('|').slice(1, 3).map((cell) => cell.trim());
		for (const operation of operations.split(' / ')) rows.push(`${resource}: ${operation.trim()}`);
	}
	return rows.sort();
}

it('every operation of the node has a row in the README', () => {
	const documented = new Set(readmeOperations());
	expect(nodeOperations.filter((operation) => !documented.has(operation))).toEqual([]);
});

it('every row of the README names an operation of the node, once', () => {
	const rows = readmeOperations();
	expect(rows.filter((row) => !nodeOperations.includes(row))).toEqual([]);
	expect(rows.filter((row, index) => rows.indexOf(row) !== index)).toEqual([]);
});
