import type { IDataObject } from 'n8n-workflow';
import { createHash, randomBytes } from 'crypto';

import { extractNow } from '../../mock/documents/routes';
import { useMockApi } from '../setup';
import { md5Base64, pdfFile, runOnFiles } from './setup';
import { useFilesystemBinaryData } from '../../harness/binaryStore';

/** Document → Upload through n8n's engine: the direct-upload flow against the mock API and its storage origin. */
describe('Document Upload', () => {
	const api = useMockApi();
	const upload = { resource: 'document', operation: 'upload' };

	it('announces the blob, PUTs the bytes to the storage origin with exactly its headers and no Authorization, then creates the document', async () => {
		const file = pdfFile('Bill of lading MSCU7654321', { fileName: 'BL MSCU7654321.pdf' });
		const run = await runOnFiles(api, [[file]], upload, { typeVersion: 2 });

		expect(run.error).toBeUndefined();
		expect(api.calls()).toEqual(['POST /rails/active_storage/direct_uploads', 'POST /documents']);
		const announce = api.mock.requests[0];
		expect(announce.headers.authorization).toBe(`Token ${api.mock.apiKey}`);
		expect(announce.body).toEqual({
			blob: {
				filename: 'BL MSCU7654321.pdf',
				content_type: 'application/pdf',
				byte_size: Buffer.from(file.base64, 'base64').length,
				checksum: md5Base64(file),
			},
		});

		const store = api.mock.state.documents;
		const puts = store.storageRequests.filter((request) => request.method === 'PUT');
		expect(puts).toHaveLength(1);
		expect(puts[0].status).toBe(200);
		expect(puts[0].headers.authorization).toBeUndefined();
		expect(puts[0].headers['content-md5']).toBe(md5Base64(file));
		expect(puts[0].headers['content-type']).toBe('application/pdf');
		expect(puts[0].headers['content-disposition']).toContain('filename="BL MSCU7654321.pdf"');
		expect(new URL(api.mock.storageUrl).origin).not.toBe(new URL(api.mock.url).origin);

		const created = store.documents[store.documents.length - 1];
		expect(run.items).toHaveLength(1);
		expect(run.items[0].json).toMatchObject({
			id: created.id,
			name: 'BL MSCU7654321.pdf',
			file_name: 'BL MSCU7654321.pdf',
			duplicate: false,
		});
		expect(run.items[0].pairedItem).toEqual({ item: 0 });
	});

	it('sends the storage only the headers a presigned PUT is signed with, and never one holding the API key', async () => {
		const key = api.mock.apiKey;
		api.mock.state.documents.extraUploadHeaders = {
			Authorization: `Token ${key}`,
			Cookie: `session=${key}`,
			'Proxy-Authorization': `Token ${key}`,
			'X-Api-Key': key,
			'X-Amz-Meta-Owner': key,
			'Content-Type': `application/pdf; key=${key}`,
			'X-Amz-Security-Token': 'FwoGZXIvYXdzEXAMPLE',
			'X-Forwarded-Host': 'attacker.example.com',
			'X-Amz-Meta-Batch': 'bl-2026-11',
			'x-amz-server-side-encryption': 'AES256',
		};

		const run = await runOnFiles(api, [[pdfFile('Bill of lading MSCU2468024')]], upload, {
			typeVersion: 2,
		});

		const [put] = api.mock.state.documents.storageRequests.filter(
			(request) => request.method === 'PUT',
		);
		expect(JSON.stringify(put.headers)).not.toContain(key);
		for (const name of [
			'authorization',
			'cookie',
			'proxy-authorization',
			'x-api-key',
			'x-amz-meta-owner',
			'x-amz-security-token',
			'x-forwarded-host',
		]) {
			expect(put.headers[name]).toBeUndefined();
		}
		expect(put.headers).toMatchObject({
			'x-amz-meta-batch': 'bl-2026-11',
			'x-amz-server-side-encryption': 'AES256',
		});
		// the signed Content-Type that held the key was dropped, so the storage refuses the PUT and says why
		expect(run.error?.message).toMatch(
			/file storage \(127\.0\.0\.1:\d+\) refused the upload with HTTP 403: SignatureDoesNotMatch/,
		);
		expect(JSON.stringify(run.error)).not.toContain(key);
	});

	it('a second upload of the same bytes is not a failure: it outputs the existing document with duplicate: true', async () => {
		const file = pdfFile('Bill of lading MSCU1111111');
		const first = await runOnFiles(api, [[file]], upload, { typeVersion: 2 });
		const again = await runOnFiles(api, [[{ ...file, fileName: 'copy.pdf' }]], upload, {
			typeVersion: 2,
		});

		expect(again.error).toBeUndefined();
		expect(again.items[0].json).toMatchObject({
			id: first.items[0].json.id,
			name: 'bill of lading.pdf',
			duplicate: true,
		});
		const v1 = await runOnFiles(api, [[{ ...file, fileName: 'copy.pdf' }]], upload, {
			typeVersion: 1,
		});
		expect(v1.items[0].json).toEqual({
			id: first.items[0].json.id,
			name: 'bill of lading.pdf',
			duplicate: true,
		});
	});

	it('a duplicate whose existing document cannot be read: the error says the file was a duplicate and names that document, not an id the user never gave', async () => {
		const file = pdfFile('Bill of lading MSCU3333333');
		const first = await runOnFiles(api, [[file]], upload, { typeVersion: 2 });
		const id = String(first.items[0].json.id);
		api.mock.faults.add({
			kind: 'status',
			status: 404,
			match: { method: 'GET', path: `/documents/${id}` },
		});
		const gone = await runOnFiles(api, [[file]], upload, { typeVersion: 2 });

		expect(gone.error?.message).toMatch(
			new RegExp(
				`^The file is a duplicate of document ${id} \\("bill of lading\\.pdf"\\), which Terminal49 already has, but reading that document failed: Terminal49 answered 404`,
			),
		);
		expect(gone.error?.description).toMatch(
			/^No new document was created: Terminal49 keeps one document per file\. .*delete that document there first\.$/,
		);
		expect(gone.error?.description).not.toContain('Check the id');

		api.mock.faults.add({
			kind: 'status',
			status: 403,
			match: { method: 'GET', path: `/documents/${id}` },
		});
		const refused = await runOnFiles(api, [[file]], upload, {
			typeVersion: 2,
			continueOnFail: true,
		});
		expect(refused.items[0].json).toMatchObject({
			error: expect.stringMatching(
				new RegExp(`^The file is a duplicate of document ${id} .*: Terminal49 answered 403`),
			),
			description: expect.stringContaining(`Read it with Document → Get, By ID ${id}`),
			httpCode: '403',
		});
	});

	it('version 2: a file sent again comes back as the existing document with what its extraction read, since no second extraction event comes', async () => {
		const file = pdfFile('Bill of lading MSCU2222222');
		const first = await runOnFiles(api, [[file]], upload, { typeVersion: 2 });
		const store = api.mock.state.documents;
		await extractNow(
			store,
			api.mock.state,
			store.documents.find((document) => document.id === first.items[0].json.id)!,
		);
		const again = await runOnFiles(api, [[file]], upload, { typeVersion: 2 });

		expect(again.error).toBeUndefined();
		expect(again.items[0].json).toMatchObject({
			id: first.items[0].json.id,
			duplicate: true,
			document_type: 'bill_of_lading',
			extracted: expect.objectContaining({ bill_of_lading_number: 'MSCU2222222' }),
		});
		expect(api.mock.requests.at(-1)).toMatchObject({
			method: 'GET',
			path: `/documents/${String(first.items[0].json.id)}`,
			query: { include: 'last_document_representation' },
		});
	});

	it('names the document as told, defaulting to the file name', async () => {
		const run = await runOnFiles(
			api,
			[
				[pdfFile('one MSCU2222222', { fileName: 'scan-001.pdf' })],
				[pdfFile('two MSCU3333333', { fileName: 'scan-002.pdf' })],
			],
			{ ...upload, options: { name: '={{ $itemIndex === 0 ? "BL for PO-4411" : "" }}' } },
			{ typeVersion: 2 },
		);
		expect(run.items.map((item) => item.json.name)).toEqual(['BL for PO-4411', 'scan-002.pdf']);
	});

	it.each([
		['Document Name', { options: { name: '={{ $json.name }}' } }],
		['Input Binary Field', { binaryPropertyName: '={{ $json.name }}' }],
	])(
		'%s given an object or a list by an expression is refused by name before any request, never sent as "[object Object]"',
		async (parameter, given) => {
			for (const value of [{ text: 'BL for PO-4411' }, ['data']]) {
				for (const typeVersion of [1, 2]) {
					const run = await runOnFiles(
						api,
						[[pdfFile('BL MSCU5555555')]],
						{ ...upload, ...given },
						{ typeVersion, inputItems: [{ name: value }] },
					);
					expect(run.error?.message).toContain(parameter);
					expect(api.mock.requests).toHaveLength(0);
				}
			}
		},
	);

	it('reads the file from another binary property and keeps pairing when items carry several files', async () => {
		const run = await runOnFiles(
			api,
			[
				[
					pdfFile('x', { property: 'attachment_0', fileName: 'a.pdf' }),
					pdfFile('BL MSCU4444444', { property: 'attachment_1', fileName: 'b.pdf' }),
				],
			],
			{ ...upload, binaryPropertyName: 'attachment_1' },
			{ typeVersion: 2 },
		);
		expect(run.items[0].json.name).toBe('b.pdf');
	});

	it('a missing binary property fails before any request, naming it and listing the item’s binary keys', async () => {
		const run = await runOnFiles(
			api,
			[[pdfFile('x', { property: 'attachment_0' }), pdfFile('y', { property: 'attachment_1' })]],
			upload,
			{
				typeVersion: 2,
			},
		);
		expect(run.error?.message).toBe('This item has no binary property "data"');
		expect(run.error?.description).toContain('attachment_0, attachment_1');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('an item without any file says so', async () => {
		const run = await runOnFiles(api, [[]], upload, { typeVersion: 2 });
		expect(run.error?.message).toBe('This item has no binary property "data"');
		expect(run.error?.description).toContain('no binary data at all');
	});

	it('an empty file is refused before any request', async () => {
		const run = await runOnFiles(
			api,
			[[{ property: 'data', fileName: 'empty.pdf', mimeType: 'application/pdf', base64: '' }]],
			upload,
			{
				typeVersion: 2,
			},
		);
		expect(run.error?.message).toBe(
			'The file "empty.pdf" in binary property "data" is empty (0 bytes)',
		);
		expect(api.mock.requests).toHaveLength(0);
	});

	it('a storage error stops before POST /documents and quotes the storage’s own code', async () => {
		api.mock.state.documents.storageFault = {
			status: 503,
			body: '<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
		};
		const run = await runOnFiles(api, [[pdfFile('MSCU5555555')]], upload, { typeVersion: 2 });
		expect(run.error?.message).toMatch(
			/^The file storage \(127\.0\.0\.1:\d+\) refused the upload with HTTP 503: SlowDown: Please reduce your request rate\.$/,
		);
		expect(run.error?.description).toContain('nothing was created in Terminal49');
		expect(api.calls()).toEqual(['POST /rails/active_storage/direct_uploads']);
	});

	it('bytes that don’t match their MD5 on arrival are reported as a checksum mismatch', async () => {
		api.mock.state.documents.storageFault = {
			status: 400,
			body: '<Error><Code>BadDigest</Code><Message>The Content-MD5 you specified did not match what we received.</Message></Error>',
		};
		const run = await runOnFiles(api, [[pdfFile('MSCU6666666')]], upload, { typeVersion: 2 });
		expect(run.error?.message).toContain('BadDigest');
		expect(run.error?.description).toContain('did not match the checksum');
	});

	it('a blob uploaded but not turned into a document is reported with its signed id', async () => {
		api.mock.faults.add({
			kind: 'status',
			status: 500,
			match: { method: 'POST', path: '/documents' },
		});
		const run = await runOnFiles(api, [[pdfFile('MSCU7777777')]], upload, { typeVersion: 2 });
		const blob = api.mock.state.documents.blobs[api.mock.state.documents.blobs.length - 1];
		expect(blob.uploaded).toBe(true);
		expect(run.error?.message).toContain('Terminal49 answered 500');
		expect(run.error?.description).toContain(
			`uploaded to Terminal49's storage (signed id ${blob.signedId}), but no document was created`,
		);
		expect(
			api.mock.state.documents.documents.some((document) => document.blobKey === blob.key),
		).toBe(false);
	});

	const noRecord = /^Terminal49 answered without the record that was asked for/;
	const noDocument = (problem: string) =>
		`Document → Upload: the API's answer to POST /documents is not a JSON:API document: ${problem}`;
	it.each([
		['an empty body', {}, noDocument('it has no `data` (it is an empty object)')],
		['data null', { data: null }, noRecord],
		['a list for data', { data: [] }, noRecord],
		[
			'a document without an id',
			{ data: { type: 'document', attributes: { name: 'x.pdf' } } },
			noDocument('`data` is an object without a text `id` and `type`'),
		],
	])(
		'a 201 from POST /documents with %s says the file reached storage and gives its signed id',
		async (_case, body, message) => {
			api.mock.faults.add({
				kind: 'status',
				status: 201,
				body,
				match: { method: 'POST', path: '/documents' },
			});

			const run = await runOnFiles(api, [[pdfFile('MSCU7777777')]], upload, { typeVersion: 2 });

			const blob = api.mock.state.documents.blobs[api.mock.state.documents.blobs.length - 1];
			expect(blob.uploaded).toBe(true);
			if (typeof message === 'string') expect(run.error?.message).toBe(message);
			else expect(run.error?.message).toMatch(message);
			expect(run.error?.description).toContain(
				`uploaded to Terminal49's storage (signed id ${blob.signedId}), but no document was created`,
			);
		},
	);

	it('under continueOnFail a bad item becomes an error item and the others are uploaded', async () => {
		const run = await runOnFiles(
			api,
			[[pdfFile('MSCU8888888')], [], [pdfFile('MSCU9999999', { fileName: 'c.pdf' })]],
			upload,
			{
				typeVersion: 2,
				continueOnFail: true,
			},
		);
		expect(run.items.map((item) => [item.pairedItem, Boolean(item.json.error)])).toEqual([
			[{ item: 0 }, false],
			[{ item: 1 }, true],
			[{ item: 2 }, false],
		]);
	});

	it('version 1 returns the created document flattened (Simplify)', async () => {
		const run = await runOnFiles(api, [[pdfFile('MSCU1212121')]], upload);
		expect(run.items[0].json).toMatchObject({
			type: 'document',
			name: 'bill of lading.pdf',
			file_content_type: 'application/pdf',
			duplicate: false,
		});
		expect((run.items[0].json as IDataObject).relationships).toBeUndefined();
	});
});

/**
 * Upload and Download with n8n's binary data on disk (its default mode): the file reaches the
 * node as an id, is hashed and sent as streams, and a download is streamed into a new file.
 */
describe('Document Upload and Download with binary data on disk', () => {
	const api = useMockApi();
	beforeAll(async () => {
		await useFilesystemBinaryData();
	});

	it('uploads a 3 MB file stored on disk, its MD5 and bytes intact, and downloads it back into a file', async () => {
		const bytes = Buffer.concat([
			Buffer.from('%PDF-1.4\nBL MSCU1357913\n'),
			randomBytes(3 * 1024 * 1024),
		]);
		const run = await runOnFiles(
			api,
			[
				[
					{
						property: 'data',
						fileName: 'big scan.pdf',
						mimeType: 'application/pdf',
						base64: bytes.toString('base64'),
					},
				],
			],
			{ resource: 'document', operation: 'upload' },
			{ typeVersion: 2 },
		);
		expect(run.error).toBeUndefined();
		const store = api.mock.state.documents;
		const blob = store.blobs[store.blobs.length - 1];
		expect(blob.checksum).toBe(createHash('md5').update(bytes).digest('base64'));
		expect(blob.bytes?.equals(bytes)).toBe(true);
		expect(
			store.storageRequests.find((request) => request.method === 'PUT')?.headers[
				'transfer-encoding'
			],
		).toBeUndefined();

		const id = String(run.items[0].json.id);
		const download = await api.run(
			{
				resource: 'document',
				operation: 'download',
				documentId: { __rl: true, mode: 'id', value: id },
			},
			{ typeVersion: 2 },
		);
		expect(download.error).toBeUndefined();
		const file = download.items[0].binary?.data;
		expect(file).toMatchObject({
			fileName: 'big scan.pdf',
			mimeType: 'application/pdf',
			bytes: bytes.length,
		});
		expect(file?.id).toMatch(/^filesystem(-v2)?:/);
	});
});
