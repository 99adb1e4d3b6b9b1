import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	ILoadOptionsFunctions,
	IPollFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';

import type { RequestSubject } from './errors';
import type { HttpMethod } from './retryPolicy';

/** What one request to Terminal49 is, and the contexts it is sent from; no behaviour. */

export const CREDENTIAL_TYPE = 'terminal49Api';

/** Every context a Terminal49 request is made from: executions, dropdowns, webhooks, polls. */
export type Terminal49Context =
	| IExecuteFunctions
	| ILoadOptionsFunctions
	| IHookFunctions
	| IWebhookFunctions
	| IPollFunctions;

export const REQUEST_TIMEOUT_MS = 30_000;

/** The API silently truncates larger pages to this size. */
export const MAX_PAGE_SIZE = 100;

export interface Terminal49Request {
	method: HttpMethod;
	/** Built with `apiPath` so ids are encoded. */
	path: string;
	qs?: IDataObject;
	body?: IDataObject;
	/** Names the record in a 404 message. */
	subject?: RequestSubject;
	/** The paid feature this request needs ("Routing data"); an account without it gets a 403 that says so. */
	paidFeature?: string;
	itemIndex?: number;
	/**
	 * 'host': `path` is below the API's host, not its version base, and speaks plain JSON (Rails'
	 * direct-upload endpoint). Still the credential's own origin, so it is sent authenticated.
	 */
	base?: 'version' | 'host';
	/** The endpoint takes a plain JSON body, not a JSON:API document (`application/json`, as Terminal49's guides send it). */
	plainJson?: boolean;
	/**
	 * Values this request sends that no error may show, besides the API key and every body field
	 * named like a secret (which are redacted without being named here).
	 */
	secrets?: readonly string[];
	/** The credential as a longer operation already read it (a list read reads it once for all its pages). */
	credentials?: ICredentialDataDecryptedObject;
}
