import type { IDataObject } from 'n8n-workflow';

import { isoUtc, makeContainer, seedDefault } from '../mock/fixtures';
import { mockUuid } from '../mock/state';
import { recorded, SEEDED_AT, stable } from '../support/v1Fixtures';
import { usePollTrigger } from './setup';

const DAY = 86_400_000;

/** The polling trigger's version 1 items are what they were before version 2 (see test/support/v1Fixtures.ts). */
describe('Version 1 of the polling trigger gives the items it gave before version 2', () => {
	const api = usePollTrigger(
		{
			events: [
				'container.pickup_lfd.changed',
				'container.pickup_lfd_line.changed',
				'container.pickup_lfd_terminal.changed',
				'container.pickup_lfd_rail.changed',
				'container.updated',
				'container.created',
			],
		},
		{ seed: (state) => seedDefault(state, SEEDED_AT) },
	);

	it('poll-changes.json: an LFD moved, a status changed, a rail LFD moved, a container appeared', async () => {
		await api.trigger.watch();
		const [first, second, , , , rail] = api.mock.state.containers;
		first.attributes.pickup_lfd = isoUtc(Date.parse(first.attributes.pickup_lfd!) + 2 * DAY);
		second.attributes.current_status = 'available';
		const deadlines = rail.attributes.import_deadlines!;
		rail.attributes.import_deadlines = {
			...deadlines,
			pickup_lfd_rail: isoUtc(Date.parse(deadlines.pickup_lfd_rail!) + DAY),
		};
		api.mock.state.containers.push(
			makeContainer(
				{ number: 'MSKU9999996', created_at: isoUtc(Date.now()), current_status: 'new' },
				{ id: mockUuid('container', 0x999) },
			),
		);
		const output = stable(await api.trigger.poll(), api.mock.url) as IDataObject[];
		expect(output).toEqual(recorded('poll-changes.json', output));
	});

	it('poll-sample.json: the editor’s Fetch Test Event', async () => {
		const run = await api.trigger.fetchTestEvent();
		const output = stable(
			run.nodes['Terminal49 Polling Trigger'].items.map((item) => item.json),
			api.mock.url,
		);
		expect(output).toEqual(recorded('poll-sample.json', output));
	});
});
