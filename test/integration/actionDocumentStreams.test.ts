import type { INodeParameters } from 'n8n-workflow';

import { createHash, randomBytes } from 'crypto';

import { useFilesystemBinaryData } from '../harness/binaryStore';
import { useMockApi } from '../actions/setup';
import { runOnFiles } from '../actions/document/setup';

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
		const bytes = Buffer.concat([Buffer.from('%PDF-1.4\nBL MSCU1357913\n'), randomBytes(3 * 1024 * 1024)]);
		const run = await runOnFiles(
			api,
			[[{ property: 'data', fileName: 'big scan.pdf', mimeType: 'application/pdf', base64: bytes.toString('base64') }]],
			{ resource: 'document', operation: 'upload' },
			{ typeVersion: 2 },
		);
		expect(run.error).toBeUndefined();
		const store = api.mock.state.documents;
		const blob = store.blobs[store.blobs.length - 1];
		expect(blob.checksum).toBe(createHash('md5').update(bytes).digest('base64'));
		expect(blob.bytes?.equals(bytes)).toBe(true);
		expect(store.storageRequests.find((request) => request.method === 'PUT')?.headers['transfer-encoding']).toBeUndefined();

		const id = String(run.items[0].json.id);
		const download = await api.run({ resource: 'document', operation: 'download', documentId: { __rl: true, mode: 'id', value: id } }, { typeVersion: 2 });
		expect(download.error).toBeUndefined();
		const file = download.items[0].binary?.data;
		expect(file).toMatchObject({ fileName: 'big scan.pdf', mimeType: 'application/pdf', bytes: bytes.length });
		expect(file?.id).toMatch(/^filesystem(-v2)?:/);
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
		const bytes = Buffer.concat([Buffer.from('%PDF-1.4\nDO MSCU2468024\n'), randomBytes(FILE_BYTES - 24)]);
		const run = await runOnFiles(
			api,
			[[{ property: 'data', fileName: 'delivery order.pdf', mimeType: 'application/pdf', base64: bytes.toString('base64') }]],
			{ resource: 'document', operation: 'upload' },
			{ typeVersion: 2 },
		);
		expect(run.error).toBeUndefined();
		return String(run.items[0].json.id);
	};
	const download = async (id: string, options: INodeParameters) =>
		await api.run({ resource: 'document', operation: 'download', documentId: { __rl: true, mode: 'id', value: id }, options }, { typeVersion: 2 });

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

		expect(run.error?.message).toMatch(/did not deliver the file within the Download Timeout of 0\.3 s \(4096 bytes received\)/);
	});

	it.each([
		['announced by Content-Length', false, /: 64\.0 KB|: 65536 bytes$/],
		['only counted as it arrives', true, /: more than \d+ bytes sent$/],
	])('a file over Max File Size is refused, its size %s', async (_case, withoutLength, size) => {
		const id = await uploaded();
		api.mock.state.documents.downloadWithoutLength = withoutLength;

		const run = await download(id, { maxFileSize: 0.01 });

		expect(run.error?.message).toMatch(/^The file from the file storage \(127\.0\.0\.1:\d+\) is larger than Max File Size \(10485 bytes\)/);
		expect(run.error?.message).toMatch(size);
		expect(run.error?.description).toMatch(/raise Max File Size/);
		expect(run.items).toEqual([]);
	});

	it('a file within both limits arrives whole, even when it comes in small pieces without Content-Length', async () => {
		const id = await uploaded();
		Object.assign(api.mock.state.documents, { downloadPace: { chunkBytes: 16 * 1024, everyMs: 1 }, downloadWithoutLength: true });

		const run = await download(id, { maxFileSize: 1 });

		expect(run.error).toBeUndefined();
		expect(run.items[0].binary?.data).toMatchObject({ fileName: 'delivery order.pdf', bytes: FILE_BYTES });
	});

	it.each([
		['downloadTimeout', 0, 'Download Timeout'],
		['maxFileSize', 'lots', 'Max File Size'],
	])('%s %p is refused by name before any request', async (option, value, field) => {
		const run = await download('d0c00000-0000-4000-8000-000000000001', { [option]: value });

		expect(run.error?.message).toBe(`${field} must be a number above 0, not "${String(value)}"`);
		expect(api.mock.requests).toHaveLength(0);
	});
});
