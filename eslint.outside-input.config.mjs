// Node code runs on text and keys from outside (sheet cells, API answers, webhook bodies). Two rule
// sets guard that: regular expressions may not backtrack super-linearly nor hide a likely mistake,
// and an outside key may not meet what every object inherits. Kept apart from eslint.config.mjs,
// which n8n's strict mode requires to stay node-cli's default.
import n8nNodesBase from 'eslint-plugin-n8n-nodes-base';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

/** eslint-plugin-regexp's "Possible Errors": the rules about safety and correctness, not style. */
const possibleErrors = Object.fromEntries(
	Object.entries(regexp.rules)
		.filter(([, rule]) => rule.meta.docs.category === 'Possible Errors')
		.map(([name]) => [`regexp/${name}`, 'error']),
);

/**
 * A plain object answers "constructor" or "toString" with Object.prototype's functions: tables are
 * read through `ownEntry(TABLE, key)`; `in` only with a literal key. A key already narrowed to a
 * union type is a plain identifier and passes.
 */
const OUTSIDE_KEYS = [
	{
		selector:
			"MemberExpression[computed=true][object.type='Identifier'][object.name=/^[A-Z][A-Z0-9_]*$/][property.type=/^(MemberExpression|CallExpression|TSAsExpression|ChainExpression|TSNonNullExpression|LogicalExpression|ConditionalExpression)$/]",
		message:
			'Read a table with a key taken from data through ownEntry(TABLE, key) (helpers/ownEntry.ts): a plain lookup answers "constructor" with a function.',
	},
	{
		selector: "BinaryExpression[operator='in'][left.type!='Literal']",
		message:
			'`key in object` is true for "constructor" and "toString" on any object: use ownEntry or Object.prototype.hasOwnProperty.call.',
	},
];

/**
 * A parameter's value is read by its kind's reader (nodes/Terminal49/shared/helpers/readers/),
 * never by hand: `String(…)` turns an object into "[object Object]", and `=== true` or `!== false`
 * reads the text "false" one way and "true" the other.
 */
const PARAMETERS_BY_HAND = [
	{
		selector:
			"CallExpression[callee.name='String'] CallExpression[callee.property.name='getNodeParameter']",
		message:
			'Read a parameter with its reader (helpers/readers/: readText, readRequiredText, …), not String(): an object becomes "[object Object]".',
	},
	{
		selector:
			"BinaryExpression[operator=/^[!=]==?$/][right.type='Literal'][right.raw=/^(true|false)$/] CallExpression[callee.property.name='getNodeParameter']",
		message:
			'Read a boolean parameter with readBoolean (helpers/readers/boolean.ts): === true and !== false read the text "false" wrongly.',
	},
];

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
			'regexp/no-super-linear-move': [
				'error',
				{ report: 'potential', ignoreSticky: false, ignorePartial: false },
			],
			'no-restricted-syntax': ['error', ...OUTSIDE_KEYS, ...PARAMETERS_BY_HAND],
		},
	},
	{
		// The readers are where a parameter's value is first judged.
		files: ['nodes/Terminal49/shared/helpers/readers/**/*.ts'],
		rules: { 'no-restricted-syntax': ['error', ...OUTSIDE_KEYS] },
	},
];
