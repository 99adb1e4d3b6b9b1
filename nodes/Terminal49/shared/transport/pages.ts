import { NodeApiError } from 'n8n-workflow';

import { apiKeyOf } from './baseUrl';
import { requestListPage } from './documents';
import { redactSecrets } from './errors';
import { readList } from './listRead';
import type { EachPage, PagesRequest, PagesSummary, PageSource } from './pagerTypes';
import type { Terminal49Context } from './request';
import { CREDENTIAL_TYPE, safeBaseUrl } from './request';

/**
 * Reads a list endpoint to its real end while it moves (listRead.ts), and hands each page's
 * records new to the read to `each`, each record once; `done()` from `each` ends the read after
 * that page. The credential is read once for the whole read; every page is asked of its Base URL.
 */
export async function terminal49Paginate(
	this: Terminal49Context,
	request: PagesRequest,
	each: EachPage,
): Promise<PagesSummary> {
	const credentials = await this.getCredentials(CREDENTIAL_TYPE);
	const baseUrl = safeBaseUrl(this, credentials.baseUrl, request.itemIndex);
	const secrets = [apiKeyOf(credentials)];
	const source: PageSource = {
		baseUrl,
		page: async (qs) =>
			await requestListPage.call(this, {
				method: 'GET',
				path: request.path,
				qs,
				itemIndex: request.itemIndex,
				credentials,
			}),
		failure: (problem, progress, advice) => {
			const message = redactSecrets(
				`Terminal49's list ${request.path} ${problem}; stopped reading it`,
				secrets,
			);
			const description = `${progress} ${advice}`;
			return new NodeApiError(
				this.getNode(),
				{ message: problem },
				{ message, description, itemIndex: request.itemIndex },
			);
		},
	};
	return await readList(source, request, each);
}
