/**
 * A run of each operation the mock answers with success: the values its required parameters
 * need (the seed's ids), by parameter name, and per operation where one name means different
 * things. The attacked parameter is then replaced by each value of its corpus.
 */
import type { INodeParameters } from 'n8n-workflow';

import { documentUuid } from '../mock/documents/store';
import { SEED } from '../mock/fixtures';
import { ROUTE_SEED } from '../mock/seedRoutes';
import type { ParameterSite } from './parameters';

const rl = (value: string) => ({ __rl: true, mode: 'id', value });

const SHIPMENT = SEED.shipmentIds[0];
const CONTAINER = SEED.containerIds[0];
const TRACKING_REQUEST = SEED.trackingRequestIds[0];
const DOCUMENT = documentUuid('document', 2);

/** By parameter name: the value most operations accept. */
const BY_NAME: INodeParameters = {
	containerId: rl(CONTAINER),
	shipmentId: rl(SHIPMENT),
	trackingRequestId: rl(TRACKING_REQUEST),
	documentId: rl(DOCUMENT),
	definitionId: SEED.definitionIds.shipment.priority,
	optionId: SEED.optionIds.shipment.priority.hot,
	customFieldId: SEED.customFieldIds[0],
	webhookId: SEED.webhookId,
	notificationId: SEED.webhookNotificationIds[0],
	portId: SEED.portIds.losAngeles,
	previousPortId: SEED.portIds.shanghai,
	terminalId: SEED.terminalIds.apmPier400,
	metroAreaId: SEED.metroAreaIds.chicago,
	vesselId: SEED.vesselIds.maerskEssen,
	partyId: SEED.partyIds[0],
	emailSubmissionId: documentUuid('email_submission', 1),
	schemaId: 'bill_of_lading@2026-03-23',
	shippingLine: rl(SEED.shippingLineIds.MAEU),
	entityType: 'shipment',
	apiSlug: 'internal_reference',
	value: 'Adv-7',
	companyName: 'Adversary Freight',
	displayName: 'Adversary field',
	label: 'Adversary',
	query: 'MSCU',
	search: 'MSCU',
	refNumber: 'PO-7',
	requestNumber: 'MEDUFR030802',
	requestType: 'bill_of_lading',
	scac: 'MSCU',
	url: 'https://example.com/adversary',
	imo: '9456771',
	latitude: 33.7,
	longitude: -118.2,
	event: 'container.transport.vessel_arrived',
	customerId: SEED.partyIds[0],
	documentType: 'arrival_notice',
	numbers: 'MSCU5046910',
};

/** Per `resource.operation` where the name alone is not enough. */
const BY_OPERATION: Record<string, INodeParameters> = {
	'customField.create': {
		entityType: 'shipment',
		entityId: SEED.shipmentIds[1],
		apiSlug: 'internal_reference',
		value: 'Adv-7',
	},
	'customField.update': {
		entityType: 'shipment',
		entityId: SHIPMENT,
		apiSlug: 'internal_reference',
		value: 'Adv-7',
	},
	'customField.delete': {
		entityType: 'shipment',
		entityId: SHIPMENT,
		apiSlug: 'internal_reference',
	},
	'customField.getAll': { entityType: 'shipment', entityId: SHIPMENT },
	'customField.get': { entityType: 'shipment', entityId: SHIPMENT, apiSlug: 'internal_reference' },
	'customFieldDefinition.create': {
		entityType: 'shipment',
		apiSlug: 'adversary_field',
		dataType: 'short_text',
		displayName: 'Adversary field',
	},
	'customField.getAllInAccount': { filters: { entityType: 'shipment' }, entityId: SHIPMENT },
	'customFieldOption.create': { value: 'adversary', label: 'Adversary' },
	'container.update': { updateFields: { refNumbers: 'PO-1' } },
	'shipment.update': { updateFields: { refNumbers: 'PO-1' } },
	'customFieldDefinition.update': { updateFields: { description: 'Adversary' } },
	'customFieldOption.update': { updateFields: { label: 'Adversary' } },
	'document.rotate': { documentId: rl(documentUuid('document', 3)) },
	'document.update': { updateFields: { extractedData: '{}' } },
	'webhook.update': { updateFields: { active: true } },
	'webhook.create': { events: ['container.transport.vessel_arrived'] },
	'trackingRequest.create': {
		requestType: 'bill_of_lading',
		requestNumber: 'MEDUFR030802',
		scac: 'MSCU',
	},
	// The one seeded container with a route (the others answer "no route yet").
	'container.getRoute': { containerId: rl(ROUTE_SEED.containerId) },
	'customField.setMany': {
		entityType: 'shipment',
		entityId: rl(SHIPMENT),
		customFields: {
			mappingMode: 'defineBelow',
			value: { internal_reference: 'Adv-7' },
			matchingColumns: [],
			schema: [],
			attemptToConvertTypes: false,
			convertFieldsToString: false,
		},
	},
};

