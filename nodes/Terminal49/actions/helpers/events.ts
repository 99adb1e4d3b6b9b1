import type { INode } from 'n8n-workflow';

import { EVENT_MATCHER } from '../../shared/catalogue/events';
import type { OptionParameter } from '../../shared/helpers/readers/option';
import { readOption } from '../../shared/helpers/readers/option';

/** How the Webhook and Webhook Notification operations read the events they are given. */

/** An events parameter as its refusal names it, with the names that work. */
export function eventsParameter(parameter: string): OptionParameter {
	return {
		parameter,
		one: 'a webhook event',
		fix: 'Choose from the list, or give Terminal49 event names such as container.transport.vessel_arrived.',
	};
}

/** One event, by its API name, its option name or its action ("last free day changed"). */
export function requireEvent(node: INode, value: unknown, itemIndex: number): string {
	return readOption(node, EVENT_MATCHER, value, eventsParameter('Event'), itemIndex);
}
