// Regular expressions in node code run on text from outside (sheet cells, API answers, webhook
// bodies): none may backtrack super-linearly, and none may hide a likely mistake. Kept apart from
// eslint.config.mjs, which stays the configuration n8n's own tooling expects.
import n8nNodesBase from 'eslint-plugin-n8n-nodes-base';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

/** eslint-plugin-regexp's "Possible Errors": the rules about safety and correctness, not style. */
const possibleErrors = Object.fromEntries(
	Object.entries(regexp.rules)
		.filter(([, rule]) => rule.meta.docs.category === 'Possible Errors')
		.map(([name]) => [`regexp/${name}`, 'error']),
);

export default [
	{
		files: ['nodes/**/*.ts', 'credentials/**/*.ts'],
		languageOptions: { parser: tseslint.parser, parserOptions: { sourceType: 'module' } },
		// Registered, not enabled: the code's disable comments name its rules.
		plugins: { regexp, 'n8n-nodes-base': n8nNodesBase },
		linterOptions: { reportUnusedDisableDirectives: 'off' },
		rules: {
			...possibleErrors,
			// Both kinds: backtracking inside one match attempt, and a quadratic walk over start positions.
			'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
			'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false, ignorePartial: false }],
		},
	},
];
