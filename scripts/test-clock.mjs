// npm run test:clock: `npm test` again at instants when the clock decides answers, with the whole
// process's clock moved by Debian's faketime. CI runs at whatever hour it is started; these runs
// make a test (or a node) that depends on the hour or the season fail on every run instead of on
// the few runs that happen to start at the wrong time. Each instant is one that found such a fault:
//   06:30 UTC in winter: New York and Chicago are already on tomorrow, Los Angeles is not
//     (Sort by Last Free Day ranked a New York LFD due today after a Los Angeles one due tomorrow);
//   05:30 UTC on 1 November 2026: New York is still on summer time, an hour before clocks go back
//     (luxon read an ambiguous local time by the offset in force that day);
//   16:30 UTC in summer: Shanghai is on tomorrow, the Americas on today, every US zone on summer time.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const INSTANTS = ['2026-11-26 06:30:00 UTC', '2026-11-01 05:30:00 UTC', '2026-07-15 16:30:00 UTC'];

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (spawnSync('faketime', ['-h'], { stdio: 'ignore' }).error) {
	console.error('npm run test:clock needs faketime (Debian: apt-get install faketime).');
	process.exit(1);
}

const jest = path.join(repoDir, 'node_modules', '.bin', 'jest');
const failed = [];
for (const instant of INSTANTS) {
	const started = Date.now();
	const run = spawnSync('faketime', [instant, jest, '--silent', ...process.argv.slice(2)], {
		cwd: repoDir,
		stdio: 'inherit',
	});
	console.log(
		`test:clock at ${instant}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
	);
	if (run.status !== 0) failed.push(instant);
}
if (failed.length > 0) {
	console.error(
		`npm test failed at ${failed.join(', ')}: a test or the node depends on the clock; run \`faketime '${failed[0]}' npx jest\` to see it.`,
	);
	process.exit(1);
}
