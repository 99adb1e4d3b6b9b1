/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * Switches n8n-core's binary data service of this process to its filesystem mode, as n8n runs by
 * default: binary data then lives in files under `directory` and items carry only an id, so a node
 * reads it through streams. Without this call tests run in n8n's in-memory mode (base64 in the
 * item). Call before the first workflow runs; the mode stays for the process.
 */
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import { Container } from '@n8n/di';
import { BinaryDataConfig, BinaryDataService } from 'n8n-core';

export async function useFilesystemBinaryData(
	directory = mkdtempSync(join(tmpdir(), 'n8n-binary-')),
): Promise<string> {
	process.env.N8N_USER_FOLDER ??= directory;
	const config = Container.get(BinaryDataConfig);
	config.mode = 'filesystem';
	config.localStoragePath = directory;
	await Container.get(BinaryDataService).init();
	return directory;
}
