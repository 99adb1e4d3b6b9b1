import type { IDataObject, IExecuteFunctions, INode, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';
import { z } from 'zod';

import { EVENT_OPTIONS } from '../../shared/catalogue/events';
import { unexpectedAnswer } from '../helpers/unexpectedAnswer';
import { terminal49Request, redactJson, requireRedactableSecret } from '../../shared/transport';
import { textOf } from '../../shared/helpers/readers/text';
import { kindOf } from '../../shared/helpers/text';
import { requireEvent } from '../helpers/events';
import { requireWebhookUrl } from './fields';

const properties: INodeProperties[] = [
	{
		displayName: 'URL',
		name: 'url',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://example.com/terminal49',
		description:
			'Where Terminal49 sends the sample notification (https only). No webhook is created.',
		hint: 'To test a Terminal49 Trigger, use its Test or Production URL',
	},
	{
		displayName: 'Event',
		name: 'event',
		type: 'options',
		options: EVENT_OPTIONS,
		required: true,
		default: 'tracking_request.succeeded',
		description: 'The event whose sample notification is sent',
	},
	{
		displayName: 'Signing Secret',
		name: 'secret',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		description:
			'Optional, at least 8 characters. Terminal49 signs the sample with it in X-T49-Webhook-Signature, as it signs real deliveries with the webhook’s secret.',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['sendTest'] } },
	properties,
);

const deliveryResult = z.object({
	url: z.string().nullish(),
	succeeded: z.boolean(),
	error: z.string().nullish(),
	status_code: z.number().nullish(),
	request_headers: z.record(z.unknown()).nullish(),
	request_body: z.string().nullish(),
	response_headers: z.record(z.unknown()).nullish(),
	response_body: z.string().nullish(),
});

/** One item: whether the endpoint accepted the sample, with what was sent and answered. */
export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const url = requireWebhookUrl.call(
		this,
		this.getNodeParameter('url', itemIndex),
		itemIndex,
		true,
	);
	const event = requireEvent(this.getNode(), this.getNodeParameter('event', itemIndex), itemIndex);
	const secret = requireRedactableSecret(
		this.getNode(),
		'Signing Secret',
		signingSecretText(this.getNode(), this.getNodeParameter('secret', itemIndex, ''), itemIndex),
		itemIndex,
	);
	const body: IDataObject = { url, event };
	if (secret !== '') body.secret = secret;

	const answered = await terminal49Request.call(this, {
		method: 'POST',
		path: '/webhooks/trigger',
		body,
		itemIndex,
		plainJson: true,
	});
	// What Terminal49 says it sent and heard may quote the secret: the output (and a model's answer as a tool) never does.
	const answer = deliveryResult.safeParse(
		secret === '' ? answered : redactJson(answered, [secret]),
	);
	if (!answer.success) throw unexpectedAnswer(this.getNode(), 'POST /webhooks/trigger', itemIndex);
	const result = answer.data;
	return [
		{
			url: result.url ?? url,
			event,
			succeeded: result.succeeded,
			status_code: result.status_code ?? null,
			error: result.error ?? null,
			request_headers: (result.request_headers ?? null) as IDataObject | null,
			request_body: result.request_body ?? null,
			response_headers: (result.response_headers ?? null) as IDataObject | null,
			response_body: result.response_body ?? null,
		},
	];
}

/**
 * The Signing Secret as the text reader reads it; what it refuses (a list, an object, text holding
 * `[object Object]`) is refused by name, and never shown, since it may hold the secret.
 */
function signingSecretText(node: INode, given: unknown, itemIndex: number): string {
	const reading = textOf(given);
	if (reading.ok) return reading.text;
	const what =
		reading.refusal === 'object-text'
			? 'text holding "[object Object]", an object turned into text'
			: reading.refusal === 'inexact-number'
				? 'a number JSON cannot carry exactly'
				: kindOf(given);
	throw new NodeOperationError(node, `Signing Secret must be text, not ${what}`, {
		description:
			'Map one text value into Signing Secret, such as {{ $json.secret }}; the value is not shown here, as it may hold the secret.',
		itemIndex,
	});
}
