/**
 * What the API key must be, and where it may go: the credential's Base URL, and only its origin.
 * Used by the credential's `authenticate` (so the credential test and every request are checked)
 * and by the transport before it sends anything (so the node's error names the field and the fix).
 */

import { isRedactable, MIN_SECRET_LENGTH } from './redaction';

export const DEFAULT_BASE_URL = 'https://api.terminal49.com/v2';

/**
 * The credential's API key as sent: a key pasted with spaces or a line break around it is the
 * same key (a key never contains whitespace).
 */
export function apiKeyOf(credentials: { apiKey?: unknown }): string {
	return typeof credentials.apiKey === 'string'
		? credentials.apiKey.trim()
		: String(credentials.apiKey ?? '');
}

export type ApiKeyCheck =
	| { ok: true; apiKey: string }
	| { ok: false; problem: string; fix: string };

/**
 * Whether the credential's API key can be sent. Terminal49's keys are far longer than
 * MIN_SECRET_LENGTH, so a shorter one is a paste gone wrong that would only earn a 401, and one
 * too short to be kept out of error messages: refused by its length, never shown.
 */
export function checkApiKey(credentials: { apiKey?: unknown }): ApiKeyCheck {
	const apiKey = apiKeyOf(credentials);
	if (isRedactable(apiKey)) return { ok: true, apiKey };
	const length = [...apiKey].length;
	return {
		ok: false,
		problem:
			length === 0
				? 'The API Key is empty.'
				: `The API Key is ${length} character${length === 1 ? '' : 's'} long, and a Terminal49 API key has at least ${MIN_SECRET_LENGTH}.`,
		fix: "Copy the whole key from your Terminal49 account (Developers → API Keys) into the credential's API Key field.",
	};
}

export type BaseUrlCheck = { ok: true; url: URL } | { ok: false; problem: string; fix: string };

/** localhost, 127.0.0.0/8 and ::1: a local proxy or mock, where plain http stays on the machine. */
export function isLoopbackHost(hostname: string): boolean {
	const host = hostname.toLowerCase();
	if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
	const octets = host.split('.');
	return (
		octets.length === 4 &&
		octets[0] === '127' &&
		octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)
	);
}

const FIX = `Enter the API's address, such as ${DEFAULT_BASE_URL}, in the credential's Base URL.`;

/** Whether the API key may be sent to this Base URL, and if not, why and what to enter instead. */
export function checkBaseUrl(baseUrl: string): BaseUrlCheck {
	let url: URL;
	try {
		url = new URL(baseUrl.trim());
	} catch {
		return { ok: false, problem: 'The Base URL is not a URL.', fix: FIX };
	}
	if (url.username !== '' || url.password !== '') {
		return {
			ok: false,
			problem:
				'The Base URL contains a user name or password (user:pass@). n8n would send them as Basic authentication in place of the API key.',
			fix: `Remove them from the Base URL (for example ${DEFAULT_BASE_URL}); the key goes in the API Key field only.`,
		};
	}
	if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
		return {
			ok: false,
			problem: `The Base URL uses plain http:// to ${url.hostname}, which would send the API key unencrypted over the network.`,
			fix: `Use https:// (the API's own address is ${DEFAULT_BASE_URL}). Plain http:// is accepted only for a proxy or mock on this machine (localhost, 127.0.0.1).`,
		};
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:') {
		return { ok: false, problem: `The Base URL's scheme ${url.protocol} is not HTTP.`, fix: FIX };
	}
	return { ok: true, url };
}

/** Whether `target` is on the Base URL's own origin: the only place the API key may go. */
export function isSameOrigin(target: string, baseUrl: string): boolean {
	try {
		return new URL(target, `${baseUrl}/`).origin === new URL(baseUrl).origin;
	} catch {
		return false;
	}
}
