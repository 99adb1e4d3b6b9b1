/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * dist/ ships nothing only tests need. What a test resets (each room's in-process state, the
 * throttle's window) it reaches through test/support/processState.ts, which the build never
 * sees: the build's files (tsconfig.json's, and every file they import) are all in nodes/ and
 * credentials/, no shipped module exports a name of that entry, and a shipped function whose
 * name says it forgets or resets state has a caller in shipped code.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import * as processState from '../support/processState';

const ROOT = path.resolve(__dirname, '../..');

/** A name that says its function forgets, resets or swaps out state: what test-only seams are called. */
const RESETS_STATE = /^(forget|reset|clear)|seam|for_?tests?$/i;

const relative = (absolute: string): string =>
	path.relative(ROOT, absolute).split(path.sep).join('/');

/** The files tsconfig.json builds, and every file they import, transitively (relative imports: the package's own). */
function builtFiles(): string[] {
	const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
	const { fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
	const reached = new Set<string>();
	const visit = (file: string): void => {
		if (reached.has(file) || !file.endsWith('.ts')) return;
		reached.add(file);
		const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
		for (const { fileName } of importedFiles) {
			if (!fileName.startsWith('.')) continue;
			const base = path.resolve(path.dirname(file), fileName);
			const target = [`${base}.ts`, path.join(base, 'index.ts')].find(
				(candidate) => existsSync(candidate) && statSync(candidate).isFile(),
			);
			if (target) visit(target);
		}
	};
	for (const file of fileNames) visit(path.resolve(file));
	return [...reached].map(relative).sort();
}

const hasExportModifier = (node: ts.Node): boolean =>
	ts.canHaveModifiers(node) &&
	(ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** The names a module exports itself or re-exports by name, and the names it imports by name. */
function namesOf(file: string): { exported: string[]; imported: string[] } {
	const source = ts.createSourceFile(
		file,
		readFileSync(path.join(ROOT, file), 'utf8'),
		ts.ScriptTarget.Latest,
	);
	const exported: string[] = [];
	const imported: string[] = [];
	for (const statement of source.statements) {
		if (ts.isImportDeclaration(statement)) {
			const bindings = statement.importClause?.namedBindings;
			if (bindings && ts.isNamedImports(bindings))
				for (const element of bindings.elements)
					imported.push((element.propertyName ?? element.name).text);
		} else if (ts.isExportDeclaration(statement)) {
			if (statement.exportClause && ts.isNamedExports(statement.exportClause))
				for (const element of statement.exportClause.elements) exported.push(element.name.text);
		} else if (ts.isVariableStatement(statement) && hasExportModifier(statement)) {
			for (const declaration of statement.declarationList.declarations)
				if (ts.isIdentifier(declaration.name)) exported.push(declaration.name.text);
		} else if (hasExportModifier(statement)) {
			const { name } = statement as ts.DeclarationStatement;
			if (name && ts.isIdentifier(name)) exported.push(name.text);
		}
	}
	return { exported, imported };
}

const built = builtFiles();
const names = new Map(built.map((file) => [file, namesOf(file)]));
const exportedBy = (file: string): string[] => names.get(file)?.exported ?? [];

/** Exports of shipped modules whose names say they reset state, each with the other shipped files that import it. */
function stateResets(): Map<string, string[]> {
	const resets = new Map<string, string[]>();
	for (const [file, { exported }] of names) {
		for (const name of exported.filter((candidate) => RESETS_STATE.test(candidate))) {
			const callers = [...names]
				.filter(([other, { imported }]) => other !== file && imported.includes(name))
				.map(([other]) => other);
			resets.set(`${file} ${name}`, callers);
		}
	}
	return resets;
}

describe('dist/ ships no test-only entry', () => {
	it('the build holds only nodes/ and credentials/: nothing it builds imports a file of test/', () => {
		expect(
			built.filter((file) => !file.startsWith('nodes/') && !file.startsWith('credentials/')),
		).toEqual([]);
		expect(built).not.toContain('test/support/processState.ts');
	});

	it('no shipped module exports a name of the tests’ entry to process state', () => {
		const entry = new Set(Object.keys(processState));
		const shipped = [...names].flatMap(([file, { exported }]) =>
			exported.filter((name) => entry.has(name)).map((name) => `${file} ${name}`),
		);
		expect(shipped).toEqual([]);
	});

	it('every shipped function whose name says it forgets or resets state is called by shipped code', () => {
		const uncalled = [...stateResets()]
			.filter(([, callers]) => callers.length === 0)
			.map(([name]) => name);
		expect(uncalled).toEqual([]);
	});
});

describe('the checks above see what they check', () => {
	it('the build reaches the node classes, the credentials and the rooms they import', () => {
		expect(built).toEqual(
			expect.arrayContaining([
				'nodes/Terminal49/Terminal49PollingTrigger.node.ts',
				'credentials/Terminal49Api.credentials.ts',
				'nodes/Terminal49/polling/state.ts',
			]),
		);
	});

	it('the scan finds each kind of export: a function, a const, a type, a name re-exported', () => {
		expect(exportedBy('nodes/Terminal49/shared/transport/throttle.ts')).toEqual(
			expect.arrayContaining([
				'limiterFor',
				'throttleInProcess',
				'ThrottleWindow',
				'RollingWindowLimiter',
			]),
		);
		expect(exportedBy('nodes/Terminal49/shared/transport/index.ts')).toContain(
			'terminal49RequestPages',
		);
	});

	it('the tests’ entry to process state exports the resets the tests use', () => {
		expect(Object.keys(processState)).toEqual(
			expect.arrayContaining(['forgetLimiters', 'setThrottleTestSeam', 'forgetPollsInProcess']),
		);
	});

	it('the resets that shipped code does call are found with their callers (a registration removed forgets its deliveries and its listen)', () => {
		const resets = stateResets();
		expect(resets.get('nodes/Terminal49/trigger/recentDeliveries.ts forgetDeliveries')).toContain(
			'nodes/Terminal49/trigger/lifecycle.ts',
		);
		expect(resets.get('nodes/Terminal49/trigger/testSamples.ts forgetSampleListen')).toContain(
			'nodes/Terminal49/trigger/lifecycle.ts',
		);
	});
});
