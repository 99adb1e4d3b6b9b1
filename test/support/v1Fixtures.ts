/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Version 1's outputs, recorded before version 2 changed how records are shaped, and compared
 * with on every run. To re-record (only for a deliberate change to version 1, which the project
 * forbids): RECORD_V1_FIXTURES=1 npx jest v1Output
 */
export const V1_FIXTURE_DIR = path.join(__dirname, '..', 'fixtures', 'v1-output');
/** The instant the mock is seeded at, so ids and timestamps repeat from run to run. */
export const SEEDED_AT = Date.UTC(2025, 2, 1, 12, 0, 0);
const RECORDING = process.env.RECORD_V1_FIXTURES === '1';

/**
 * What differs between runs for reasons other than the node: the mock's port in links, and
 * timestamps taken from the real clock (a request's arrival, a poll's start): anything within a
 * day of it.
 */
export function stable(value: unknown, mockUrl: string, realNow = Date.now()): unknown {
	if (typeof value === 'string') {
		if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/.test(value)) {
			return Math.abs(Date.parse(value) - realNow) < 86_400_000 ? '<clock time>' : value;
		}
		return value.split(mockUrl).join('<mock>');
	}
	if (Array.isArray(value)) return value.map((entry) => stable(entry, mockUrl, realNow));
	if (value !== null && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value).map(([key, entry]) => [key, stable(entry, mockUrl, realNow)]),
		);
	}
	return value;
}

/** The recorded output of `file`; when recording, `output` is written first. */
export function recorded(file: string, output: unknown): unknown {
	const fixture = path.join(V1_FIXTURE_DIR, file);
	if (RECORDING) {
		if (!existsSync(V1_FIXTURE_DIR)) mkdirSync(V1_FIXTURE_DIR, { recursive: true });
		writeFileSync(fixture, `${JSON.stringify(output, null, '\t')}\n`);
	}
	return JSON.parse(readFileSync(fixture, 'utf8')) as unknown;
}
