import { WEBHOOK_EVENTS } from '../../catalogue/events';
import { ownEntry } from '../../helpers/ownEntry';
import { labelOf } from './shape';

const EVENT_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
	WEBHOOK_EVENTS.map((event) => [event.value, `${event.group}: ${event.label}`]),
);

/** "Arrival: Discharged" for `container.transport.vessel_discharged`; an event the catalogue lacks in words. */
export function eventLabel(event: unknown): string | null {
	if (typeof event !== 'string' || event === '') return null;
	return (
		ownEntry(EVENT_LABELS, event) ??
		labelOf(event.replace(/^(container|shipment)\.(transport\.)?/, ''))
	);
}
