import type { INode } from 'n8n-workflow';

import { refusalError } from '../valuesInMessages';

/** The parameter whose value shows another one: its display name, the value it holds, and how the editor saves the value that shows. */
export interface Controller {
	parameter: string;
	given: unknown;
	/** `the boolean false (its switch turned off)`, `"selectedFields" (Selected Fields chosen from its list)`. */
	shows: string;
}

/**
 * Reads nothing: refuses the run when n8n hid `name` (display name `shownName`). n8n drops a
 * parameter its display rule hides before the node runs, and the rule matches values exactly, so a
 * controller saved as another spelling of the value that shows the parameter (the text "FALSE",
 * "SELECTEDFIELDS", a label) hides it although the controller's reader reads that spelling as the
 * value. Reading the parameter's default then would change the value in silence. Every parameter
 * n8n kept is present (it fills in the defaults of those it shows), so absence means hidden.
 */
export function requireShown(
	node: INode,
	name: string,
	shownName: string,
	controller: Controller,
	itemIndex?: number,
): void {
	if (Object.prototype.hasOwnProperty.call(node.parameters, name)) return;
	throw refusalError(
		node,
		{
			parameter: controller.parameter,
			given: controller.given,
			accepted: `${controller.shows}, or an expression giving it, to read ${shownName}`,
			fix: `Saved this way, ${controller.parameter} hides ${shownName}, and n8n drops the ${shownName} saved with it. Set ${controller.parameter} again in the editor (or write it as an expression) and check ${shownName}.`,
		},
		itemIndex,
	);
}
