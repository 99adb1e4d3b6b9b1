/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INodePropertyOptions } from 'n8n-workflow';

import { Terminal49 } from '../../nodes/Terminal49/Terminal49.node';

/**
 * The operations tables against the node's description, both ways, so neither can drift: the
 * README's (one row per resource) and docs/operations.md's (one row per operation) each name every
 * operation the node offers, and only those.
 */

const { properties } = new Terminal49().description;
const resourceNames = new Map(
	(properties.find((p) => p.name === 'resource')?.options as INodePropertyOptions[]).map((o) => [
		String(o.value),
		o.name,
	]),
);

/** "Resource: Operation" by display names, as the editor shows them. */
const nodeOperations = properties
	.filter((p) => p.name === 'operation')
	.flatMap((p) =>
		(p.displayOptions?.show?.resource ?? []).flatMap((resource) =>
			(p.options as INodePropertyOptions[]).map(
				(o) => `${resourceNames.get(String(resource))}: ${o.name}`,
			),
		),
	)
	.sort();

/** The rows of the table under "| Resource | Operation | …", a cell "A / B" naming two operations. */
function tableOperations(file: string): string[] {
	const lines = readFileSync(join(__dirname, '..', '..', file), 'utf8').split('\n');
	const start = lines.findIndex((line) => /^\| Resource \| Operation \|/.test(line));
	expect(start).toBeGreaterThan(-1);
	const rows: string[] = [];
	for (const line of lines.slice(start + 2)) {
		if (!line.startsWith('|')) break;
		const [resource, operations] = line
			.split('|')
			.slice(1, 3)
			.map((cell) => cell.trim());
		for (const operation of operations.split(' / ')) rows.push(`${resource}: ${operation.trim()}`);
	}
	return rows.sort();
}

describe.each(['README.md', 'docs/operations.md'])('the operations table of %s', (file) => {
	it('has every operation of the node', () => {
		const documented = new Set(tableOperations(file));
		expect(nodeOperations.filter((operation) => !documented.has(operation))).toEqual([]);
	});

	it('names only operations of the node, each once', () => {
		const rows = tableOperations(file);
		expect(rows.filter((row) => !nodeOperations.includes(row))).toEqual([]);
		expect(rows.filter((row, index) => rows.indexOf(row) !== index)).toEqual([]);
	});
});
