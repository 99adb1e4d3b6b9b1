/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The workflows we ship (examples/) and import in the end-to-end tests keep the ids they are
 * written with when imported by `n8n import:workflow`. n8n 1.x saves a workflow's static data only
 * when its id has at most 16 characters (`isWorkflowIdValid`; 2.x allows 21), and says nothing
 * when it skips: a Terminal49 Trigger in a workflow with a longer id never saves its webhook id
 * and signing secret (before the trigger learnt to read them back from Terminal49, it refused
 * every delivery with 401). n8n's own ids have 16 characters.
 */
const MAX_ID_LENGTH = 16;

const ROOT = join(__dirname, '..', '..');
const FOLDERS = ['examples', 'test/e2e/workflows'];

const workflows = FOLDERS.flatMap((folder) =>
	readdirSync(join(ROOT, folder))
		.filter((file) => file.endsWith('.json'))
		.map((file) => {
			const { id } = JSON.parse(readFileSync(join(ROOT, folder, file), 'utf8')) as { id?: unknown };
			return { file: `${folder}/${file}`, id };
		}),
);

describe('shipped and end-to-end workflow ids', () => {
	it('finds the workflows', () => {
		expect(workflows.filter((w) => w.file.startsWith('examples/')).length).toBeGreaterThanOrEqual(
			6,
		);
	});

	it.each(workflows)(
		'$file: its id keeps static data in n8n 1.x (at most 16 characters)',
		({ id }) => {
			expect(id).toEqual(expect.any(String));
			expect(String(id).length).toBeLessThanOrEqual(MAX_ID_LENGTH);
		},
	);

	it('no two share an id (an import would replace one with the other)', () => {
		const ids = workflows.map((w) => w.id);
		expect(new Set(ids).size).toBe(ids.length);
	});
});
