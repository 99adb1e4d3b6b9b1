// The rule sets n8n's community-package scanner applies, and nothing looser.
import { n8nCommunityNodesPlugin } from '@n8n/eslint-plugin-community-nodes';
import n8nNodesBase from 'eslint-plugin-n8n-nodes-base';
import jsoncParser from 'jsonc-eslint-parser';
import tseslint from 'typescript-eslint';

const { rules: communityRules } = n8nNodesBase.configs.community;
const { rules: credentialRules } = n8nNodesBase.configs.credentials;
const { rules: nodeRules } = n8nNodesBase.configs.nodes;

export default [
	{ ignores: ['dist/**', 'node_modules/**', 'test/**', 'bench/**', 'scripts/**', '.demo/**', '.e2e/**', '*.js', '*.mjs'] },
	{
		...n8nCommunityNodesPlugin.configs.recommended,
		files: ['nodes/**/*.ts', 'credentials/**/*.ts', 'package.json'],
	},
	{
		files: ['nodes/**/*.ts', 'credentials/**/*.ts'],
		languageOptions: { parser: tseslint.parser, parserOptions: { sourceType: 'module' } },
		rules: { 'no-console': 'error' },
	},
	{
		files: ['package.json'],
		languageOptions: { parser: jsoncParser },
		plugins: { 'n8n-nodes-base': n8nNodesBase },
		rules: communityRules,
	},
	{
		files: ['credentials/**/*.ts'],
		plugins: { 'n8n-nodes-base': n8nNodesBase },
		rules: credentialRules,
	},
	{
		files: ['nodes/**/*.ts'],
		plugins: { 'n8n-nodes-base': n8nNodesBase },
		rules: nodeRules,
	},
];
