/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * The import graph of the package's own code. Imports point down: the node classes may use any
 * part, each node's part (actions, methods, trigger, polling) uses only itself and shared/, and
 * shared/ uses only itself, so a change to one node cannot break another through a side door.
 * No file imports a file that imports it back, type-only imports included: a cycle is a knot no
 * reader can start from.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const SERVICE = 'nodes/Terminal49';
const PARTS = ['actions', 'methods', 'trigger', 'polling'];

function sourceFiles(dir: string): string[] {
	return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
		const relative = `${dir}/${entry.name}`;
		if (entry.isDirectory()) return sourceFiles(relative);
		return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [relative] : [];
	});
}

function resolveImport(from: string, specifier: string): string | undefined {
	const base = path.join(path.dirname(from), specifier);
	for (const candidate of [`${base}.ts`, `${base}/index.ts`, base]) {
		const absolute = path.join(ROOT, candidate);
		if (existsSync(absolute) && statSync(absolute).isFile()) return candidate.split(path.sep).join('/');
	}
	return undefined;
}

/** Every relative import of every file, resolved to a repository path. */
function importGraph(): Map<string, string[]> {
	const graph = new Map<string, string[]>();
	for (const file of [...sourceFiles('nodes'), ...sourceFiles('credentials')]) {
		const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
		const targets = importedFiles
			.map(({ fileName }) => fileName)
			.filter((specifier) => specifier.startsWith('.'))
			.map((specifier) => resolveImport(file, specifier) ?? `${file} -> unresolved ${specifier}`);
		graph.set(file, targets);
	}
	return graph;
}

/** Where a file sits: `shared`, one of PARTS, `node class`, or `credentials`. */
function layerOf(file: string): string {
	if (file.startsWith('credentials/')) return 'credentials';
	if (!file.startsWith(`${SERVICE}/`)) return 'outside';
	const [first, ...rest] = file.slice(SERVICE.length + 1).split('/');
	return rest.length === 0 ? 'node class' : first;
}

function allowed(from: string, to: string): boolean {
	const source = layerOf(from);
	const target = layerOf(to);
	if (target === 'outside' || target === 'node class' || target === 'credentials') return false;
	if (source === 'node class') return true;
	if (target === 'shared') return true;
	return PARTS.includes(source) && source === target;
}

/** Strongly connected components of more than one file (Tarjan), or a file that imports itself. */
function cycles(graph: Map<string, string[]>): string[][] {
	let counter = 0;
	const index = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const found: string[][] = [];
	const visit = (file: string): void => {
		index.set(file, counter);
		low.set(file, counter);
		counter++;
		stack.push(file);
		onStack.add(file);
		for (const next of graph.get(file) ?? []) {
			if (!graph.has(next)) continue;
			if (!index.has(next)) {
				visit(next);
				low.set(file, Math.min(low.get(file)!, low.get(next)!));
			} else if (onStack.has(next)) {
				low.set(file, Math.min(low.get(file)!, index.get(next)!));
			}
		}
		if (low.get(file) !== index.get(file)) return;
		const component: string[] = [];
		let member: string;
		do {
			member = stack.pop()!;
			onStack.delete(member);
			component.push(member);
		} while (member !== file);
		if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
	};
	for (const file of graph.keys()) if (!index.has(file)) visit(file);
	return found;
}

const graph = importGraph();

it('finds the three node classes side by side in one service folder, and every part beside them', () => {
	const classes = [...graph.keys()].filter((file) => layerOf(file) === 'node class').sort();
	expect(classes).toEqual([
		`${SERVICE}/Terminal49.node.ts`,
		`${SERVICE}/Terminal49PollingTrigger.node.ts`,
		`${SERVICE}/Terminal49Trigger.node.ts`,
	]);
	const layers = new Set([...graph.keys()].map(layerOf));
	expect([...layers].sort()).toEqual(['actions', 'credentials', 'methods', 'node class', 'polling', 'shared', 'trigger']);
});

it('resolves every relative import to a file', () => {
	const unresolved = [...graph.values()].flat().filter((target) => target.includes(' -> unresolved '));
	expect(unresolved).toEqual([]);
});

it('has no upward or sideways import: shared imports only shared, each part only itself and shared', () => {
	const wrong = [...graph].flatMap(([from, targets]) => targets.filter((to) => !allowed(from, to)).map((to) => `${from} -> ${to}`));
	expect(wrong).toEqual([]);
});

it('has no import cycle between files', () => {
	expect(cycles(graph)).toEqual([]);
});

describe('the checks themselves', () => {
	it('refuse an upward, a sideways and an outside import', () => {
		expect(allowed(`${SERVICE}/shared/output/index.ts`, `${SERVICE}/actions/limit.ts`)).toBe(false);
		expect(allowed(`${SERVICE}/actions/container/get.operation.ts`, `${SERVICE}/trigger/notification.ts`)).toBe(false);
		expect(allowed(`${SERVICE}/polling/poll.ts`, `${SERVICE}/Terminal49.node.ts`)).toBe(false);
		expect(allowed('credentials/Terminal49Api.credentials.ts', 'test/mock/server.ts')).toBe(false);
		expect(allowed(`${SERVICE}/Terminal49Trigger.node.ts`, `${SERVICE}/trigger/delivery.ts`)).toBe(true);
		expect(allowed('credentials/Terminal49Api.credentials.ts', `${SERVICE}/shared/transport/baseUrl.ts`)).toBe(true);
	});

	it('find a two-file cycle and a self-import, and nothing in a chain', () => {
		expect(cycles(new Map([['a', ['b']], ['b', ['a']], ['c', ['a']]]))).toEqual([['a', 'b']]);
		expect(cycles(new Map([['a', ['a']]]))).toEqual([['a']]);
		expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
	});
});