/** By the entity type a display rule asks for: its records and a custom field defined for it (valued on the first record). */
const ENTITIES: Record<string, { ids: readonly string[]; apiSlug: string }> = {
	shipment: { ids: SEED.shipmentIds, apiSlug: 'internal_reference' },
	container: { ids: SEED.containerIds, apiSlug: 'trucker_name' },
	trackingRequest: { ids: SEED.trackingRequestIds, apiSlug: 'customer_reference_number' },
};

/** The parameters of a successful run of the site's operation, with the display rules the site needs. */
export function baselineFor(site: ParameterSite, siblings: ParameterSite[]): INodeParameters {
	const parameters: INodeParameters = {};
	for (const sibling of siblings) {
		const name = sibling.path[0];
		if (sibling.path.length === 1 && BY_NAME[name] !== undefined) parameters[name] = BY_NAME[name];
		// A trigger registers or polls for the events chosen: the first one offered will do.
		if (site.node !== 'terminal49' && name === 'events')
			parameters.events = sibling.optionValues.slice(0, 1);
	}
	if (site.resource !== undefined) parameters.resource = site.resource;
	if (site.operation !== undefined) parameters.operation = site.operation;
	Object.assign(
		parameters,
		BY_OPERATION[`${site.resource}.${site.operation}`] ?? {},
		site.requires,
	);
	const entity =
		typeof site.requires.entityType === 'string' ? ENTITIES[site.requires.entityType] : undefined;
	if (entity && site.resource === 'customField') {
		// A new value goes on a record that has none yet; the others read or change the first record's.
		const id = entity.ids[site.operation === 'create' ? 1 : 0];
		// Set Many finds its record by a locator, and sets the field the record type has.
		parameters.entityId = site.operation === 'setMany' ? rl(id) : id;
		parameters.apiSlug = entity.apiSlug;
		if (site.operation === 'setMany')
			parameters.customFields = {
				...(parameters.customFields as object),
				value: { [entity.apiSlug]: 'Adv-7' },
			};
	}
	return parameters;
}

/** The entry of a fixedCollection group the attacked value goes into, its other fields valid. */
export const GROUP_ENTRIES: Record<string, INodeParameters> = {
	'options.headers.header': { name: 'X-Adversary', value: 'adversary' },
	'updateFields.headers.header': { name: 'X-Adversary', value: 'adversary' },
	'initialCustomFields.shipment': { apiSlug: 'internal_reference', value: 'Adv-7' },
	'initialCustomFields.containers': {
		number: 'MSCU5046910',
		apiSlug: 'trucker_name',
		value: 'Adv-7',
	},
};

/** A valid value for the site's parameter, when the tables know one: its operation's, its group's, its name's. */
export function knownValue(site: ParameterSite): INodeParameters[string] | undefined {
	const leaf = site.path[site.path.length - 1];
	const entity =
		typeof site.requires.entityType === 'string' ? ENTITIES[site.requires.entityType] : undefined;
	if (entity && leaf === 'entityId') return entity.ids[site.operation === 'create' ? 1 : 0];
	const operation = BY_OPERATION[`${site.resource}.${site.operation}`] ?? {};
	return (
		operation[leaf] ?? GROUP_ENTRIES[site.path.slice(0, -1).join('.')]?.[leaf] ?? BY_NAME[leaf]
	);
}
