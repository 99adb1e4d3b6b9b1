/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * The import graph of the package's own code. Imports point down: the node classes may use any
 * part, each node's part (actions, methods, trigger, polling) uses only itself and shared/, and
 * shared/ uses only itself, so a change to one node cannot break another through a side door.
 * No file imports a file that imports it back, type-only imports included: a cycle is a knot no
 * reader can start from. No folder imports a folder that imports it back either, at any depth.
 * Inside shared/, rooms stand on floors and import only their own room or a floor below.
 * The rooms hold what their names say: every file of a look-up room sends a request, the pure
 * floor names no resource, and no resource of the action node imports another (what two share is
 * in actions/helpers/).
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
		if (existsSync(absolute) && statSync(absolute).isFile())
			return candidate.split(path.sep).join('/');
	}
	return undefined;
}

/** Every relative import of every file, resolved to a repository path. */
function importGraph(): Map<string, string[]> {
	const graph = new Map<string, string[]>();
	for (const file of [...sourceFiles('nodes'), ...sourceFiles('credentials')]) {
		const { importedFiles } = ts.preProcessFile(
			readFileSync(path.join(ROOT, file), 'utf8'),
			true,
			true,
		);
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

/** The rooms whose every file sends a request: what they hold is a look-up, not a reading of one. */
const REQUEST_ROOMS = ['lookups'];

/** The floor that holds nothing of the domain: no request, no JSON:API document, and no resource named in its code. */
const PURE_ROOM = 'helpers';

/**
 * Where the pure floor may say a resource's word, and why: it is the word of a standard or a
 * format, not the node's record. Each entry is a file and the resource words it may use.
 */
const WORDS_OF_A_STANDARD: Readonly<Record<string, readonly string[]>> = {
	// ISO 6346 container numbers: the equipment's code, which the Container resource also reads.
	[`${SERVICE}/shared/helpers/readers/shippingNumbers.ts`]: ['container'],
	// MIME types: "…wordprocessingml.document" names a Word file, not a Terminal49 document.
	[`${SERVICE}/shared/helpers/fileNames.ts`]: ['document'],
};

function floorOf(room: string): number {
	return SHARED_FLOORS.findIndex((floor) => floor.includes(room));
}

/** The room whose index is its only door: from outside the room, nothing else of it is imported. */
const ONE_DOOR_ROOMS = ['transport'];

/** Whether an import into a room with one door, from outside that room, goes through its index. */
function throughTheDoor(from: string, to: string): boolean {
	const target = roomOf(to);
	if (target === undefined || !ONE_DOOR_ROOMS.includes(target) || roomOf(from) === target)
		return true;
	return to === `${SERVICE}/shared/${target}/index.ts`;
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

/** The folder of actions/ a file is in (a resource, or `helpers`); undefined for actions/ itself and outside it. */
function actionsFolderOf(file: string): string | undefined {
	const prefix = `${SERVICE}/actions/`;
	if (!file.startsWith(prefix)) return undefined;
	const parts = file.slice(prefix.length).split('/');
	return parts.length > 1 ? parts[0] : undefined;
}

/**
 * Whether an import keeps each resource of the action node to itself: a resource's files import
 * their own folder and actions/helpers/, never another resource; actions/helpers/ imports no
 * resource. The router and the resource list, in actions/ itself, import every resource.
 */
function withinResource(from: string, to: string): boolean {
	const source = actionsFolderOf(from);
	const target = actionsFolderOf(to);
	if (source === undefined || target === undefined || source === target) return true;
	return target === 'helpers';
}

/**
 * The functions of shared/transport/ a file calls with n8n's context as `this`, which is how a
 * request is sent (`terminal49Request.call(this, …)`); a type, a path helper or a limit check is
 * no request.
 */
function requestsSent(file: string, text: string): string[] {
	const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
	const fromTransport = new Set<string>();
	for (const statement of source.statements) {
		if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
			continue;
		const clause = statement.importClause;
		const bindings = clause?.namedBindings;
		if (!clause || clause.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
		if (
			!resolveImport(file, statement.moduleSpecifier.text)?.startsWith(
				`${SERVICE}/shared/transport/`,
			)
		)
			continue;
		for (const element of bindings.elements)
			if (!element.isTypeOnly) fromTransport.add(element.name.text);
	}
	const sent: string[] = [];
	const visit = (node: ts.Node): void => {
		if (
			ts.isCallExpression(node) &&
			ts.isPropertyAccessExpression(node.expression) &&
			node.expression.name.text === 'call' &&
			ts.isIdentifier(node.expression.expression) &&
			fromTransport.has(node.expression.expression.text)
		) {
			sent.push(node.expression.expression.text);
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return sent;
}

/** The words of a name or a text, lower case: `trackingRequestOf` → tracking, request, of; `Terminal49` stays one word. */
function wordsOf(text: string): string[] {
	return (text.match(/[A-Z]?[a-z]+\d*|[A-Z]+\d*(?![a-z])|\d+/g) ?? []).map((word) =>
		word.toLowerCase(),
	);
}

/** A resource's words as code may spell them, one or many: custom field, custom fields; party, parties. */
function spellingsOf(resource: string): string[] {
	const words = wordsOf(resource);
	const last = words[words.length - 1];
	const plurals = [`${last}s`, `${last}es`, last.replace(/y$/, 'ies')];
	return [last, ...plurals].map((ending) => [...words.slice(0, -1), ending].join(' '));
}

/**
 * The resources a file's code names, in its identifiers, texts and templates (comments, which say
 * why, are left out): a resource is named where its words (`customFieldDefinition`: custom, field,
 * definition) stand in a row, one or many, in any case or spelling (`Shipment ID`,
 * `tracking_requests`, `/shipments/`).
 */
function resourcesNamed(file: string, text: string, resources: readonly string[]): string[] {
	const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
	const named = new Set<string>();
	const visit = (node: ts.Node): void => {
		const spelled =
			ts.isIdentifier(node) ||
			ts.isPrivateIdentifier(node) ||
			ts.isStringLiteralLike(node) ||
			ts.isTemplateLiteralToken(node)
				? node.text
				: undefined;
		if (spelled !== undefined) {
			const words = wordsOf(spelled).join(' ');
			for (const resource of resources)
				if (spellingsOf(resource).some((spelling) => ` ${words} `.includes(` ${spelling} `)))
					named.add(resource);
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return [...named].sort();
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
		for (const to of targets)
			if (to.startsWith(`${SERVICE}/`) && folderOf(to) !== source) edges.add(folderOf(to));
	}
	return new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
}

/** How many folders deep the service folder goes. */
function folderDepth(graph: Map<string, string[]>): number {
	return Math.max(
		...[...graph.keys()]
			.filter((file) => file.startsWith(`${SERVICE}/`))
			.map((file) => file.split('/').length - SERVICE.split('/').length - 1),
	);
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
		if (component.length > 1 || (graph.get(file) ?? []).includes(file))
			found.push(component.sort());
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
	expect([...layers].sort()).toEqual([
		'actions',
		'credentials',
		'methods',
		'node class',
		'polling',
		'shared',
		'trigger',
	]);
});

it('resolves every relative import to a file', () => {
	const unresolved = [...graph.values()]
		.flat()
		.filter((target) => target.includes(' -> unresolved '));
	expect(unresolved).toEqual([]);
});

it('has no upward or sideways import: shared imports only shared, each part only itself and shared', () => {
	const wrong = [...graph].flatMap(([from, targets]) =>
		targets.filter((to) => !allowed(from, to)).map((to) => `${from} -> ${to}`),
	);
	expect(wrong).toEqual([]);
});

it('has no import cycle between files', () => {
	expect(cycles(graph)).toEqual([]);
});

it('has no import cycle between folders, at any depth of the service folder', () => {
	const depth = folderDepth(graph);
	expect(depth).toBeGreaterThanOrEqual(3);
	const found = Array.from({ length: depth }, (_, index) =>
		cycles(folderGraph(graph, index + 1)),
	).flat();
	expect(found).toEqual([]);
});

it('puts every room of shared/ on a floor, and finds only the rooms the floors name', () => {
	const rooms = new Set(
		[...graph.keys()].map(roomOf).filter((room): room is string => room !== undefined),
	);
	expect([...rooms].sort()).toEqual(SHARED_FLOORS.flat().sort());
});

it('has no import inside shared/ that goes up a floor or sideways to a room beside it', () => {
	const wrong = [...graph].flatMap(([from, targets]) =>
		targets.filter((to) => !downOrWithin(from, to)).map((to) => `${from} -> ${to}`),
	);
	expect(wrong).toEqual([]);
});

it('has no import from outside shared/transport/ into its inner modules: its index is the one door', () => {
	const wrong = [...graph].flatMap(([from, targets]) =>
		targets.filter((to) => !throughTheDoor(from, to)).map((to) => `${from} -> ${to}`),
	);
	expect(wrong).toEqual([]);
});

it('has no import from one resource of the action node to another: what two share is in actions/helpers/', () => {
	const wrong = [...graph].flatMap(([from, targets]) =>
		targets.filter((to) => !withinResource(from, to)).map((to) => `${from} -> ${to}`),
	);
	expect(wrong).toEqual([]);
});

it('finds in a look-up room only files that send a request through transport/', () => {
	const files = [...graph.keys()].filter((file) => REQUEST_ROOMS.includes(roomOf(file) ?? ''));
	expect(files.length).toBeGreaterThan(0);
	const silent = files.filter(
		(file) => requestsSent(file, readFileSync(path.join(ROOT, file), 'utf8')).length === 0,
	);
	expect(silent).toEqual([]);
});

it('finds on the pure floor no code that names a resource of the node', () => {
	const resources = [
		...new Set(
			[...graph.keys()]
				.map(actionsFolderOf)
				.filter((folder): folder is string => folder !== undefined && folder !== 'helpers'),
		),
	];
	expect(resources).toEqual(expect.arrayContaining(['container', 'shipment', 'trackingRequest']));
	const named = [...graph.keys()]
		.filter((file) => roomOf(file) === PURE_ROOM)
		.flatMap((file) => {
			const allowed = WORDS_OF_A_STANDARD[file] ?? [];
			return resourcesNamed(file, readFileSync(path.join(ROOT, file), 'utf8'), resources)
				.filter((resource) => !allowed.includes(resource))
				.map((resource) => `${file} names ${resource}`);
		});
	expect(named).toEqual([]);
	// Each word of a standard is still used where it is allowed, so an allowance outlives no reason.
	const unused = Object.entries(WORDS_OF_A_STANDARD).flatMap(([file, words]) => {
		const used = resourcesNamed(file, readFileSync(path.join(ROOT, file), 'utf8'), resources);
		return words.filter((word) => !used.includes(word)).map((word) => `${file}: ${word}`);
	});
	expect(unused).toEqual([]);
});

describe('the checks themselves', () => {
	it('refuse an upward, a sideways and an outside import', () => {
		expect(allowed(`${SERVICE}/shared/output/index.ts`, `${SERVICE}/actions/limit.ts`)).toBe(false);
		expect(
			allowed(
				`${SERVICE}/actions/container/get.operation.ts`,
				`${SERVICE}/trigger/notification.ts`,
			),
		).toBe(false);
		expect(allowed(`${SERVICE}/polling/poll.ts`, `${SERVICE}/Terminal49.node.ts`)).toBe(false);
		expect(allowed('credentials/Terminal49Api.credentials.ts', 'test/mock/server.ts')).toBe(false);
		expect(allowed(`${SERVICE}/Terminal49Trigger.node.ts`, `${SERVICE}/trigger/delivery.ts`)).toBe(
			true,
		);
		expect(
			allowed('credentials/Terminal49Api.credentials.ts', `${SERVICE}/shared/transport/baseUrl.ts`),
		).toBe(true);
	});

	it('refuse an import up a floor and one sideways on a floor, and allow one down or within a room', () => {
		const shared = `${SERVICE}/shared`;
		expect(downOrWithin(`${shared}/helpers/readers/ids.ts`, `${shared}/transport/paths.ts`)).toBe(
			false,
		);
		expect(downOrWithin(`${shared}/catalogue/urgencies.ts`, `${shared}/demurrage/index.ts`)).toBe(
			false,
		);
		expect(downOrWithin(`${shared}/catalogue/events.ts`, `${shared}/jsonapi/index.ts`)).toBe(false);
		expect(
			downOrWithin(`${shared}/lookups/shippingLines.ts`, `${shared}/customFields/coercion.ts`),
		).toBe(false);
		expect(downOrWithin(`${shared}/unknownRoom/x.ts`, `${shared}/helpers/text.ts`)).toBe(false);
		expect(downOrWithin(`${shared}/output/index.ts`, `${shared}/demurrage/index.ts`)).toBe(true);
		expect(downOrWithin(`${shared}/lookups/shippingLines.ts`, `${shared}/transport/index.ts`)).toBe(
			true,
		);
		expect(downOrWithin(`${shared}/helpers/dates.ts`, `${shared}/helpers/text.ts`)).toBe(true);
	});

	it('see a cycle between two folders, and between a folder’s own files and a folder inside it', () => {
		const service = (file: string): string => `${SERVICE}/${file}`;
		const siblings = new Map([
			[service('actions/a/x.ts'), [service('actions/b/y.ts')]],
			[service('actions/b/y.ts'), [service('actions/a/z.ts')]],
			[service('actions/a/z.ts'), []],
		]);
		expect(cycles(folderGraph(siblings, 2))).toEqual([
			[service('actions/a'), service('actions/b')],
		]);
		expect(cycles(folderGraph(siblings, 1))).toEqual([]);
		const nested = new Map([
			[service('output/index.ts'), [service('output/shapes/a.ts')]],
			[service('output/shapes/a.ts'), [service('output/shape.ts')]],
			[service('output/shape.ts'), []],
		]);
		expect(cycles(folderGraph(nested, 2))).toEqual([[service('output'), service('output/shapes')]]);
	});

	it('refuse an import of transport’s inner module from outside it, and allow its index and its own imports', () => {
		const actions = `${SERVICE}/actions/document/upload.operation.ts`;
		expect(throughTheDoor(actions, `${SERVICE}/shared/transport/storage.ts`)).toBe(false);
		expect(
			throughTheDoor(
				'credentials/Terminal49Api.credentials.ts',
				`${SERVICE}/shared/transport/paths.ts`,
			),
		).toBe(false);
		expect(throughTheDoor(actions, `${SERVICE}/shared/transport/index.ts`)).toBe(true);
		expect(
			throughTheDoor(
				`${SERVICE}/shared/transport/pages.ts`,
				`${SERVICE}/shared/transport/request.ts`,
			),
		).toBe(true);
		expect(throughTheDoor(actions, `${SERVICE}/shared/jsonapi/schema.ts`)).toBe(true);
	});

	it('find a two-file cycle and a self-import, and nothing in a chain', () => {
		expect(
			cycles(
				new Map([
					['a', ['b']],
					['b', ['a']],
					['c', ['a']],
				]),
			),
		).toEqual([['a', 'b']]);
		expect(cycles(new Map([['a', ['a']]]))).toEqual([['a']]);
		expect(
			cycles(
				new Map([
					['a', ['b']],
					['b', ['c']],
					['c', []],
				]),
			),
		).toEqual([]);
	});

	it('refuse an import from one resource to another and from actions/helpers/ to a resource, and allow one to actions/helpers/', () => {
		const actions = `${SERVICE}/actions`;
		expect(
			withinResource(
				`${actions}/trackingRequest/create.operation.ts`,
				`${actions}/customField/fields.ts`,
			),
		).toBe(false);
		expect(withinResource(`${actions}/helpers/limit.ts`, `${actions}/container/fields.ts`)).toBe(
			false,
		);
		expect(
			withinResource(
				`${actions}/trackingRequest/create.operation.ts`,
				`${actions}/helpers/customFields.ts`,
			),
		).toBe(true);
		expect(
			withinResource(`${actions}/container/get.operation.ts`, `${actions}/container/locator.ts`),
		).toBe(true);
		expect(
			withinResource(`${actions}/router.ts`, `${actions}/container/Container.resource.ts`),
		).toBe(true);
		expect(
			withinResource(`${SERVICE}/methods/listSearch.ts`, `${SERVICE}/shared/output/index.ts`),
		).toBe(true);
	});

	it('see a request sent with the context as `this`, and no request in a type, a path or a function of another room', () => {
		const file = `${SERVICE}/shared/lookups/shippingLines.ts`;
		expect(
			requestsSent(
				file,
				"import { terminal49Request } from '../transport';\nexport const get = () => terminal49Request.call(this, { path: '/x' });",
			),
		).toEqual(['terminal49Request']);
		expect(
			requestsSent(
				file,
				"import { terminal49Paginate as pages } from '../transport/pages';\nconst read = () => pages.call(this, {});",
			),
		).toEqual(['pages']);
		expect(
			requestsSent(
				file,
				"import type { Terminal49Context } from '../transport';\nexport const f = (c: Terminal49Context) => c;",
			),
		).toEqual([]);
		expect(
			requestsSent(
				file,
				"import { apiPath, checkLimit } from '../transport';\nexport const p = apiPath`/x/${1}`; checkLimit(3);",
			),
		).toEqual([]);
		expect(
			requestsSent(
				file,
				"import { readDocument } from '../jsonapi';\nexport const d = readDocument.call(this, {});",
			),
		).toEqual([]);
		expect(requestsSent(file, '// terminal49Request.call(this)\nexport const none = 1;')).toEqual(
			[],
		);
	});

	it('see a resource named in code, in any spelling, and not in a comment or inside a longer word', () => {
		const file = `${SERVICE}/shared/helpers/x.ts`;
		const resources = ['container', 'shipment', 'trackingRequest', 'terminal', 'port'];
		expect(
			resourcesNamed(
				file,
				"export const f = (field: string) => field === 'Shipment ID';",
				resources,
			),
		).toEqual(['shipment']);
		expect(resourcesNamed(file, 'export function trackingRequestOf() {}', resources)).toEqual([
			'trackingRequest',
		]);
		expect(resourcesNamed(file, "export const t = 'tracking_requests';", resources)).toEqual([
			'trackingRequest',
		]);
		expect(
			resourcesNamed(
				file,
				'export const c = `${1} CONTAINERS`; export const s = "/shipments/";',
				resources,
			),
		).toEqual(['container', 'shipment']);
		expect(resourcesNamed(file, 'export const p = `a ${1} container`;', resources)).toEqual([
			'container',
		]);
		expect(
			resourcesNamed(
				file,
				'/** A shipment, a container. */\nexport const n = 1; // tracking request',
				resources,
			),
		).toEqual([]);
		expect(
			resourcesNamed(
				file,
				"export const ids = 'Terminal49 IDs'; export { exported as reported }; export const q = 'trackings request';",
				resources,
			),
		).toEqual([]);
	});
});
