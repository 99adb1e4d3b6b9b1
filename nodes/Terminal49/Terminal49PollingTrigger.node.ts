import type {
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { eventsSubtitle } from './shared/helpers/subtitle';
import { triggerOutputProperties } from './shared/output';
import { POLL_EVENT_OPTIONS } from './shared/catalogue/events';
import { pollContainers } from './polling/poll';
import { WATCH_OPTIONS } from './polling/watch';

// One main output, named by n8n's enum as the community rules ask.
const mainConnection = [NodeConnectionTypes.Main];

export class Terminal49PollingTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Terminal49 Polling Trigger',
		name: 'terminal49PollingTrigger',
		icon: { light: 'file:terminal49.svg', dark: 'file:terminal49.dark.svg' },
		group: ['trigger'],
		version: [1, 2],
		defaultVersion: 2,
		subtitle: eventsSubtitle(POLL_EVENT_OPTIONS),
		description:
			'Starts the workflow when a container’s last free day or status changes, or a new container appears, by polling Terminal49: for n8n that Terminal49 cannot reach',
		defaults: { name: 'Terminal49 Polling Trigger' },
		polling: true,
		inputs: [],
		outputs: mainConnection,
		credentials: [{ name: 'terminal49Api', required: true }],
		properties: [
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				required: true,
				// One alert per LFD move (pickup_lfd follows the line's or terminal's), status changes, new containers.
				default: ['container.pickup_lfd.changed', 'container.updated', 'container.created'],
				options: POLL_EVENT_OPTIONS,
				description:
					'The changes that start the workflow. Each poll reads the containers it watches and compares each with the last poll; the first poll only records what it sees.',
			},
			{
				displayName: 'Watch',
				name: 'watch',
				type: 'options',
				displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
				options: WATCH_OPTIONS,
				default: 'tracked',
				description: 'Which containers each poll reads and compares',
			},
			...triggerOutputProperties(
				'The container as the API lists it (JSON:API), beside the event, changes and lfd',
			),
		],
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollContainers.call(this);
	}
}
