import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/*
 * Canvas subtitles in words. n8n evaluates a node's subtitle as an expression over its parameters,
 * which hold values (`getAll`, `container.pickup_lfd.changed`); these expressions carry the
 * value-to-name tables, built from the same options the parameters show, so a new operation or
 * event is named without touching this file.
 */

function optionsOf(property: INodeProperties): INodePropertyOptions[] {
	return (property.options ?? []).filter(
		(option): option is INodePropertyOptions => 'value' in option,
	);
}

/** "Get Many: Container" (the operation's and the resource's names), or the name once when they agree ("Search"). */
export function operationSubtitle(properties: INodeProperties[]): string {
	const resourceProperty = properties.find((property) => property.name === 'resource');
	const resourceNames = new Map(
		optionsOf(resourceProperty ?? properties[0]).map((option) => [
			String(option.value),
			option.name,
		]),
	);
	const names: Record<string, string> = {};
	for (const property of properties) {
		if (property.name !== 'operation') continue;
		for (const resource of property.displayOptions?.show?.resource ?? []) {
			const resourceName = resourceNames.get(String(resource));
			if (resourceName === undefined) continue;
			for (const option of optionsOf(property)) {
				names[`${String(resource)}.${String(option.value)}`] =
					option.name === resourceName ? option.name : `${option.name}: ${resourceName}`;
			}
		}
	}
	return `={{ (${JSON.stringify(names)})[$parameter["resource"] + "." + $parameter["operation"]] || $parameter["operation"] + ": " + $parameter["resource"] }}`;
}

/** The one chosen event's name ("Last Free Day: Changed"), or how many are chosen ("3 events"). */
export function eventsSubtitle(options: INodePropertyOptions[]): string {
	const names = Object.fromEntries(options.map((option) => [String(option.value), option.name]));
	const events = '$parameter["events"]';
	return `={{ ${events}.length === 1 ? (${JSON.stringify(names)})[${events}[0]] || ${events}[0] : ${events}.length + " events" }}`;
}
