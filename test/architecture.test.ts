/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * The import graph of the package's own code. Imports point down: the node classes may use any
 * part, each node's part (actions, methods, trigger, polling) uses only itself and shared/, and
 * shared/ uses only itself, so a change to one node cannot break another through a side door.
 * No file imports a file that imports it back, type-only imports included: a cycle is a knot no
 * reader can start from. No folder imports a folder that imports it back either, at any depth.
 * Inside shared/, rooms stand on floors and import only their own room or a floor below.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const SERVICE = 'nodes/Terminal49';
const PARTS = ['actions', 'methods', 'trigger', 'polling'];

/**
 * The floors of shared/, lowest first: a room imports its own files and rooms on lower floors,
 * never a room beside it or above it. CONTRIBUTING.md draws the same picture.
 */
const SHARED_FLOORS: readonly (readonly string[])[] = [
	['helpers'],
	['catalogue', 'jsonapi'],
	['transport'],
	['customFields', 'demurrage', 'lookups'],
	['output'],
];

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

/** The room of shared/ a file is in (its first folder there), or undefined outside shared/. */
function roomOf(file: string): string | undefined {
	const prefix = `${SERVICE}/shared/`;
	if (!file.startsWith(prefix)) return undefined;
	const parts = file.slice(prefix.length).split('/');
	return parts.length > 1 ? parts[0] : '(shared itself)';
}

function floorOf(room: string): number {
	return SHARED_FLOORS.findIndex((floor) => floor.includes(room));
}

/** Whether an import from one file of shared/ to another goes down a floor or stays in its room. */
function downOrWithin(from: string, to: string): boolean {
	const source = roomOf(from);
	const target = roomOf(to);
	if (source === undefined || target === undefined || source === target) return true;
	const sourceFloor = floorOf(source);
	const targetFloor = floorOf(target);
	return sourceFloor >= 0 && targetFloor >= 0 && targetFloor < sourceFloor;
}

/** The folder graph at one depth: each file stands for its folder, cut to `depth` folders below the service folder. */
function folderGraph(graph: Map<string, string[]>, depth: number): Map<string, string[]> {
	const folderOf = (file: string): string => {
		const folders = path.posix.dirname(file).split('/').slice(SERVICE.split('/').length);
		return [SERVICE, ...folders.slice(0, depth)].join('/');
	};
	const folders = new Map<string, Set<string>>();
	for (const [from, targets] of graph) {
		if (!from.startsWith(`${SERVICE}/`)) continue;
		const source = folderOf(from);
		const edges = folders.get(source) ?? new Set<string>();
		folders.set(source, edges);
		for (const to of targets) if (to.startsWith(`${SERVICE}/`) && folderOf(to) !== source) edges.add(folderOf(to));
	}
	return new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
}

/** How many folders deep the service folder goes. */
function folderDepth(graph: Map<string, string[]>): number {
	return Math.max(...[...graph.keys()].filter((file) => file.startsWith(`${SERVICE}/`)).map((file) => file.split('/').length - SERVICE.split('/').length - 1));
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

it('has no import cycle between folders, at any depth of the service folder', () => {
	const depth = folderDepth(graph);
	expect(depth).toBeGreaterThanOrEqual(3);
	const found = Array.from({ length: depth }, (_, index) => cycles(folderGraph(graph, index + 1))).flat();
	expect(found).toEqual([]);
});

it('puts every room of shared/ on a floor, and finds only the rooms the floors name', () => {
	const rooms = new Set([...graph.keys()].map(roomOf).filter((room): room is string => room !== undefined));
	expect([...rooms].sort()).toEqual(SHARED_FLOORS.flat().sort());
});

it('has no import inside shared/ that goes up a floor or sideways to a room beside it', () => {
	const wrong = [...graph].flatMap(([from, targets]) => targets.filter((to) => !downOrWithin(from, to)).map((to) => `${from} -> ${to}`));
	expect(wrong).toEqual([]);
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

	it('refuse an import up a floor and one sideways on a floor, and allow one down or within a room', () => {
		const shared = `${SERVICE}/shared`;
		expect(downOrWithin(`${shared}/helpers/validation.ts`, `${shared}/transport/paths.ts`)).toBe(false);
		expect(downOrWithin(`${shared}/catalogue/urgencies.ts`, `${shared}/demurrage/index.ts`)).toBe(false);
		expect(downOrWithin(`${shared}/catalogue/events.ts`, `${shared}/jsonapi/index.ts`)).toBe(false);
		expect(downOrWithin(`${shared}/lookups/shippingLines.ts`, `${shared}/customFields/coercion.ts`)).toBe(false);
		expect(downOrWithin(`${shared}/unknownRoom/x.ts`, `${shared}/helpers/text.ts`)).toBe(false);
		expect(downOrWithin(`${shared}/output/index.ts`, `${shared}/demurrage/index.ts`)).toBe(true);
		expect(downOrWithin(`${shared}/lookups/shippingLines.ts`, `${shared}/transport/index.ts`)).toBe(true);
		expect(downOrWithin(`${shared}/helpers/dates.ts`, `${shared}/helpers/text.ts`)).toBe(true);
	});

	it('see a cycle between two folders, and between a folder’s own files and a folder inside it', () => {
		const service = (file: string): string => `${SERVICE}/${file}`;
		const siblings = new Map([
			[service('actions/a/x.ts'), [service('actions/b/y.ts')]],
			[service('actions/b/y.ts'), [service('actions/a/z.ts')]],
			[service('actions/a/z.ts'), []],
		]);
		expect(cycles(folderGraph(siblings, 2))).toEqual([[service('actions/a'), service('actions/b')]]);
		expect(cycles(folderGraph(siblings, 1))).toEqual([]);
		const nested = new Map([
			[service('output/index.ts'), [service('output/shapes/a.ts')]],
			[service('output/shapes/a.ts'), [service('output/shape.ts')]],
			[service('output/shape.ts'), []],
		]);
		expect(cycles(folderGraph(nested, 2))).toEqual([[service('output'), service('output/shapes')]]);
	});

	it('find a two-file cycle and a self-import, and nothing in a chain', () => {
		expect(cycles(new Map([['a', ['b']], ['b', ['a']], ['c', ['a']]]))).toEqual([['a', 'b']]);
		expect(cycles(new Map([['a', ['a']]]))).toEqual([['a']]);
		expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
	});
});
