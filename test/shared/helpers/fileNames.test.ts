import fc from 'fast-check';

import {
	binaryFileName,
	extensionOf,
	MAX_FILE_NAME_BYTES,
	safeFileName,
} from '../../../nodes/Terminal49/shared/helpers/fileNames';

const ID = 'd0c00000-0000-4000-8000-000000000002';

/** Every character that may not survive into a file name: controls, format and bidi characters, separators. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}/\\:*?"<>|]/u;
const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i;

/** Names built from the pieces that make file names dangerous, mixed with ordinary text. */
const hostileName = fc
	.array(
		fc.oneof(
			fc.string({ unit: 'binary', maxLength: 12 }),
			fc.constantFrom(
				'\0',
				'\u202E',
				'\u202D',
				'\u2066',
				'\u2069',
				'\u200E',
				'\u200F',
				'\u061C',
				'\u200B',
				'\uFEFF',
				'\u00AD',
				'\r\n',
				'\u001B[31m',
				'\u0085',
				'\u009B',
				'\u007F',
				'\u2028',
				'\uD800',
			),
			fc.constantFrom(
				'/',
				'\\',
				':',
				'..',
				'.',
				' ',
				'CON',
				'nul',
				'com1',
				'LPT9',
				'Aux',
				'.pdf',
				'.exe',
				'fdp',
				'é',
				'漢字',
				'🚢',
			),
			fc.string({ unit: 'grapheme', minLength: 100, maxLength: 400 }),
		),
		{ maxLength: 12 },
	)
	.map((pieces) => pieces.join(''));

describe('safeFileName', () => {
	it.each([
		['INV-10027.pdf', 'INV-10027.pdf'],
		['bill of lading (1).pdf', 'bill of lading (1).pdf'],
		['invoice.pdf\u0000.exe', 'invoice.pdf'],
		['invoice\u202Efdp.exe', 'invoicefdp.exe'],
		['report\r\n\u001B[2J.pdf', 'report[2J.pdf'],
		['..\\..\\Windows\\System32\\bl.pdf', '.._.._Windows_System32_bl.pdf'],
		['../../etc/passwd', '.._.._etc_passwd'],
		['C:bl.pdf', 'C_bl.pdf'],
		['.', ID],
		['..', ID],
		['', ID],
		['   ', ID],
		['\u202E', ID],
		['.pdf', `${ID}.pdf`],
		['...pdf', `${ID}.pdf`],
		['CON', '_CON'],
		['nul.pdf', '_nul.pdf'],
		['COM1.txt', '_COM1.txt'],
		['lpt9.tar.gz', '_lpt9.tar.gz'],
		['con .pdf', '_con.pdf'],
		['console.pdf', 'console.pdf'],
		['name. . .', 'name'],
	])('%j → %j', (raw, safe) => {
		expect(safeFileName(raw, ID)).toBe(safe);
	});

	it('shortens a 10,000-character name to 255 UTF-8 bytes, keeping its extension and whole code points', () => {
		const name = safeFileName(`${'船'.repeat(10_000)}.pdf`, ID);
		expect(Buffer.byteLength(name)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
		expect(name).toMatch(/^船+\.pdf$/);
		expect(safeFileName('🚢'.repeat(100), ID)).toBe('🚢'.repeat(63));
	});

	it('never gives a name with a control, format or separator character, over 255 bytes, empty, dot or dot-dot, or a device', () => {
		fc.assert(
			fc.property(hostileName, (raw) => {
				const name = safeFileName(raw, ID);
				expect(name).not.toMatch(UNSAFE);
				expect(Buffer.byteLength(name)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
				expect(['', '.', '..']).not.toContain(name);
				expect(name).not.toMatch(/[. ]$/);
				expect(DEVICE.test(name.split('.')[0].trimEnd())).toBe(false);
			}),
			{ numRuns: 2000 },
		);
	});

	it('leaves a name that is already safe as it is', () => {
		const safeChar = fc
			.string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
			.filter((text) => safeFileName(text, ID) === text);
		fc.assert(fc.property(safeChar, (name) => expect(safeFileName(name, ID)).toBe(name)));
	});
});

describe('binaryFileName', () => {
	it.each([
		['INV-10027.pdf', 'application/pdf', 'INV-10027.pdf'],
		['photo.JPEG', 'image/jpeg', 'photo.JPEG'],
		['invoice\u202Efdp.exe', 'application/pdf', 'invoicefdp.exe.pdf'],
		['invoice.pdf\u0000.exe', 'application/pdf', 'invoice.pdf'],
		['scan', 'image/png; charset=binary', 'scan.png'],
		['nul', 'application/pdf', '_nul.pdf'],
		['archive.exe', 'application/octet-stream', 'archive.exe'],
		['notes.exe', undefined, 'notes.exe'],
	])('%j as %s → %j', (raw, mimeType, name) => {
		expect(binaryFileName(raw, mimeType, ID)).toBe(name);
	});

	it('a file of a known type always ends in an extension of that type, within 255 bytes', () => {
		fc.assert(
			fc.property(
				hostileName,
				fc.constantFrom('application/pdf', 'image/jpeg', 'image/tiff'),
				(raw, mimeType) => {
					const name = binaryFileName(raw, mimeType, ID);
					expect(
						{ pdf: ['pdf'], jpeg: ['jpg', 'jpeg', 'jpe'], tiff: ['tif', 'tiff'] }[
							mimeType.split('/')[1]
						],
					).toContain(extensionOf(name));
					expect(Buffer.byteLength(name)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
					expect(name).not.toMatch(UNSAFE);
				},
			),
			{ numRuns: 1000 },
		);
	});
});
