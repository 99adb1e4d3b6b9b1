import type { INodePropertyOptions } from 'n8n-workflow';

import { CREATED_EVENT, LFD_EVENT_BY_FIELD, STATUS_EVENT } from './changes';

/** The events a poll can find, named as the webhook events they stand for. */
export const POLL_EVENT_OPTIONS: INodePropertyOptions[] = [
	{
		name: 'Container: New',
		value: CREATED_EVENT,
		description: `${CREATED_EVENT}: a container Terminal49 started tracking after this trigger started watching`,
	},
	{
		name: 'Container: Status Changed',
		value: STATUS_EVENT,
		description: `${STATUS_EVENT}: current_status changed (for example to available or picked_up); the output lists it under changes`,
	},
	{
		name: 'Last Free Day: Changed',
		value: LFD_EVENT_BY_FIELD.pickup_lfd,
		description: `${LFD_EVENT_BY_FIELD.pickup_lfd}: pickup_lfd, the LFD Terminal49 settles on, moved, appeared or was cleared; the output adds lfd`,
	},
	{
		name: 'Last Free Day: Changed by Shipping Line',
		value: LFD_EVENT_BY_FIELD.pickup_lfd_line,
		description: `${LFD_EVENT_BY_FIELD.pickup_lfd_line}: import_deadlines.pickup_lfd_line changed; the output adds lfd`,
	},
	{
		name: 'Last Free Day: Changed by Terminal',
		value: LFD_EVENT_BY_FIELD.pickup_lfd_terminal,
		description: `${LFD_EVENT_BY_FIELD.pickup_lfd_terminal}: import_deadlines.pickup_lfd_terminal changed; the output adds lfd`,
	},
	{
		name: 'Last Free Day: Changed at Rail Destination',
		value: LFD_EVENT_BY_FIELD.pickup_lfd_rail,
		description: `${LFD_EVENT_BY_FIELD.pickup_lfd_rail}: import_deadlines.pickup_lfd_rail changed; the output adds lfd`,
	},
];

export const POLL_EVENTS: readonly string[] = POLL_EVENT_OPTIONS.map((option) => String(option.value));

