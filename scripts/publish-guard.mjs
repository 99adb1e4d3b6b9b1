// prepublishOnly: n8n verifies only community packages published from GitHub Actions with npm
// provenance (the scanner's first check), so a publish from a laptop would ship a version that can
// never be verified. Refuse it; `npm publish --dry-run` stays possible anywhere.
const env = process.env;

if (env.npm_config_dry_run === 'true') {
	console.log('publish-guard: dry run, nothing is published.');
	process.exit(0);
}

const problems = [];
if (env.GITHUB_ACTIONS !== 'true') problems.push('it is not running in GitHub Actions');
if (env.npm_config_provenance !== 'true') problems.push('npm was not asked for provenance (--provenance)');

if (problems.length > 0) {
	console.error(
		`publish-guard: refusing to publish: ${problems.join(' and ')}.\n` +
			'Publish by pushing a version tag (git tag v1.2.3 && git push origin v1.2.3): ' +
			'.github/workflows/publish.yml builds, lints, tests and runs `npm publish --provenance`.',
	);
	process.exit(1);
}
