import { config } from '@n8n/node-cli/eslint';

/**
 * Keys from outside (an API body, a webhook, a field name a user typed, a container id) must not
 * meet what every object inherits: a plain object answers "constructor" or "toString" with
 * Object.prototype's functions. Tables are read through `ownEntry(TABLE, key)`; `in` is used only
 * with a literal key. A key already narrowed to a union type is a plain identifier and passes.
 */
const outsideKeys = {
	files: ['nodes/**/*.ts', 'credentials/**/*.ts'],
	rules: {
		'no-restricted-syntax': [
			'error',
			{
				selector:
					"MemberExpression[computed=true][object.type='Identifier'][object.name=/^[A-Z][A-Z0-9_]*$/][property.type=/^(MemberExpression|CallExpression|TSAsExpression|ChainExpression|TSNonNullExpression|LogicalExpression|ConditionalExpression)$/]",
				message: 'Read a table with a key taken from data through ownEntry(TABLE, key) (helpers/ownEntry.ts): a plain lookup answers "constructor" with a function.',
			},
			{
				selector: "BinaryExpression[operator='in'][left.type!='Literal']",
				message: '`key in object` is true for "constructor" and "toString" on any object: use ownEntry or Object.prototype.hasOwnProperty.call.',
			},
		],
	},
};

export default [...config, outsideKeys];
