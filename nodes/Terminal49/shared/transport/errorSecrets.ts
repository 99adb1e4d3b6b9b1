import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { apiKeyOf } from './baseUrl';
import type { Terminal49Context } from './requestTypes';
import { CREDENTIAL_TYPE } from './requestTypes';
import { redactSecrets } from './redaction';

/**
 * A refusal shows the value it refused, and a value mapped by mistake may be a secret: the API key
 * pasted into Reference Numbers, a webhook's signing secret mapped into Request Number. Every error
 * a node ends with has the secrets the run holds cut from its message and description, wherever
 * they came from, as the door already cuts them from the API's answers.
 */

/** Every secret a run holds: the credential's API key, and `others` (a signing secret the run knows). Never fails: no credential is no key. */
async function secretsOf(ctx: Terminal49Context, others: readonly unknown[]): Promise<string[]> {
	const secrets = others.filter(
		(secret): secret is string => typeof secret === 'string' && secret !== '',
	);
	try {
		const apiKey = apiKeyOf(await ctx.getCredentials(CREDENTIAL_TYPE));
		if (apiKey !== '') secrets.push(apiKey);
	} catch {
		// No credential, or one n8n cannot read: there is no key to show.
	}
	return secrets;
}

/** The error as thrown, its message and description without any secret the run holds; anything but an n8n error is left as it is. */
export async function withoutRunSecrets<E>(
	ctx: Terminal49Context,
	error: E,
	others: readonly unknown[] = [],
): Promise<E> {
	if (!(error instanceof NodeOperationError || error instanceof NodeApiError)) return error;
	const secrets = await secretsOf(ctx, others);
	if (secrets.length === 0) return error;
	error.message = redactSecrets(error.message, secrets);
	if (typeof error.description === 'string')
		error.description = redactSecrets(error.description, secrets);
	return error;
}
