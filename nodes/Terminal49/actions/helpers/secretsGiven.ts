import type { IExecuteFunctions, INodeProperties, INodePropertyCollection } from 'n8n-workflow';

import { secretsInBody } from '../../shared/transport';

/** A field the editor hides as a password, by the top-level parameter that holds it and its own name. */
interface PasswordField {
	top: string;
	name: string;
}

function passwordFields(properties: readonly INodeProperties[], top?: string): PasswordField[] {
	return properties.flatMap((property): PasswordField[] => {
		const holder = top ?? property.name;
		const own =
			property.typeOptions?.password === true ? [{ top: holder, name: property.name }] : [];
		const options = (property.options ?? []) as Array<INodeProperties | INodePropertyCollection>;
		const children = options.flatMap((option) =>
			'values' in option
				? passwordFields(option.values, holder)
				: 'type' in option
					? passwordFields([option], holder)
					: [],
		);
		return [...own, ...children];
	});
}

/**
 * What an item gives to the fields the editor hides as passwords: Webhook → Send Test's Signing
 * Secret, and inside Headers the value of a header whose name says it carries a credential (by
 * the one rule the door redacts a request's secrets by; a Content-Type's value is no secret).
 * No error may show them, whichever parameter a mapping by mistake put them in.
 */
export function secretsGiven(
	this: IExecuteFunctions,
	properties: readonly INodeProperties[],
	itemIndex: number,
): string[] {
	const secrets: string[] = [];
	for (const { top, name } of passwordFields(properties)) {
		let value: unknown;
		try {
			value = this.getNodeParameter(top, itemIndex, undefined);
		} catch {
			continue;
		}
		if (top === name && typeof value === 'string') secrets.push(value);
		else secrets.push(...secretsInBody(value));
	}
	return secrets;
}
