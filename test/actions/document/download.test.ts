import type { INodeParameters } from 'n8n-workflow';
import { randomBytes } from 'crypto';

import { byId, useMockApi, v2 } from '../setup';
import { INVOICE_ID, runOnFiles } from './setup';
import { useFilesystemBinaryData } from '../../harness/binaryStore';

describe('Document', () => {
	const api = useMockApi();

	describe('Download', () => {
		it('puts the file into a binary property with its file name and MIME type, fetched without the API key', async () => {
			const run = await api.run(
				{
					resource: 'document',
					operation: 'download',
					documentId: byId(INVOICE_ID),
					binaryPropertyName: 'invoice',
				},
				v2,
			);
			expect(run.error).toBeUndefined();
			const file = run.items[0].binary?.invoice;
			expect(file).toMatchObject({
				fileName: 'INV-10027.pdf',
				mimeType: 'application/pdf',
				fileExtension: 'pdf',
			});
			expect(Buffer.from(file?.data ?? '', 'base64').toString()).toContain(
				'Commercial invoice INV-10027',
			);
			expect(run.items[0].json).toMatchObject({ id: INVOICE_ID, name: 'INV-10027.pdf' });
			const gets = api.mock.state.documents.storageRequests.filter(
				(request) => request.method === 'GET',
			);
			expect(gets).toHaveLength(1);
			expect(gets[0].status).toBe(200);
			expect(gets[0].headers.authorization).toBeUndefined();
			expect(api.calls()).toEqual([
				`GET /documents/${INVOICE_ID}`,
				`GET /documents/${INVOICE_ID}/download_url`,
			]);
		});

		it('a file field given an object is refused by name before any request, never used as "[object Object]"', async () => {
			const run = await api.run(
				{
					resource: 'document',
					operation: 'download',
					documentId: byId(INVOICE_ID),
					binaryPropertyName: '={{ { name: "invoice" } }}',
				},
				v2,
			);
			expect(run.error?.message).toBe(
				'Put Output File in Field must be the name of a binary field, not {"name":"invoice"}',
			);
			expect(api.mock.requests).toHaveLength(0);
		});

		describe('a file name whoever mailed the document chose becomes a safe one', () => {
			const invoice = () => {
				const record = api.mock.state.documents.documents.find(
					(document) => document.id === INVOICE_ID,
				);
				if (!record) throw new Error('the seed has no invoice');
				return record;
			};
			it.each([
				[
					'a right-to-left override that shows an .exe as a PDF',
					'invoice\u202Efdp.exe',
					'application/pdf',
					'invoicefdp.exe.pdf',
					'pdf',
				],
				[
					'a NUL before a hidden suffix',
					'invoice.pdf\u0000.exe',
					'application/pdf',
					'invoice.pdf',
					'pdf',
				],
				[
					'line breaks and an escape sequence',
					'INV\r\n\u001B[2J-7.pdf',
					'application/pdf',
					'INV[2J-7.pdf',
					'pdf',
				],
				[
					'a Windows path that climbs out',
					'..\\..\\Windows\\System32\\bl.pdf',
					'application/pdf',
					'.._.._Windows_System32_bl.pdf',
					'pdf',
				],
				['a Windows device name', 'nul.pdf', 'application/pdf', '_nul.pdf', 'pdf'],
				['dot-dot', '..', 'application/pdf', `${INVOICE_ID}.pdf`, 'pdf'],
				['a device name of a type the storage names', 'COM1.txt', null, '_COM1.txt.pdf', 'pdf'],
			])('%s', async (_case, sent, fileContentType, fileName, fileExtension) => {
				Object.assign(invoice(), { name: sent, fileName: sent, fileContentType });

				const run = await api.run(
					{ resource: 'document', operation: 'download', documentId: byId(INVOICE_ID) },
					v2,
				);

				expect(run.error).toBeUndefined();
				expect(run.items[0].binary?.data).toMatchObject({
					fileName,
					fileExtension,
					mimeType: 'application/pdf',
				});
				expect(run.items[0].json.name).toBe(sent);
			});

			it('a 10,000-character name is cut to 255 bytes, keeping its extension', async () => {
				Object.assign(invoice(), { fileName: `${'Ü'.repeat(10_000)}.pdf` });

				const run = await api.run(
					{ resource: 'document', operation: 'download', documentId: byId(INVOICE_ID) },
					v2,
				);

				const fileName = run.items[0].binary?.data.fileName ?? '';
				expect(Buffer.byteLength(fileName)).toBeLessThanOrEqual(255);
				expect(fileName).toMatch(/^Ü+\.pdf$/);
			});
		});

		it('a storage refusal is a clear error that says to run again for a fresh link', async () => {
			api.mock.state.documents.storageFault = {
				status: 403,
				body: '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>',
			};
			const run = await api.run(
				{ resource: 'document', operation: 'download', documentId: byId(INVOICE_ID) },
				v2,
			);
			expect(run.error?.message).toMatch(
				/refused the download with HTTP 403: AccessDenied: Request has expired$/,
			);
			expect(run.error?.description).toContain('run the node again');
		});

		it('with binary data in memory too, a trickling storage fails at the Download Timeout and a paced one delivers the whole file', async () => {
			const store = api.mock.state.documents;
			store.downloadPace = { chunkBytes: 4, everyMs: 20 };
			const slow = await api.run(
				{
					resource: 'document',
					operation: 'download',
					documentId: byId(INVOICE_ID),
					options: { downloadTimeout: 0.2 },
				},
				v2,
			);
			expect(slow.error?.message).toMatch(
				/^The file storage \(127\.0\.0\.1:\d+\) did not deliver the file within the Download Timeout of 0\.2 s/,
			);

			Object.assign(store, {
				downloadPace: { chunkBytes: 64, everyMs: 1 },
				downloadWithoutLength: true,
			});
			const paced = await api.run(
				{ resource: 'document', operation: 'download', documentId: byId(INVOICE_ID) },
				v2,
			);
			expect(paced.error).toBeUndefined();
			expect(Buffer.from(paced.items[0].binary?.data.data ?? '', 'base64').toString()).toContain(
				'Commercial invoice INV-10027',
			);
		});
	});
});

