import { createHash, randomBytes } from 'crypto';

import { useFilesystemBinaryData } from '../harness/binaryStore';
import { useMockApi } from './actionSetup';
import { runOnFiles } from './documentSetup';

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
