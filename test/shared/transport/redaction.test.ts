import fc from 'fast-check';

import { toNodeApiError } from '../../../nodes/Terminal49/shared/transport/errors';
import {
	isCredentialHeader,
	MIN_SECRET_LENGTH,
	redactSecrets,
	requireRedactableSecret,
	secretsInBody,
} from '../../../nodes/Terminal49/shared/transport/redaction';
import { actionNode } from '../../support/node';

const node = actionNode(2);

const hex4 = (code: number) => code.toString(16).padStart(4, '0');

/** JSON as an encoder that keeps only ASCII writes it (Ruby's, Python's): every other character as `\uXXXX`. */
function asciiJson(text: string): string {
	return JSON.stringify(text)
		.slice(1, -1)
		.replace(/[^\x20-\x7e]/g, (char) => `\\u${hex4(char.charCodeAt(0)).toUpperCase()}`);
}

/** JSON as Rails writes it into HTML-safe text: `<`, `>`, `&` and `/` escaped too. */
function railsJson(text: string): string {
	return JSON.stringify(text)
		.slice(1, -1)
		.replace(/[<>&]/g, (char) => `\\u${hex4(char.charCodeAt(0))}`)
		.replace(/\//g, '\\/');
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** Every way a secret may come back inside an answer's text. */
const SPELLINGS: Array<[name: string, spell: (secret: string) => string]> = [
	['as written', (secret) => secret],
	['JSON-escaped', (secret) => JSON.stringify(secret).slice(1, -1)],
	['JSON-escaped, ASCII only', asciiJson],
	['JSON-escaped as Rails does', railsJson],
	[
		'JSON-escaped twice',
		(secret) => JSON.stringify(JSON.stringify(secret).slice(1, -1)).slice(1, -1),
	],
	['URL-encoded', encodeURIComponent],
	[
		'URL-encoded, lower-case hex',
		(secret) =>
			encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
	],
	['form-encoded', (secret) => encodeURIComponent(secret).replace(/%20/g, '+')],
	['base64', base64],
	['base64 without padding', (secret) => base64(secret).replace(/=/g, '')],
	['base64url', (secret) => Buffer.from(secret).toString('base64url')],
	['base64 of user:secret (Basic)', (secret) => base64(`user:${secret}`)],
	['base64 of a longer header value', (secret) => base64(`Token ${secret}`)],
];

/** Secrets of any characters: quotes, backslashes, slashes, spaces, accents, emoji, line breaks. */
const secretArb = fc.string({
	unit: fc.oneof(
		fc.constantFrom(
			'"',
			'\\',
			'/',
			' ',
			'+',
			'%',
			'&',
			'<',
			'\n',
			'\t',
			'é',
			'ß',
			'€',
			'😀',
			'\u2028',
		),
		fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'),
	),
	minLength: MIN_SECRET_LENGTH,
	maxLength: 40,
});

const textArb = fc.string({ maxLength: 30 });

/** An API key as generated keys look, made up: lower- and upper-case letters. */
// eslint-disable-next-line @n8n/community-nodes/no-hardcoded-secrets -- test code: a made-up API key
const MADE_UP_KEY = 'tk_Live_9f8E7d6C5b4A';

describe('redactSecrets', () => {
	it.each(SPELLINGS)(
		'a secret %s is never left in the text, whatever surrounds it',
		(_name, spell) => {
			fc.assert(
				fc.property(secretArb, textArb, textArb, (secret, before, after) => {
					const redacted = redactSecrets(`${before}${spell(secret)}${after}`, [secret]);
					expect(redacted).not.toContain(spell(secret));
					expect(redacted).toContain('[redacted]');
				}),
				{ numRuns: 150 },
			);
		},
	);

	it('the spelling an API error showed: a JSON-escaped password in a detail', () => {
		const secret = 'p"w\\d-7f3a9c1e';
		expect(redactSecrets('body {"secret":"p\\"w\\\\d-7f3a9c1e"} refused', [secret])).toBe(
			'body {"secret":"[redacted]"} refused',
		);
	});

	it('leaves text without a secret as it is, and other words alone', () => {
		fc.assert(
			fc.property(secretArb, fc.string({ maxLength: 60 }), (secret, text) => {
				fc.pre(!text.includes(secret.slice(0, 4)));
				expect(redactSecrets(text, [secret])).toBe(text);
			}),
		);
		expect(redactSecrets('Content-Type application/json is not accepted', ['tok-51d2e8aa'])).toBe(
			'Content-Type application/json is not accepted',
		);
	});

	it('a secret in another case of its ASCII letters, as a look-up that upper-cases a number quotes it', () => {
		expect(redactSecrets('No shipment with number TK_LIVE_9F8E7D6C5B4A', [MADE_UP_KEY])).toBe(
			'No shipment with number [redacted]',
		);
	});

	it('the start of a secret a cut left before its mark: redacted when as long as a secret, else cut away with the rest', () => {
		const secret = MADE_UP_KEY;
		expect(redactSecrets('Limit must be a number, not "xxxtk_Live_9f…"', [secret])).toBe(
			'Limit must be a number, not "xxx[redacted]…"',
		);
		expect(redactSecrets('Limit must be a number, not "xxxtk_L…"', [secret])).toBe(
			'Limit must be a number, not "xxx…"',
		);
		expect(redactSecrets('Limit must be a number, not "xxxTK_LIVE_9F…"', [secret])).toBe(
			'Limit must be a number, not "xxx[redacted]…"',
		);
		expect(redactSecrets('Reading pages…', [secret])).toBe('Reading pages…');
	});

	it('a text that keeps forming the secret around the marker is withheld whole', () => {
		expect(redactSecrets('[redacted][redacted]x', ['[redacted'])).toBe('[redacted]');
	});
});

describe('toNodeApiError', () => {
	/** Every string an error carries where n8n shows or stores it: message, description, cause, context. */
	function shownTexts(
		error: Error & {
			description?: unknown;
			cause?: unknown;
			context?: unknown;
			errorResponse?: unknown;
		},
	): string[] {
		const texts: string[] = [];
		const walk = (value: unknown, depth: number): void => {
			if (typeof value === 'string') texts.push(value);
			else if (value !== null && typeof value === 'object' && depth < 10)
				for (const entry of Object.values(value)) walk(entry, depth + 1);
		};
		walk(
			[
				error.message,
				error.description,
				error.cause,
				error.context,
				error.errorResponse,
				(error as { messages?: unknown }).messages,
			],
			0,
		);
		return texts;
	}

	it.each(SPELLINGS)(
		'no spelling of a secret (%s) in the message, the description, the cause or the errors',
		(_name, spell) => {
			fc.assert(
				fc.property(secretArb, fc.constantFrom(400, 401, 404, 422, 500), (secret, status) => {
					const shown = spell(secret);
					const error = toNodeApiError(node, {
						status,
						method: 'POST',
						path: '/webhooks/trigger',
						secrets: [secret],
						body: {
							errors: [
								{
									title: `Invalid ${shown}`,
									detail: `received "${shown}"`,
									code: shown,
									source: { pointer: `/data/attributes/${shown}` },
									meta: { [shown]: [shown] },
								},
								{ detail: shown },
							],
						},
					});
					for (const text of shownTexts(error)) expect(text).not.toContain(shown);
				}),
				{ numRuns: 60 },
			);
		},
	);
});

describe('what is a secret', () => {
	it('a header value is one when its name says it carries a credential, a content type is not', () => {
		expect(
			['Authorization', 'X-Api-Key', 'X-Auth-Token', 'Cookie', 'X-Webhook-Secret'].every(
				isCredentialHeader,
			),
		).toBe(true);
		expect(['Content-Type', 'Accept', 'X-Request-Id', 'User-Agent'].some(isCredentialHeader)).toBe(
			false,
		);
		const signing = 'whsec-0123456789';
		const body = {
			data: {
				attributes: {
					secret: signing,
					headers: [
						{ name: 'Content-Type', value: 'application/json' },
						{ name: 'Authorization', value: 'Bearer tok-51d2e8' },
					],
				},
			},
		};
		expect(secretsInBody(body).sort()).toEqual(['Bearer tok-51d2e8', 'whsec-0123456789']);
	});

	it('a secret too short to redact is refused, saying the length needed; empty is left to the field', () => {
		expect(() => requireRedactableSecret(node, 'Signing Secret', 'abc', 0)).toThrow(
			'Signing Secret is 3 characters long: give at least 8',
		);
		expect(requireRedactableSecret(node, 'Signing Secret', '', 0)).toBe('');
		expect(requireRedactableSecret(node, 'Signing Secret', '12345678', 0)).toBe('12345678');
	});
});
