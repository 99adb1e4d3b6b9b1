/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * Runs the mock Terminal49 API with the default seed until Ctrl-C:
 *   PORT=4949 npx ts-node --transpile-only test/mock/cli.ts
 * SPELLING=openapi answers as the OpenAPI spells things instead of as the live API does.
 */
import { startMockApi } from './server';

async function main(): Promise<void> {
	const port = Number(process.env.PORT ?? 4949);
	const mock = await startMockApi({
		port,
		spelling: process.env.SPELLING === 'openapi' ? 'openapi' : 'live',
	});
	process.stdout.write(`Terminal49 mock API listening on ${mock.url}\nAPI key: ${mock.apiKey}\n`);
	process.stdout.write(
		`Try: curl -H 'Authorization: Token ${mock.apiKey}' '${mock.url}/containers?page[size]=5'\n`,
	);

	let stopping = false;
	const stop = (): void => {
		if (stopping) return;
		stopping = true;
		mock.close().then(
			() => process.exit(0),
			() => process.exit(1),
		);
	};
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
	process.stderr.write(`${String(error)}\n`);
	process.exit(1);
});
