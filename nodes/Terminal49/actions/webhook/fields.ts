import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { EVENT_MATCHER, EVENT_OPTIONS } from '../../shared/catalogue/events';
import { readOptions } from '../../shared/helpers/readers/option';
import { eventsParameter } from '../helpers/events';
import type { JsonApiDocument, JsonApiResource } from '../../shared/jsonapi';
import { documentWithoutSecrets, withoutSecret } from '../../shared/jsonapi';
import { isCredentialHeader, requireRedactableSecret } from '../../shared/transport';
import { shownValue } from '../../shared/helpers/valuesInMessages';
import { readText } from '../../shared/helpers/readers/text';

export const eventsProperty: INodeProperties = {
	displayName: 'Events',
	name: 'events',
	type: 'multiOptions',
	options: EVENT_OPTIONS,
	default: [],
	description: 'The events Terminal49 delivers to the URL',
};

export const headersProperty: INodeProperties = {
	displayName: 'Headers',
	name: 'headers',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Header',
	default: {},
	description:
		'Headers Terminal49 sends with every delivery, for example a token your endpoint checks (a credential’s value needs at least 8 characters)',
	options: [
		{
			displayName: 'Header',
			name: 'header',
			values: [
				{ displayName: 'Name', name: 'name', type: 'string', default: '' },
				{
					displayName: 'Value',
					name: 'value',
					type: 'string',
					typeOptions: { password: true },
					default: '',
				},
			],
		},
	],
};

/** A delivery URL: absolute http(s), with a host. `httpsOnly` where the API refuses anything else. */
export function requireWebhookUrl(
	this: IExecuteFunctions,
	value: unknown,
	itemIndex: number,
	httpsOnly = false,
): string {
	const text = readText(this.getNode(), value, 'URL', itemIndex).trim();
	let url: URL | undefined;
	try {
		url = new URL(text);
	} catch {
		url = undefined;
	}
	const allowed = httpsOnly ? ['https:'] : ['https:', 'http:'];
	if (!url || !allowed.includes(url.protocol) || url.hostname === '') {
		throw new NodeOperationError(
			this.getNode(),
			`URL: ${shownValue(text)} is not a valid ${httpsOnly ? 'https' : 'http(s)'} address`,
			{
				description: `Enter the full address of the endpoint, such as https://example.com/terminal49${httpsOnly ? ' (Terminal49 sends test deliveries only to https)' : ''}.`,
				itemIndex,
			},
		);
	}
	return text;
}

/** The chosen events: known names only, each once, at least one. */
export function requireEvents(
	this: IExecuteFunctions,
	value: unknown,
	itemIndex: number,
): string[] {
	const events = readOptions(
		this.getNode(),
		EVENT_MATCHER,
		value,
		eventsParameter('Events'),
		itemIndex,
	);
	if (events.length === 0) {
		throw new NodeOperationError(this.getNode(), 'Events: choose at least one event', {
			description: 'A webhook needs at least one event to be delivered.',
			itemIndex,
		});
	}
	return events;
}

/**
 * The Headers collection as the API's `[{name, value}]`; names must be non-empty. A header whose
 * name says it carries a credential (Authorization, X-Api-Token…) is a secret, redacted from
 * every error; any other value (a content type) is not, and an error may show it.
 */
export function headersOf(
	this: IExecuteFunctions,
	value: unknown,
	itemIndex: number,
): Array<{ name: string; value: string }> {
	const entries = (value as IDataObject | undefined)?.header;
	const list = Array.isArray(entries) ? (entries as IDataObject[]) : [];
	return list.map((entry, index) => {
		const name = readText(
			this.getNode(),
			entry.name,
			{ parameter: 'Headers', accepted: 'a header name (text)' },
			itemIndex,
		).trim();
		if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
			throw new NodeOperationError(
				this.getNode(),
				`Headers: header ${index + 1} has ${name === '' ? 'no name' : `an invalid name ${shownValue(name)}`}`,
				{
					description: 'A header name is letters, digits and - (for example X-Api-Token).',
					itemIndex,
				},
			);
		}
		const headerValue = readText(
			this.getNode(),
			entry.value,
			{ parameter: 'Headers', accepted: 'a header value (text)' },
			itemIndex,
		);
		// A credential's value (the token the endpoint checks) is kept out of every error: it must be long enough to be told from other words.
		if (isCredentialHeader(name))
			requireRedactableSecret(
				this.getNode(),
				`Headers: the value of ${name}`,
				headerValue,
				itemIndex,
			);
		return { name, value: headerValue };
	});
}

/** A record the webhook endpoints answered, without its signing secret: whatever type it declares, it is a webhook. */
export function webhookWithoutSecret(resource: JsonApiResource): JsonApiResource {
	return withoutSecret(resource, 'webhook');
}

/** A document the webhook endpoints answered, without the signing secrets of its records. */
export function documentWithoutSecret(document: JsonApiDocument): JsonApiDocument {
	return documentWithoutSecrets(document, 'webhook');
}
