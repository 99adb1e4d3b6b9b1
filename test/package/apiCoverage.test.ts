import type { INodePropertyOptions } from 'n8n-workflow';

import { Terminal49 } from '../../nodes/Terminal49/Terminal49.node';
import coverage from '../fixtures/openapi-operations.json';

/**
 * The file of every OpenAPI operation and how the package covers it, against the node itself: what
 * it calls built must be an operation of the node, and every operation of the node must be there.
 */

interface CoverageEntry {
	operationId: string;
	method: string;
	path: string;
	status: string;
	node?: string;
	/** Other operations of the node that call it too (Set Many writes as Update does). */
	also?: string[];
	reason?: string;
}

const entries = coverage.operations as CoverageEntry[];
/** Operations the node calls that this OpenAPI lacks, each with where the path is documented. */
const outside = coverage.outsideOpenApi as Array<{
	method: string;
	path: string;
	node: string;
	source: string;
}>;
const { properties } = new Terminal49().description;

/** Every `resource/operation` of the node, from its description. */
const nodeOperations = properties
	.filter((p) => p.name === 'operation')
	.flatMap((p) =>
		(p.displayOptions?.show?.resource ?? []).flatMap((resource) =>
			(p.options as INodePropertyOptions[]).map(
				(option) => `${String(resource)}/${String(option.value)}`,
			),
		),
	);

it('lists the 83 operations of the OpenAPI, each once', () => {
	expect(entries).toHaveLength(83);
	expect(new Set(entries.map((e) => e.operationId)).size).toBe(83);
	expect(new Set(entries.map((e) => `${e.method} ${e.path}`)).size).toBe(83);
});

it('gives every operation a status, and a reason where it is not built', () => {
	for (const entry of entries) {
		expect(['built', 'leftOut']).toContain(entry.status);
		if (entry.status === 'built') expect(entry.node).toMatch(/^\w+\/\w+$/);
		if (entry.status === 'leftOut') expect(entry.reason?.length).toBeGreaterThan(20);
	}
});

it('every operation marked built is an operation of the node', () => {
	const missing = entries
		.filter((e) => e.status === 'built')
		.flatMap((e) =>
			[e.node ?? '', ...(e.also ?? [])]
				.filter((node) => !nodeOperations.includes(node))
				.map((node) => `${e.operationId} → ${node}`),
		);
	expect(missing).toEqual([]);
});

it('every operation of the node calls an OpenAPI operation in the file, or one the file names outside it with its source', () => {
	const built = new Set([
		...entries.filter((e) => e.status === 'built').flatMap((e) => [e.node, ...(e.also ?? [])]),
		...outside.map((e) => e.node),
	]);
	expect(nodeOperations.filter((operation) => !built.has(operation))).toEqual([]);
});

it('names where each operation outside the OpenAPI is documented, and none that the OpenAPI has', () => {
	for (const entry of outside) {
		expect(entry.source.length).toBeGreaterThan(20);
		expect(nodeOperations).toContain(entry.node);
		expect(entries.some((e) => e.method === entry.method && e.path === entry.path)).toBe(false);
	}
});