describe('Document Download within a deadline and a size cap', () => {
	const api = useMockApi();
	beforeAll(async () => {
		await useFilesystemBinaryData();
	});

	const FILE_BYTES = 64 * 1024;
	/** Uploads a file through the node and returns the new document's id. */
	const uploaded = async (): Promise<string> => {
		const bytes = Buffer.concat([
			Buffer.from('%PDF-1.4\nDO MSCU2468024\n'),
			randomBytes(FILE_BYTES - 24),
		]);
		const run = await runOnFiles(
			api,
			[
				[
					{
						property: 'data',
						fileName: 'delivery order.pdf',
						mimeType: 'application/pdf',
						base64: bytes.toString('base64'),
					},
				],
			],
			{ resource: 'document', operation: 'upload' },
			{ typeVersion: 2 },
		);
		expect(run.error).toBeUndefined();
		return String(run.items[0].json.id);
	};
	const download = async (id: string, options: INodeParameters) =>
		await api.run(
			{
				resource: 'document',
				operation: 'download',
				documentId: { __rl: true, mode: 'id', value: id },
				options,
			},
			{ typeVersion: 2 },
		);

	it('a storage that trickles the file fails at the Download Timeout, naming the file storage and what to do', async () => {
		const id = await uploaded();
		api.mock.state.documents.downloadPace = { chunkBytes: 256, everyMs: 10 };

		const run = await download(id, { downloadTimeout: 0.3 });

		expect(run.error?.message).toMatch(
			/^The file storage \(127\.0\.0\.1:\d+\) did not deliver the file within the Download Timeout of 0\.3 s \(\d+ bytes received\): it stalled or is very slow$/,
		);
		expect(run.error?.description).toMatch(/Run the node again.*raise Download Timeout/);
		expect(run.items).toEqual([]);
	});

	it('a storage that stops sending mid-file fails at the Download Timeout with what had arrived', async () => {
		const id = await uploaded();
		api.mock.state.documents.downloadPace = { chunkBytes: 1024, everyMs: 5, stopAfterBytes: 4096 };

		const run = await download(id, { downloadTimeout: 0.3 });

		expect(run.error?.message).toMatch(
			/did not deliver the file within the Download Timeout of 0\.3 s \(4096 bytes received\)/,
		);
	});

	it.each([
		['announced by Content-Length', false, /: 64\.0 KB|: 65536 bytes$/],
		['only counted as it arrives', true, /: more than \d+ bytes sent$/],
	])('a file over Max File Size is refused, its size %s', async (_case, withoutLength, size) => {
		const id = await uploaded();
		api.mock.state.documents.downloadWithoutLength = withoutLength;

		const run = await download(id, { maxFileSize: 0.01 });

		expect(run.error?.message).toMatch(
			/^The file from the file storage \(127\.0\.0\.1:\d+\) is larger than Max File Size \(10485 bytes\)/,
		);
		expect(run.error?.message).toMatch(size);
		expect(run.error?.description).toMatch(/raise Max File Size/);
		expect(run.items).toEqual([]);
	});

	it('a file within both limits arrives whole, even when it comes in small pieces without Content-Length', async () => {
		const id = await uploaded();
		Object.assign(api.mock.state.documents, {
			downloadPace: { chunkBytes: 16 * 1024, everyMs: 1 },
			downloadWithoutLength: true,
		});

		const run = await download(id, { maxFileSize: 1 });

		expect(run.error).toBeUndefined();
		expect(run.items[0].binary?.data).toMatchObject({
			fileName: 'delivery order.pdf',
			bytes: FILE_BYTES,
		});
	});

	it.each([3_000_000, 99_999_999, '1e12'])(
		'a Download Timeout beyond what a timer can hold (%p s) waits that longest time instead of failing at once',
		async (seconds) => {
			const id = await uploaded();

			const run = await download(id, { downloadTimeout: seconds });

			expect(run.error).toBeUndefined();
			expect(run.items[0].binary?.data).toMatchObject({
				fileName: 'delivery order.pdf',
				bytes: FILE_BYTES,
			});
		},
	);

	it.each([
		['downloadTimeout', 0, 'Download Timeout'],
		['maxFileSize', 'lots', 'Max File Size'],
	])('%s %p is refused by name before any request', async (option, value, field) => {
		const run = await download('d0c00000-0000-4000-8000-000000000001', { [option]: value });

		expect(run.error?.message).toBe(
			`${field} must be a number above 0, not ${JSON.stringify(value)}`,
		);
		expect(api.mock.requests).toHaveLength(0);
	});
});
