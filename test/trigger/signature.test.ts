import {
	SIGNATURE_HEADER,
	unverifiableReason,
	verifySignature,
} from '../../nodes/Terminal49/trigger/signature';
import { sign } from '../fixtures/webhookPayloads';

const SECRET = 'sekret-for-tests';
const BODY = '{"data":{"id":"ea000000-0000-4000-8000-000000000001","type":"webhook_notification"}}';
// Computed outside this code base (Python's hmac module) so the algorithm itself is pinned.
const KNOWN_SIGNATURE = '878115ddc1a03c7303900774843c139c0d49e057a8638811248e5565f9488de6';

describe('verifySignature', () => {
	it('names the header as Node delivers it (lowercase)', () => {
		expect(SIGNATURE_HEADER).toBe('x-t49-webhook-signature');
	});

	const table: Array<[string, unknown, unknown, unknown, ReturnType<typeof verifySignature>]> = [
		[
			'valid: HMAC-SHA256 of the raw body, lowercase hex',
			Buffer.from(BODY),
			KNOWN_SIGNATURE,
			SECRET,
			{ valid: true },
		],
		['valid when the raw body is a string', BODY, KNOWN_SIGNATURE, SECRET, { valid: true }],
		[
			'valid with surrounding whitespace in the header',
			Buffer.from(BODY),
			` ${KNOWN_SIGNATURE} `,
			SECRET,
			{ valid: true },
		],
		[
			'missing header',
			Buffer.from(BODY),
			undefined,
			SECRET,
			{ valid: false, reason: 'missing-header' },
		],
		['empty header', Buffer.from(BODY), '', SECRET, { valid: false, reason: 'malformed-header' }],
		[
			'signed with another secret',
			Buffer.from(BODY),
			sign(BODY, 'another-secret'),
			SECRET,
			{ valid: false, reason: 'mismatch' },
		],
		[
			'body changed after signing (one character)',
			Buffer.from(BODY.replace('001', '002')),
			KNOWN_SIGNATURE,
			SECRET,
			{ valid: false, reason: 'mismatch' },
		],
		[
			'body re-serialised with different spacing',
			Buffer.from(JSON.stringify(JSON.parse(BODY), null, 1)),
			KNOWN_SIGNATURE,
			SECRET,
			{ valid: false, reason: 'mismatch' },
		],
		[
			'malformed: not hex',
			Buffer.from(BODY),
			'z'.repeat(64),
			SECRET,
			{ valid: false, reason: 'malformed-header' },
		],
		[
			'malformed: truncated',
			Buffer.from(BODY),
			KNOWN_SIGNATURE.slice(0, 63),
			SECRET,
			{ valid: false, reason: 'malformed-header' },
		],
		[
			'malformed: prefixed',
			Buffer.from(BODY),
			`sha256=${KNOWN_SIGNATURE}`,
			SECRET,
			{ valid: false, reason: 'malformed-header' },
		],
		[
			'malformed: base64 of the right digest',
			Buffer.from(BODY),
			Buffer.from(KNOWN_SIGNATURE, 'hex').toString('base64'),
			SECRET,
			{ valid: false, reason: 'malformed-header' },
		],
		[
			'malformed: header sent twice',
			Buffer.from(BODY),
			[KNOWN_SIGNATURE, KNOWN_SIGNATURE],
			SECRET,
			{ valid: false, reason: 'malformed-header' },
		],
		[
			'no raw body available',
			undefined,
			KNOWN_SIGNATURE,
			SECRET,
			{ valid: false, reason: 'no-raw-body' },
		],
		[
			'raw body is an already parsed object',
			JSON.parse(BODY),
			KNOWN_SIGNATURE,
			SECRET,
			{ valid: false, reason: 'no-raw-body' },
		],
		[
			'no secret stored',
			Buffer.from(BODY),
			KNOWN_SIGNATURE,
			undefined,
			{ valid: false, reason: 'no-secret' },
		],
		[
			'empty secret stored',
			Buffer.from(BODY),
			sign(BODY, ''),
			'',
			{ valid: false, reason: 'no-secret' },
		],
	];

	it.each(table)('%s', (_case, rawBody, header, secret, expected) => {
		expect(verifySignature(rawBody, header, secret)).toEqual(expected);
	});

	it('verifies the bytes, not a re-decoded string (non-ASCII body)', () => {
		const body = Buffer.from('café ☃', 'utf8');
		expect(
			verifySignature(
				body,
				'564c536d77b06d1503413392215ac08524f686a04340fae9dce62737ed22ea44',
				SECRET,
			),
		).toEqual({ valid: true });
		const latin1 = Buffer.from('café ☃', 'latin1');
		expect(
			verifySignature(
				latin1,
				'564c536d77b06d1503413392215ac08524f686a04340fae9dce62737ed22ea44',
				SECRET,
			),
		).toEqual({
			valid: false,
			reason: 'mismatch',
		});
	});
});

describe('unverifiableReason: what no secret could verify', () => {
	const table: Array<[string, unknown, unknown, ReturnType<typeof unverifiableReason>]> = [
		['a well-formed header over a raw body', Buffer.from(BODY), KNOWN_SIGNATURE, undefined],
		['uppercase hex with spaces around', BODY, ` ${KNOWN_SIGNATURE.toUpperCase()} `, undefined],
		['no header', Buffer.from(BODY), undefined, 'missing-header'],
		['an empty header', Buffer.from(BODY), '', 'malformed-header'],
		['a prefixed header', Buffer.from(BODY), `sha256=${KNOWN_SIGNATURE}`, 'malformed-header'],
		['the header twice', Buffer.from(BODY), [KNOWN_SIGNATURE, KNOWN_SIGNATURE], 'malformed-header'],
		['no raw body', undefined, KNOWN_SIGNATURE, 'no-raw-body'],
	];

	it.each(table)('%s', (_case, rawBody, header, expected) => {
		expect(unverifiableReason(rawBody, header)).toBe(expected);
	});
});
