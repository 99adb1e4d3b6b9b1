// n8n's own rule set for community nodes (@n8n/node-cli's default `config`, n8n Cloud rules
// included), on the code that ships: nodes/, credentials/ and package.json, the files n8n's
// scanner lints in a package's source. test/, bench/ and scripts/ run in Node, not in n8n: they
// need `process`, timers, `fs` and `child_process`, which these rules forbid in node code, and
// ESLint 9 reads ignores only from this file. CONTRIBUTING.md ("Linting") has the whole story.
import { globalIgnores } from 'eslint/config';
import { config } from '@n8n/node-cli/eslint';

export default [
	globalIgnores(['test/', 'bench/', 'scripts/', 'docs/', 'coverage/', '.demo/', '.e2e/', '.ci-results/']),
	...config,
];
