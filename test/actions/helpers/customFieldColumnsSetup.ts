import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import type { CustomFieldEntityType, CustomFieldValueData } from '../../mock/resources';
import type { MockState } from '../../mock/state';
import { mockUuid } from '../../mock/state';

/** What the tests of Get Many's Add Custom Fields share: the seed's container fields, and values put in the mock as the API stores them. */

/** The container fields the seed defines, in the order the column mapper lists them (by display name). */
export const CONTAINER_COLUMNS = [
	'appointment_confirmed',
	'demurrage_budget_usd',
	'dispatch_at',
	'dispatch_status',
	'planned_pickup_date',
	'po_list',
	'special_requirements',
	'trucker_name',
];

let valueCount = 0;

/** A value as the API stores it after a write, for a record of the seed. */
export function setValue(
	state: MockState,
	entityType: CustomFieldEntityType,
	entityId: string,
	apiSlug: string,
	value: CustomFieldValueData,
): void {
	state.customFields = state.customFields.filter(
		(record) => !(record.entityId === entityId && record.apiSlug === apiSlug),
	);
	state.customFields.push({
		id: mockUuid('custom_field', 0x9000 + ++valueCount),
		entityType,
		entityId,
		definitionId: SEED.definitionIds[entityType][apiSlug],
		apiSlug,
		value,
		createdAt: '2026-11-01T00:00:00Z',
		updatedAt: '2026-11-01T00:00:00Z',
	});
}

/** Values of other containers, beyond the records a test reads: `count` of them make the type's list that long. */
export function valuesElsewhere(state: MockState, count: number): void {
	for (let index = 0; index < count; index++)
		setValue(
			state,
			'container',
			mockUuid('container', 0x7000 + index),
			'trucker_name',
			`Hauler ${index}`,
		);
}

/** Every value of the mock by record and slug, as a reader compares them before and after. */
export const storedValues = (state: MockState) =>
	Object.fromEntries(
		state.customFields.map((record) => [`${record.entityId} ${record.apiSlug}`, record.value]),
	);

export const containers = (extra: INodeParameters = {}): INodeParameters => ({
	resource: 'container',
	operation: 'getAll',
	returnAll: true,
	addCustomFields: true,
	...extra,
});
export const CONTAINER = SEED.containerIds[0];
export const SECOND = SEED.containerIds[1];
