/**
 * n8n's own settings (n8n-io/n8n `.prettierrc.js`), so the code reads as n8n's nodes do.
 * `npm run lint` checks them; `npm run format` writes them.
 */
module.exports = {
	semi: true,
	trailingComma: 'all',
	bracketSpacing: true,
	useTabs: true,
	tabWidth: 2,
	arrowParens: 'always',
	singleQuote: true,
	quoteProps: 'as-needed',
	endOfLine: 'lf',
	printWidth: 100,
};
