import type { INodePropertyOptions } from 'n8n-workflow';

import { CREATED_EVENT, LFD_EVENT_BY_FIELD, STATUS_EVENT } from './changes';

/** The events a poll can find, named as the webhook events they stand for. */
export const POLL_EVENT_OPTIONS: INodePropertyOptions[] = [
	{
		name: 'Container: New',
		value: CREATED_EVENT,
		action: 'On new container',
		description: `A container Terminal49 started tracking after this trigger started watching (${CREATED_EVENT})`,
	},
	{
		name: 'Container: Status Changed',
		value: STATUS_EVENT,
		action: 'On container status changed',
		description: `The container's current_status changed (for example to available or picked_up); the output lists it under changes (${STATUS_EVENT})`,
	},
	{
		name: 'Last Free Day: Changed',
		value: LFD_EVENT_BY_FIELD.pickup_lfd,
		action: 'On last free day changed',
		description: `The last free day Terminal49 settles on (pickup_lfd) moved, appeared or was cleared; the output adds lfd (${LFD_EVENT_BY_FIELD.pickup_lfd})`,
	},
	{
		name: 'Last Free Day: Changed by Shipping Line',
		value: LFD_EVENT_BY_FIELD.pickup_lfd_line,
		action: 'On shipping line last free day changed',
		description: `The shipping line's last free day (import_deadlines.pickup_lfd_line) changed; the output adds lfd (${LFD_EVENT_BY_FIELD.pickup_lfd_line})`,
	},
	{
		name: 'Last Free Day: Changed by Terminal',
		value: LFD_EVENT_BY_FIELD.pickup_lfd_terminal,
		action: 'On terminal last free day changed',
		description: `The terminal's last free day (import_deadlines.pickup_lfd_terminal) changed; the output adds lfd (${LFD_EVENT_BY_FIELD.pickup_lfd_terminal})`,
	},
	{
		name: 'Last Free Day: Changed at Rail Destination',
		value: LFD_EVENT_BY_FIELD.pickup_lfd_rail,
		action: 'On rail last free day changed',
		description: `The last free day at the rail destination (import_deadlines.pickup_lfd_rail) changed; the output adds lfd (${LFD_EVENT_BY_FIELD.pickup_lfd_rail})`,
	},
];

export const POLL_EVENTS: readonly string[] = POLL_EVENT_OPTIONS.map((option) => String(option.value));

