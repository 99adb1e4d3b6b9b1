/**
 * Finds the trigger's registration again when workflow static data has lost it.
 *
 * In queue mode a worker runs the execution that a delivery starts, from a copy of the workflow
 * that carries no static data (n8n 2.41 keeps none in the execution's workflow snapshot). When a
 * later node writes static data, the worker saves its copy over the workflow's whole static data,
 * and the trigger's webhook id and signing secret are gone. Every later delivery would then be
 * refused, and alerts lost. The webhook still exists in Terminal49, whose record of it carries the
 * secret, so the trigger reads it from there once and keeps it in this process.
 */
import type { IWebhookFunctions } from 'n8n-workflow';

import type { JsonApiDocument, JsonApiResource } from '../Terminal49/jsonapi';
import { apiPath, terminal49Request, terminal49RequestPages } from '../Terminal49/transport';
import { WEBHOOK_NAME } from './lifecycle';

export interface Registration {
	webhookId: string;
	webhookSecret: string;
}

/**
 * The shortest time between two reads of the webhook list for one trigger in one process. A
 * forged delivery looks like a lost secret, so without it anyone who knows the URL could spend
 * the account's rate limit; Terminal49 redelivers for longer than this, so a real one still lands.
 */
export const RECOVERY_INTERVAL_MS = 30_000;

/** Triggers tracked at once; the least recently used is forgotten first. */
export const MAX_TRIGGERS = 500;

interface Recovered {
	registrations: Registration[];
	readAt: number;
	/** The read under way, which deliveries arriving meanwhile wait for instead of being refused. */
	reading?: Promise<Registration[] | undefined>;
}

const recovered = new Map<string, Recovered>();

function pathOf(url: unknown): string | undefined {
	if (typeof url !== 'string') return undefined;
	try {
		return new URL(url).pathname;
	} catch {
		return undefined;
	}
}

function remember(key: string, entry: Recovered): void {
	recovered.delete(key);
	recovered.set(key, entry);
	while (recovered.size > MAX_TRIGGERS) recovered.delete(recovered.keys().next().value as string);
}

/**
 * Reads the webhooks registered at this trigger's URL path (the webhook process may know n8n by
 * another host name than the main process that registered it; the path is the trigger's own).
 * The list gives no secrets (records are read without them), so each is asked for on its own.
 */
async function registrationsAtThisTrigger(ctx: IWebhookFunctions): Promise<Registration[]> {
	const path = pathOf(ctx.getNodeWebhookUrl(WEBHOOK_NAME));
	if (path === undefined) return [];
	const { data } = await terminal49RequestPages.call(ctx, {
		path: '/webhooks',
		keep: (webhook) => pathOf(webhook.attributes?.url) === path,
	});
	const registrations: Registration[] = [];
	for (const { id } of data) {
		const response = await terminal49Request.call<
			IWebhookFunctions,
			[Parameters<typeof terminal49Request>[0]],
			Promise<JsonApiDocument<JsonApiResource>>
		>(ctx, { method: 'GET', path: apiPath`/webhooks/${id}`, subject: { label: 'webhook', id } });
		const secret = response?.data?.attributes?.secret;
		if (typeof secret === 'string' && secret !== '') registrations.push({ webhookId: id, webhookSecret: secret });
	}
	return registrations;
}

/**
 * The registration whose secret signs this delivery (`signs` says whether a secret does), from
 * what this process recovered before or, at most once per RECOVERY_INTERVAL_MS, from Terminal49.
 * Undefined when none signs it or the API could not be read; the caller refuses the delivery and
 * Terminal49 delivers it again later.
 */
export async function recoverRegistration(
	this: IWebhookFunctions,
	key: string,
	signs: (secret: string) => boolean,
	now: number = Date.now(),
): Promise<Registration | undefined> {
	const known = recovered.get(key);
	const signing = (registrations: Registration[] | undefined) => registrations?.find((r) => signs(r.webhookSecret));
	const cached = known && signing(known.registrations);
	if (cached) return cached;
	if (known?.reading) return signing(await known.reading);
	if (known && now - known.readAt < RECOVERY_INTERVAL_MS) return undefined;

	const reading = registrationsAtThisTrigger(this).then(
		(registrations) => {
			remember(key, { registrations, readAt: now });
			return registrations;
		},
		(error: unknown) => {
			remember(key, { registrations: known?.registrations ?? [], readAt: now });
			this.logger.warn(`Terminal49 Trigger: could not read the webhook list to recover this trigger's registration: ${(error as Error).message}`);
			return undefined;
		},
	);
	remember(key, { registrations: known?.registrations ?? [], readAt: now, reading });
	const registration = signing(await reading);
	if (registration) {
		this.logger.info(
			`Terminal49 Trigger: workflow static data had lost this trigger's registration; read webhook ${registration.webhookId} again from Terminal49`,
		);
	}
	return registration;
}

/** Forgets everything recovered, as a restart does. For tests. */
export function forgetRecoveredRegistrations(): void {
	recovered.clear();
}
