import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import {
	AUTO_DETECT,
	AUTO_DETECT_BY_TERMINAL49,
	REQUEST_TYPES,
} from '../shared/catalogue/trackingRequestTypes';
import {
	definitionEntityLabel,
	isCustomFieldEntity,
} from '../shared/catalogue/customFieldEntities';
import { dataTypeWords, hasOptions } from '../shared/catalogue/customFieldDataTypes';
import { fetchDefinitions, fetchOptions } from '../shared/customFields/definitions';
import { definitionSummary } from '../shared/customFields/describe';
import type { FieldDefinition } from '../shared/customFields/definitions';
import { fetchShippingLines, lineLabel } from '../shared/lookups/shippingLines';
import { isUuid } from '../shared/helpers/readers/ids';
import { terminal49RequestPages } from '../shared/transport';

const byName = (a: INodePropertyOptions, b: INodePropertyOptions) => a.name.localeCompare(b.name);

/** A dependency's current value, unless it is still an expression the editor can't resolve here. */
export function plainParameter(context: ILoadOptionsFunctions, name: string): string | undefined {
	const value = context.getCurrentNodeParameter(name);
	return typeof value === 'string' && !value.startsWith('=') ? value.trim() : undefined;
}

/** The custom fields of the chosen record type, by API slug. */
export async function getCustomFieldSlugs(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const entity = plainParameter(this, 'entityType') ?? 'trackingRequest';
	if (!isCustomFieldEntity(entity)) return [];
	return slugOptions(await fetchDefinitions.call(this, entity));
}

/** Every custom field that has options (enum and enum_multi), of any record type, by definition ID. */
export async function getChoiceDefinitions(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const definitions = await fetchDefinitions.call(this);
	return definitions
		.filter((d) => hasOptions(d.dataType))
		.map((d) => ({
			name: `${d.displayName} (${definitionEntityLabel(d.entityType)})`,
			value: d.id,
			description: `${d.apiSlug}, ${dataTypeWords(d.dataType)}`,
		}))
		.sort(byName);
}

/** The options of the chosen custom field, in their display order, by option ID. */
export async function getCustomFieldOptions(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const definitionId = plainParameter(this, 'definitionId');
	if (!definitionId || !isUuid(definitionId)) return [];
	const options = await fetchOptions.call(this, definitionId);
	return options.map((o) => ({ name: o.label, value: o.id, description: `Value: ${o.value}` }));
}

/** Every custom field of the account, of any record type, by definition ID. */
export async function getCustomFieldDefinitions(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const definitions = await fetchDefinitions.call(this);
	return definitions
		.map((d) => ({
			name: `${d.displayName} (${definitionEntityLabel(d.entityType)})`,
			value: d.id,
			description: `${d.apiSlug}, ${dataTypeWords(d.dataType)}`,
		}))
		.sort(byName);
}

/**
 * Auto-Detect, then the carriers Terminal49 supports for the chosen request type, by SCAC. A
 * carrier that can't track that kind of number is left out: its request would only fail.
 */
export async function getShippingLines(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const requestType = plainParameter(this, 'requestType');
	const support = REQUEST_TYPES.find((type) => type.value === requestType)?.support;
	const { data } = await terminal49RequestPages.call(this, { path: '/shipping_lines' });
	const lines = data
		.filter((line) => !support || line.attributes?.[support] !== false)
		.map((line) => {
			const a = line.attributes ?? {};
			const scac = String(a.scac ?? '');
			const alternatives = Array.isArray(a.alternative_scacs)
				? a.alternative_scacs.filter(Boolean)
				: [];
			return {
				name: `${String(a.name ?? scac)} (${scac})`,
				value: scac,
				description:
					alternatives.length > 0 ? `Also known by ${alternatives.join(', ')}` : undefined,
			};
		})
		.filter((option) => option.value !== '')
		.sort(byName);
	return [
		{
			name: 'Auto-Detect',
			value: AUTO_DETECT,
			description: 'Terminal49 tells the carrier from the number: one extra request per item',
		},
		{
			name: 'Auto-Detect (by Terminal49)',
			value: AUTO_DETECT_BY_TERMINAL49,
			description:
				'The request is created at once as pending; Terminal49 then finds the carrier, or fails the request with scac_auto_detect_failed. No extra request, no failure when the carrier is unsure.',
		},
		...lines,
	];
}

/** Every carrier Terminal49 supports, by SCAC, for filters (no Auto-Detect: a filter needs a real carrier). */
export async function getShippingLineScacs(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const lines = await fetchShippingLines.call(this);
	return lines
		.filter((line) => typeof line.attributes?.scac === 'string' && line.attributes.scac !== '')
		.map((line) => ({ name: lineLabel(line), value: String(line.attributes?.scac) }))
		.sort(byName);
}

/** Custom fields of shipments, by API slug: Tracking Request → Create's initial values. */
export async function getShipmentFieldSlugs(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return slugOptions(await fetchDefinitions.call(this, 'shipment'));
}

/** Custom fields of containers, by API slug: Tracking Request → Create's initial values. */
export async function getContainerFieldSlugs(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return slugOptions(await fetchDefinitions.call(this, 'container'));
}

function slugOptions(definitions: FieldDefinition[]): INodePropertyOptions[] {
	return definitions
		.map((d) => ({ name: d.displayName, value: d.apiSlug, description: definitionSummary(d) }))
		.sort(byName);
}
