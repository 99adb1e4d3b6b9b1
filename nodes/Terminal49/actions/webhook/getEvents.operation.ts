import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { z } from 'zod';

import { terminal49Request } from '../../shared/transport';
import { limitProperties, readLimit } from '../helpers/limit';
import { unexpectedAnswer } from '../helpers/unexpectedAnswer';

const properties: INodeProperties[] = [...limitProperties];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['getEvents'] } },
	properties,
);

const eventCategories = z.object({
	data: z.array(
		z.object({
			id: z.string().optional(),
			attributes: z.object({
				name: z.string().optional(),
				events: z.array(z.object({ name: z.string(), description: z.string().nullish() })),
			}),
		}),
	),
});

/** One item per event the account can subscribe to, with its category. */
export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const limit = readLimit.call(this, itemIndex, false) ?? Infinity;
	const answer = eventCategories.safeParse(
		await terminal49Request.call(this, { method: 'GET', path: '/webhooks/events', itemIndex }),
	);
	if (!answer.success) throw unexpectedAnswer(this.getNode(), 'GET /webhooks/events', itemIndex);
	const events = answer.data.data.flatMap((category) =>
		category.attributes.events.map((event) => ({
			event: event.name,
			description: event.description ?? null,
			category: category.attributes.name ?? category.id ?? null,
		})),
	);
	return events.slice(0, limit);
}
