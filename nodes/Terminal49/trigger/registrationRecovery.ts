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

import { primaryRecord } from '../shared/jsonapi';
import { BoundedLru } from '../shared/helpers/boundedLru';
import { apiPath, requestDocument, terminal49RequestPages } from '../shared/transport';
import { isTriggerUrl, WEBHOOK_NAME } from './lifecycle';

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

/** What each trigger recovered in this process, and when; a restart empties it. */
export const recoveredRegistrations = new BoundedLru<string, Recovered>(MAX_TRIGGERS);

function pathOf(url: unknown): string | undefined {
	if (typeof url !== 'string') return undefined;
	try {
		return new URL(url).pathname;
	} catch {
		return undefined;
	}
}

/**
 * Reads the webhooks registered at exactly this trigger's URL, as n8n computes it in this process.
 * A webhook process computes the same URL as the main process that registered it only when both
 * have the same WEBHOOK_URL, as n8n's queue mode asks; one that does not is told so in the log,
 * and never takes a webhook at another address for its own. The list gives no secrets (records
 * are read without them), so each is asked for on its own.
 */
async function registrationsAtThisTrigger(ctx: IWebhookFunctions): Promise<Registration[]> {
	const url = ctx.getNodeWebhookUrl(WEBHOOK_NAME);
	if (typeof url !== 'string' || url === '') return [];
	const path = pathOf(url);
	const elsewhere = new Set<string>();
	const { data } = await terminal49RequestPages.call(ctx, {
		path: '/webhooks',
		where: (webhook) => {
			const registered = webhook.attributes?.url;
			if (isTriggerUrl(registered, url)) return true;
			if (path !== undefined && pathOf(registered) === path)
				elsewhere.add(new URL(registered as string).host);
			return false;
		},
	});
	if (data.length === 0 && elsewhere.size > 0) {
		ctx.logger.warn(
			`Terminal49 Trigger: no webhook is registered at this process's URL ${url}, but one is at the same path on ${[...elsewhere].join(', ')}. ` +
				'It is not taken for this trigger. If that is this n8n under another name (a webhook process in queue mode), set WEBHOOK_URL to the same public address on every n8n process.',
		);
	}
	const registrations: Registration[] = [];
	for (const { id } of data) {
		const response = await requestDocument.call(
			ctx,
			{ method: 'GET', path: apiPath`/webhooks/${id}`, subject: { label: 'webhook', id } },
			{ keepSecret: true },
		);
		const secret = primaryRecord(response)?.attributes?.secret;
		if (typeof secret === 'string' && secret !== '')
			registrations.push({ webhookId: id, webhookSecret: secret });
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
	const known = recoveredRegistrations.get(key);
	const signing = (registrations: Registration[] | undefined) =>
		registrations?.find((r) => signs(r.webhookSecret));
	const cached = known && signing(known.registrations);
	if (cached) return cached;
	if (known?.reading) return signing(await known.reading);
	if (known && now - known.readAt < RECOVERY_INTERVAL_MS) return undefined;

	const reading = registrationsAtThisTrigger(this).then(
		(registrations) => {
			recoveredRegistrations.set(key, { registrations, readAt: now });
			return registrations;
		},
		(error: unknown) => {
			recoveredRegistrations.set(key, { registrations: known?.registrations ?? [], readAt: now });
			this.logger.warn(
				`Terminal49 Trigger: could not read the webhook list to recover this trigger's registration: ${(error as Error).message}`,
			);
			return undefined;
		},
	);
	recoveredRegistrations.set(key, {
		registrations: known?.registrations ?? [],
		readAt: now,
		reading,
	});
	const registration = signing(await reading);
	if (registration) {
		this.logger.info(
			`Terminal49 Trigger: workflow static data had lost this trigger's registration; read webhook ${registration.webhookId} again from Terminal49`,
		);
	}
	return registration;
}
