// npm run scan: the two lint legs of n8n's community-package scanner (@n8n/scan-community-package,
// the gate n8n verification runs), on this checkout and on the tarball `npm pack` makes of it.
// Run after `npm run build`. Fails on any finding, warnings included (the scanner itself fails
// only on errors).
//
// The scanner's other steps need a published version: provenance (published from GitHub Actions
// with `npm publish --provenance`) and fetching the source the provenance names. Those are
// publish.yml's job; everything they then lint is linted here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import glob from 'fast-glob';
import {
	buildScanConfig,
	SOURCE_FILE_PATTERNS,
} from '@n8n/scan-community-package/scanner/scanner.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, cwd) {
	const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
	if (result.status !== 0) {
		throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
	}
	return result.stdout;
}

/** `npm pack` of this checkout, extracted the way the scanner extracts a downloaded package. */
function packAndExtract(workDir) {
	const packed = JSON.parse(
		run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', workDir], repoDir),
	);
	const tarball = path.join(workDir, packed[0].filename);
	const packageDir = path.join(workDir, 'package');
	fs.mkdirSync(packageDir);
	run('tar', ['-xzf', tarball, '-C', packageDir, '--strip-components=1'], workDir);
	return { packageDir, tarball: path.basename(tarball), fileCount: packed[0].entryCount };
}

/** One leg, with the scanner's own ESLint options and config (inline eslint-disable comments ignored). */
async function lintLeg(dir, patterns) {
	const eslint = new ESLint({
		cwd: dir,
		allowInlineConfig: false,
		overrideConfigFile: true,
		overrideConfig: await buildScanConfig(),
	});
	const files = glob.sync(patterns, {
		cwd: dir,
		absolute: true,
		ignore: ['node_modules/**', '**/package-lock.json'],
	});
	const results = await eslint.lintFiles(files);
	const formatter = await eslint.loadFormatter('stylish');
	return {
		files: files.length,
		errors: results.reduce((sum, r) => sum + r.errorCount, 0),
		warnings: results.reduce((sum, r) => sum + r.warningCount, 0),
		report: await formatter.format(results),
	};
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 't49-scan-'));
try {
	if (!fs.existsSync(path.join(repoDir, 'dist')))
		throw new Error('no dist/: run `npm run build` first');
	const { packageDir, tarball, fileCount } = packAndExtract(workDir);
	const legs = [
		{
			name: `source (${SOURCE_FILE_PATTERNS.join(', ')})`,
			result: await lintLeg(repoDir, SOURCE_FILE_PATTERNS),
		},
		{
			name: `tarball ${tarball}, ${fileCount} files (**/*.js, package.json)`,
			result: await lintLeg(packageDir, ['**/*.js', 'package.json']),
		},
	];
	let findings = 0;
	for (const { name, result } of legs) {
		console.log(
			`scanner leg ${name}: ${result.files} files linted, ${result.errors} errors, ${result.warnings} warnings`,
		);
		if (result.report) console.log(result.report);
		findings += result.errors + result.warnings;
	}
	if (findings > 0) {
		console.error(`scan: ${findings} findings; n8n's scanner would flag this package.`);
		process.exitCode = 1;
	}
} finally {
	fs.rmSync(workDir, { recursive: true, force: true });
}
