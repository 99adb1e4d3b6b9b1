import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { z } from 'zod';

import { unexpectedAnswer } from '../helpers/unexpectedAnswer';
import { terminal49Request } from '../../shared/transport';

const properties: INodeProperties[] = [];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['getIps'] } },
	properties,
);

const ipList = z.object({
	webhook_notification_ips: z.array(z.string()),
	last_updated: z.string().nullish(),
});

/** One item: the addresses deliveries come from, for a firewall's allow list. */
export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const answer = ipList.safeParse(
		await terminal49Request.call(this, { method: 'GET', path: '/webhooks/ips', itemIndex }),
	);
	if (!answer.success) throw unexpectedAnswer(this.getNode(), 'GET /webhooks/ips', itemIndex);
	return [
		{ ips: answer.data.webhook_notification_ips, last_updated: answer.data.last_updated ?? null },
	];
}
