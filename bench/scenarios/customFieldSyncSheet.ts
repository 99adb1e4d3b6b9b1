/**
 * What scenario 12 syncs: the account (1,000 containers, each with a value in each of 4 custom
 * fields), the sheet that comes back (every cell as the export wrote it, 5 % of them edited), the
 * node and items each variant runs, and the requests it made, by purpose.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { seedContainers } from '../../test/mock/bulkSeed';
import { SEED, seedDefault } from '../../test/mock/fixtures';
import type { MockApi } from '../../test/mock/server';
import { mockUuid, type MockState } from '../../test/mock/state';

/** One cell in this many is edited: 5 %. */
const EDITED_EVERY = 20;
export const FIELDS = [
	'trucker_name',
	'demurrage_budget_usd',
	'planned_pickup_date',
	'dispatch_status',
] as const;
const STATUSES = ['unassigned', 'scheduled', 'dispatched', 'delivered'];

export type Variant =
	| 'write every field'
	| 'one read per record'
	| 'the type’s list'
	| 'rows by number';
export const VARIANTS: Variant[] = [
	'write every field',
	'one read per record',
	'the type’s list',
	'rows by number',
];

/** Accepted requests by purpose, and those the API refused. */
export interface RequestsByPurpose {
	definitions: number;
	options: number;
	lists: number;
	recordReads: number;
	lookUps: number;
	writes: number;
	refused: number;
}

/** What the account holds for container `index` of the bench (as its API value) and what its row says (as a sheet cell). */
function stored(index: number, field: (typeof FIELDS)[number]): string | number {
	if (field === 'trucker_name') return `Hauler ${index % 50}`;
	if (field === 'demurrage_budget_usd') return 1000 + (index % 7) * 125.5;
	if (field === 'planned_pickup_date')
		return `2026-12-${String(1 + (index % 28)).padStart(2, '0')}`;
	return STATUSES[index % STATUSES.length];
}

export const isEdited = (index: number, fieldIndex: number) =>
	(index * FIELDS.length + fieldIndex) % EDITED_EVERY === 7;

function edited(value: string | number, field: (typeof FIELDS)[number]): string | number {
	if (field === 'trucker_name') return `${String(value)} (new)`;
	if (field === 'demurrage_budget_usd') return Number(value) + 1;
	if (field === 'planned_pickup_date')
		return String(value).replace(
			/-(\d\d)$/,
			(_, day: string) => `-${String(Number(day) + 1).padStart(2, '0')}`,
		);
	return STATUSES[(STATUSES.indexOf(String(value)) + 1) % STATUSES.length];
}

/** The sheet's rows, each cell as the value the account should hold after the sync. */
export function sheet(count: number): Array<Record<(typeof FIELDS)[number], string | number>> {
	return Array.from(
		{ length: count },
		(_, index) =>
			Object.fromEntries(
				FIELDS.map((field, f) => [
					field,
					isEdited(index, f) ? edited(stored(index, field), field) : stored(index, field),
				]),
			) as Record<(typeof FIELDS)[number], string | number>,
	);
}

export function seedAccount(count: number): (state: MockState) => void {
	return (state) => {
		seedDefault(state);
		const containers = seedContainers(state, count);
		for (const [index, container] of containers.entries()) {
			for (const field of FIELDS) {
				state.customFields.push({
					id: mockUuid('custom_field', 0x80000 + index * FIELDS.length + FIELDS.indexOf(field)),
					entityType: 'container',
					entityId: container.id,
					definitionId: SEED.definitionIds.container[field],
					apiSlug: field,
					value: stored(index, field),
					createdAt: '2026-11-01T00:00:00Z',
					updatedAt: '2026-11-01T00:00:00Z',
				});
			}
		}
	};
}

const mapAutomatically = {
	mappingMode: 'autoMapInputData',
	value: null,
	matchingColumns: [],
	schema: [],
	attemptToConvertTypes: false,
	convertFieldsToString: false,
};

/** The node and its input items for a variant: the sheet's rows by id (or number), or one item per cell to write every field. */
export function workflowFor(
	variant: Variant,
	containers: Array<{ id: string; number: string }>,
	rows: ReturnType<typeof sheet>,
): { parameters: INodeParameters; items: IDataObject[] } {
	const asCells = (row: ReturnType<typeof sheet>[number]) =>
		Object.fromEntries(Object.entries(row).map(([field, value]) => [field, String(value)]));
	if (variant === 'write every field') {
		return {
			parameters: {
				resource: 'customField',
				operation: 'update',
				entityType: 'container',
				entityId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
				apiSlug: '={{ $json.slug }}',
				value: '={{ $json.value }}',
			},
			items: rows.flatMap((row, index) =>
				Object.entries(asCells(row)).map(([slug, value]) => ({
					id: containers[index].id,
					slug,
					value,
				})),
			),
		};
	}
	const byNumber = variant === 'rows by number';
	return {
		parameters: {
			resource: 'customField',
			operation: 'setMany',
			entityType: 'container',
			entityId: {
				__rl: true,
				mode: byNumber ? 'number' : 'id',
				value: byNumber ? '={{ $json.number }}' : '={{ $json.id }}',
			},
			customFields: mapAutomatically,
		},
		items: rows.map((row, index) =>
			byNumber
				? { number: containers[index].number, ...asCells(row) }
				: { id: containers[index].id, ...asCells(row) },
		),
	};
}

export function classify(mock: MockApi): RequestsByPurpose {
	const requests = {
		definitions: 0,
		options: 0,
		lists: 0,
		recordReads: 0,
		lookUps: 0,
		writes: 0,
		refused: 0,
	};
	for (const { method, path, status } of mock.requests) {
		if (status < 200 || status >= 300) requests.refused++;
		else if (method === 'PATCH') requests.writes++;
		else if (path === '/custom_field_definitions') requests.definitions++;
		else if (path.endsWith('/options')) requests.options++;
		else if (path === '/custom_fields') requests.lists++;
		else if (path.endsWith('/custom_fields')) requests.recordReads++;
		else requests.lookUps++;
	}
	return requests;
}
