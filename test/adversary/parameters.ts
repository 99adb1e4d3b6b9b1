/**
 * Every parameter of the three nodes, found by reading their descriptions as n8n's editor does:
 * for each version, resource and operation, the parameters its display rules show, with their
 * type, options and the values of other parameters that must be set for them to show. A parameter
 * added to a description joins the adversary by itself.
 */
import type {
	INodeParameters,
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { Terminal49 } from '../../nodes/Terminal49/Terminal49.node';
import { Terminal49PollingTrigger } from '../../nodes/Terminal49/Terminal49PollingTrigger.node';
import { Terminal49Trigger } from '../../nodes/Terminal49/Terminal49Trigger.node';

export type NodeName = 'terminal49' | 'terminal49Trigger' | 'terminal49PollingTrigger';

/** Every parameter type the adversary has a corpus for; any other type fails the suite. */
export const KINDS = [
	'string',
	'number',
	'boolean',
	'options',
	'multiOptions',
	'dateTime',
	'json',
	'resourceLocator',
] as const;
export type Kind = (typeof KINDS)[number];
/** Types that hold other parameters (each of their children is a site of its own) or no value. */
export const HOLDERS = ['collection', 'fixedCollection', 'notice', 'resourceMapper'] as const;

/**
 * A column mapper's fields come from the account (its custom field definitions), not from the
 * description: the adversary attacks the value of one field the baseline's record has, a text
 * field, as a cell mapped into it would give it.
 */
export const MAPPED_FIELD = 'internal_reference';

/** One parameter as shown for one node version, resource and operation. */
export interface ParameterSite {
	node: NodeName;
	version: number;
	resource?: string;
	operation?: string;
	/** Where the value sits in the node's parameters: ['filters', 'numbers'], ['options', 'headers', 'header', 'name']. */
	path: string[];
	property: INodeProperties;
	kind: Kind;
	/** The names of the options offered, when the description lists them (not loaded from the API). */
	optionValues: string[];
	/** Values of other top-level parameters its display rules need (e.g. returnAll: false for Limit). */
	requires: INodeParameters;
	/** True inside a fixedCollection whose entries are a list (`multipleValues`). */
	inList: boolean;
	/** Display names of the collections it sits in, outermost first. */
	parents: string[];
	/** A field of a column mapper: the value sits in the mapper's `value`, beside its mode and schema. */
	mapped?: boolean;
}

export interface NodeUnderAttack {
	node: NodeName;
	description: INodeTypeDescription;
	versions: number[];
}

export function nodesUnderAttack(): NodeUnderAttack[] {
	return [new Terminal49(), new Terminal49Trigger(), new Terminal49PollingTrigger()].map(
		({ description }) => ({
			node: description.name as NodeName,
			description,
			versions: Array.isArray(description.version) ? description.version : [description.version],
		}),
	);
}

const optionsOf = (property: INodeProperties): string[] =>
	((property.options ?? []) as INodePropertyOptions[])
		.filter((o) => 'value' in o)
		.map((o) => String(o.value));

/** The values a display rule asks of other parameters, one allowed value each (the first). */
function requiredValues(property: INodeProperties): INodeParameters {
	const requires: INodeParameters = {};
	for (const [key, allowed] of Object.entries(property.displayOptions?.show ?? {})) {
		if (key === 'resource' || key === 'operation' || key.startsWith('@') || key.startsWith('/'))
			continue;
		const first = allowed?.find((value) => typeof value !== 'object' || value === null);
		if (first !== undefined) requires[key] = first as INodeParameters[string];
	}
	return requires;
}

function shows(
	property: INodeProperties | INodePropertyOptions,
	values: INodeParameters,
	version: number,
	description: INodeTypeDescription,
): boolean {
	return NodeHelpers.displayParameter(values, property, { typeVersion: version }, description);
}

/** Every site of every node, version, resource and operation. Unknown types are returned too, so a test can fail on them. */
export function findParameterSites(): { sites: ParameterSite[]; unknownTypes: string[] } {
	const sites: ParameterSite[] = [];
	const unknownTypes = new Set<string>();
	for (const { node, description, versions } of nodesUnderAttack()) {
		for (const version of versions) {
			for (const { resource, operation } of operationsOf(description, version)) {
				const base: INodeParameters = {};
				if (resource !== undefined) base.resource = resource;
				if (operation !== undefined) base.operation = operation;
				for (const property of description.properties) {
					if (property.name === 'resource' || property.name === 'operation') continue;
					const requires = requiredValues(property);
					if (!shows(property, { ...base, ...requires }, version, description)) continue;
					const walk = (
						p: INodeProperties,
						path: string[],
						inList: boolean,
						parents: string[],
					): void => {
						if (p.type === 'collection') {
							for (const child of (p.options ?? []) as INodeProperties[]) {
								if (shows(child, { ...base, ...requires }, version, description))
									walk(child, [...path, child.name], inList, [...parents, p.displayName]);
							}
							return;
						}
						if (p.type === 'fixedCollection') {
							for (const group of (p.options ?? []) as INodePropertyCollection[]) {
								const listed = inList || p.typeOptions?.multipleValues === true;
								for (const child of group.values)
									walk(child, [...path, group.name, child.name], listed, [
										...parents,
										p.displayName,
										group.displayName,
									]);
							}
							return;
						}
						if (p.type === 'notice') return;
						if (p.type === 'resourceMapper') {
							const field: INodeProperties = {
								displayName: MAPPED_FIELD,
								name: MAPPED_FIELD,
								type: 'string',
								default: '',
							};
							sites.push({
								node,
								version,
								resource,
								operation,
								path: [...path, 'value', MAPPED_FIELD],
								property: field,
								kind: 'string',
								optionValues: [],
								requires,
								inList,
								parents: [...parents, p.displayName],
								mapped: true,
							});
							return;
						}
						if (!(KINDS as readonly string[]).includes(p.type)) {
							unknownTypes.add(`${p.type} (${node} ${path.join('.')})`);
							return;
						}
						sites.push({
							node,
							version,
							resource,
							operation,
							path,
							property: p,
							kind: p.type as Kind,
							optionValues: optionsOf(p),
							requires,
							inList,
							parents,
						});
					};
					walk(property, [property.name], false, []);
				}
			}
		}
	}
	return { sites, unknownTypes: [...unknownTypes] };
}

/** The resource/operation pairs a version offers; a node without them (the triggers) has one pair of undefineds. */
function operationsOf(
	description: INodeTypeDescription,
	version: number,
): Array<{ resource?: string; operation?: string }> {
	const resourceProperty = description.properties.find((p) => p.name === 'resource');
	if (!resourceProperty) return [{}];
	const pairs: Array<{ resource?: string; operation?: string }> = [];
	for (const resource of optionsOf(resourceProperty)) {
		for (const operationProperty of description.properties.filter((p) => p.name === 'operation')) {
			if (!shows(operationProperty, { resource }, version, description)) continue;
			for (const option of (operationProperty.options ?? []) as INodePropertyOptions[]) {
				if (!shows(option, { resource }, version, description)) continue;
				pairs.push({ resource, operation: String(option.value) });
			}
		}
	}
	return pairs;
}

/**
 * Every parameter a description holds, by its path, at any depth (inside collections, fixed
 * collections and their groups), whatever its display rules: what the adversary must reach.
 */
export function describedParameters(
	properties: readonly INodeProperties[],
	path: string[] = [],
): string[] {
	return properties.flatMap((property): string[] => {
		const here = [...path, property.name];
		if (property.type === 'collection')
			return describedParameters((property.options ?? []) as INodeProperties[], here);
		if (property.type === 'fixedCollection') {
			return ((property.options ?? []) as INodePropertyCollection[]).flatMap((group) =>
				describedParameters(group.values, [...here, group.name]),
			);
		}
		return property.type === 'notice' ? [] : [here.join('.')];
	});
}

/** A site's name in test titles: `terminal49 v2 container.getAll filters.numbers`. */
export function siteName(site: ParameterSite): string {
	const where = site.resource === undefined ? '' : ` ${site.resource}.${site.operation}`;
	return `${site.node} v${site.version}${where} ${site.path.join('.')}`;
}

/**
 * The names a refusal may call the parameter by: its display name; without a unit in brackets
 * ("Max File Size" for "Max File Size (MB)"); "Carrier" for n8n's "Carrier Name or ID"; one of a
 * plural ("event" for "Events"); inside a fixed collection, the collection's name (its entries have
 * short names such as "Name"). Read in any case: "is not a request type" names Request Type.
 */
export function namesOf(site: ParameterSite): string[] {
	const name = site.property.displayName;
	const base = name.replace(/\s*\([^)]*\)$/u, '').replace(/ Names? or IDs?$/u, '');
	const names = [name, base, base.replace(/s$/u, '')];
	if (site.path.length > 2) names.push(...site.parents);
	return [...new Set(names)];
}
