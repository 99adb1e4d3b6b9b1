import type { IDataObject } from 'n8n-workflow';

import { isoUtc, SEED } from '../mock/fixtures';
import { usePollTrigger } from './setup';

const DAY = 86_400_000;

describe('Polling trigger version 2: Output', () => {
	const api = usePollTrigger();
	const v2 = (parameters: IDataObject = {}) =>
		api.newTrigger(
			{ events: ['container.pickup_lfd.changed', 'container.updated'], ...parameters },
			'onEmit',
			2,
		);
	/** The terminal moves the first container's last free day two days later; gives the container and its LFD before. */
	const moveFirstLfdTwoDays = () => {
		const container = api.mock.state.containers[0];
		const previous = container.attributes.pickup_lfd!;
		container.attributes.pickup_lfd = isoUtc(Date.parse(previous) + 2 * DAY);
		container.attributes.import_deadlines = {
			...container.attributes.import_deadlines!,
			pickup_lfd_terminal: container.attributes.pickup_lfd,
		};
		return { container, previous };
	};

	it('Simplified: a notification id that names the change, the container short with its demurrage fields, previous → current', async () => {
		const trigger = v2();
		await trigger.watch();
		const { container, previous } = moveFirstLfdTwoDays();
		const [item] = (await trigger.poll())!;
		expect(item).toMatchObject({
			event: 'container.pickup_lfd.changed',
			event_label: 'Last Free Day: Changed',
			notification_id: `container.pickup_lfd.changed:${SEED.containerIds[0]}:${previous}>${container.attributes.pickup_lfd}`,
			container: {
				id: SEED.containerIds[0],
				status_label: 'Available for pickup',
				days_left: 4,
				urgency: 'ok',
				lfd_source: 'terminal',
			},
			changes: { pickup_lfd: { previous, current: container.attributes.pickup_lfd } },
		});
	});

	it('Raw: the container as the API lists it; version 1 still has notification_id null', async () => {
		const trigger = v2({ output: 'raw' });
		const v1 = api.newTrigger({ events: ['container.updated'] });
		await trigger.watch();
		await v1.watch();
		api.mock.state.containers[1].attributes.current_status = 'available';
		const [item] = (await trigger.poll())!;
		expect(item.container).toEqual(JSON.parse(JSON.stringify(api.mock.state.containers[1])));
		expect(item.notification_id).toBe(
			`container.updated:${SEED.containerIds[1]}:not_available>available`,
		);
		const [old] = (await v1.poll())!;
		expect(old.notification_id).toBeNull();
	});

	it('Output saved as "SIMPLIFIED" hides Imminent Within Days, so the poll is refused naming Output rather than counting 3 days in silence', async () => {
		const trigger = v2({ output: 'SIMPLIFIED', imminentDays: 7 });
		const before = api.mock.requests.length;
		await expect(trigger.watch()).rejects.toThrow(
			'Output must be "simplified" (Simplified chosen from its list), or an expression giving it, to read Imminent Within Days, not "SIMPLIFIED"',
		);
		expect(api.mock.requests.length).toBe(before);
	});

	it('spelled as an expression, Output shows Imminent Within Days and its value is read', async () => {
		const trigger = v2({ output: '={{ "SIMPLIFIED" }}', imminentDays: 7 });
		await trigger.watch();
		moveFirstLfdTwoDays();
		const [item] = (await trigger.poll())!;
		expect(item).toMatchObject({ container: { days_left: 4, urgency: 'imminent' } });
	});
});
