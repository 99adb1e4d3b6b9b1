import { createHmac, timingSafeEqual } from 'crypto';

/** Terminal49 signs every delivery with this header (Node lowercases incoming header names). */
export const SIGNATURE_HEADER = 'x-t49-webhook-signature';

export type SignatureRejection =
	/** No secret stored for this trigger: it was never registered, or its data was lost. */
	| 'no-secret'
	/** The request's bytes as received are not available, so nothing can be verified. */
	| 'no-raw-body'
	| 'missing-header'
	/** Not 64 hex digits (an HMAC-SHA256), or the header was sent more than once. */
	| 'malformed-header'
	/** Well formed, but not the HMAC of this body with this secret. */
	| 'mismatch';

export type SignatureCheck = { valid: true } | { valid: false; reason: SignatureRejection };

/**
 * Why a delivery was refused, for the person reading n8n's log: what failed, and what usually
 * sends such a request. Terminal49 signs every delivery, so an unsigned one came from elsewhere.
 */
export const REJECTION_EXPLAINED: Readonly<Record<SignatureRejection, string>> = {
	'no-secret':
		'this trigger holds no webhook secret (it was never registered with Terminal49, or n8n lost its data): deactivate and activate the workflow to register it again',
	'no-raw-body': "n8n did not keep the request's bytes, so its signature could not be checked",
	'missing-header':
		'it has no X-T49-Webhook-Signature header. Terminal49 signs every delivery, so this request came from elsewhere: a check that the URL answers (a demo or a health check sends one as it starts; nothing is lost), a test by hand, or a proxy that drops the header',
	'malformed-header': 'its X-T49-Webhook-Signature header is not one hex HMAC-SHA256',
	mismatch:
		"its signature does not match this trigger's secret: it was signed for another registration of this URL (one replaced since), or the body was changed on the way",
};

const HEX_SHA256 = /^[0-9a-f]{64}$/;

function rawBytes(rawBody: unknown): Buffer | undefined {
	if (Buffer.isBuffer(rawBody)) return rawBody;
	if (typeof rawBody === 'string') return Buffer.from(rawBody, 'utf8');
	return undefined;
}

function headerValue(header: unknown): string | undefined {
	if (typeof header === 'string') return header;
	// A repeated header arrives as an array; one signature is expected, so more is malformed.
	if (Array.isArray(header) && header.length === 1 && typeof header[0] === 'string') {
		return header[0];
	}
	return header === undefined ? undefined : '';
}

/**
 * What makes a delivery unverifiable whatever the secret: no raw body, or no well-formed header.
 * Undefined when the delivery can be checked against a secret.
 */
export function unverifiableReason(
	rawBody: unknown,
	header: unknown,
): Exclude<SignatureRejection, 'no-secret' | 'mismatch'> | undefined {
	if (rawBytes(rawBody) === undefined) return 'no-raw-body';
	const given = headerValue(header);
	if (given === undefined) return 'missing-header';
	return HEX_SHA256.test(given.trim().toLowerCase()) ? undefined : 'malformed-header';
}

/**
 * Checks `X-T49-Webhook-Signature`: the lowercase hex HMAC-SHA256 of the raw request body, keyed
 * with the webhook's secret. Works on the bytes as received, before anything parses them, and
 * compares in constant time.
 */
export function verifySignature(
	rawBody: unknown,
	header: unknown,
	secret: unknown,
): SignatureCheck {
	if (typeof secret !== 'string' || secret === '') return { valid: false, reason: 'no-secret' };
	const problem = unverifiableReason(rawBody, header);
	const body = rawBytes(rawBody);
	if (problem !== undefined || body === undefined)
		return { valid: false, reason: problem ?? 'no-raw-body' };

	const expected = createHmac('sha256', secret).update(body).digest();
	const actual = Buffer.from(String(headerValue(header)).trim().toLowerCase(), 'hex');
	return timingSafeEqual(expected, actual) ? { valid: true } : { valid: false, reason: 'mismatch' };
}
