// prepublishOnly: n8n verifies only community packages published from GitHub Actions with npm
// provenance (its scanner's first check), so a version published from a laptop could never be
// verified. Refuse it; `npm publish --dry-run` stays possible anywhere.
//
// Two locks, because the repository's .npmrc sets ignore-scripts (for a dev dependency's
// preinstall), which skips this script unless the command says --ignore-scripts=false, as
// publish.yml does: package.json's publishConfig asks for provenance, which npm itself can only
// produce in a CI with an OIDC token, so a plain `npm publish` elsewhere fails before uploading.
import fs from 'node:fs';

const env = process.env;

if (env.npm_config_dry_run === 'true') {
	console.log('publish-guard: dry run, nothing is published.');
	process.exit(0);
}

const { publishConfig } = JSON.parse(
	fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
);
const problems = [];
if (env.GITHUB_ACTIONS !== 'true') problems.push('it is not running in GitHub Actions');
if (env.npm_config_provenance !== 'true' && publishConfig?.provenance !== true) {
	problems.push('npm was not asked for provenance (--provenance)');
}

if (problems.length > 0) {
	console.error(
		`publish-guard: refusing to publish: ${problems.join(' and ')}.\n` +
			'Publish by pushing a version tag (git tag v1.2.3 && git push origin v1.2.3): ' +
			'.github/workflows/publish.yml builds, lints, tests and runs `npm publish --provenance`.',
	);
	process.exit(1);
}
