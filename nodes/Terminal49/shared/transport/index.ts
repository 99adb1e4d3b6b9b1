/**
 * The only code that sends HTTP: to Terminal49, one request (`request.ts`), its answer read as a
 * JSON:API document at the door (`documents.ts`), and a whole list (`pages.ts`); to a document's
 * storage, an upload and a download (`storage.ts`). Everything else imports transport from here,
 * never its inner modules (test/architecture.test.ts): the secrets it cuts from what it reports
 * and the API's error entries, the credential's checks and the limits of a download included.
 */
export type { RequestSubject } from './errors';
export { apiErrorsOf } from './apiErrors';
export { checkApiKey, checkBaseUrl, isSameOrigin } from './baseUrl';
export { apiPath, hostBaseUrl, normaliseBaseUrl, trimTrailingSlashes } from './paths';
export {
	isCredentialHeader,
	redactJson,
	redactSecrets,
	requireRedactableSecret,
	secretsInBody,
} from './redaction';
export type { Readable } from './storage';
export { putToStorage } from './storageUpload';
export type { DownloadLimits } from './storageDownload';
export {
	BYTES_PER_MB,
	DEFAULT_DOWNLOAD_TIMEOUT_SECONDS,
	DEFAULT_MAX_FILE_SIZE_MB,
	downloadFromStorage,
	LONGEST_TIMER_MS,
} from './storageDownload';
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
	recordAsked,
	requestDocument,
	requestList,
	requestRecord,
} from './documents';
export { withoutRunSecrets } from './errorSecrets';
