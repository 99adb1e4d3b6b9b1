/**
 * The only code that sends HTTP to Terminal49: one request (`request.ts`), its answer read as a
 * JSON:API document at the door (`documents.ts`), and a whole list (`pages.ts`).
 */
export type { RequestSubject } from './errors';
export { apiPath, hostBaseUrl, normaliseBaseUrl } from './paths';
export type { EachPage, ListPage, PageIncluded, PagesRequest, PagesSummary } from './pagerTypes';
export { EXTRA_PAGES_ALLOWED, MAX_PAGES_WITHOUT_TOTAL } from './pagerTypes';
export { terminal49Paginate } from './pages';
export type { ListAllRequest, ListAllResult } from './listAll';
export { checkLimit, terminal49RequestPages } from './listAll';
export type { Terminal49Context, Terminal49Request } from './request';
export { CREDENTIAL_TYPE, MAX_PAGE_SIZE, REQUEST_TIMEOUT_MS, terminal49Request } from './request';
export {
	documentOf,
	NotJsonApiError,
	requestDocument,
	requestList,
	requestRecord,
} from './documents';
export { withoutRunSecrets } from './errorSecrets';
