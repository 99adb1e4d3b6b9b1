import type { IDataObject, IExecuteFunctions, INode, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { NotJsonApiError, withoutRunSecrets } from '../shared/transport';

import { OUTPUT_MODE_MATCHER } from '../shared/output/outputChoice';
import { boundForModel, compactForModel, isToolCall } from './helpers/forModel';
import { toolBound } from './helpers/limit';
import { operationName, resourceProperties, resources } from './resources';
import { secretsGiven } from './helpers/secretsGiven';

/**
 * The one loop over input items: runs the chosen operation once per item, pairs every output
 * item with its input, turns failures into `{ error }` items under continueOnFail, and makes
 * every error name the item it came from, with every secret the run holds cut from it.
 */
export async function route(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const run = resources[resource]?.operations[operation];
	if (!run) {
		throw new NodeOperationError(
			this.getNode(),
			`The operation "${operation}" of resource "${resource}" is not known to this version of the node`,
		);
	}

	const asTool = isToolCall(this.getNode());
	const output: INodeExecutionData[] = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			const results = await run.call(this, itemIndex);
			const records =
				Array.isArray(results) && asTool ? forModel.call(this, results, itemIndex) : results;
			const produced = Array.isArray(records) ? records.map((json) => ({ json })) : records.items;
			for (const item of produced) output.push({ ...item, pairedItem: { item: itemIndex } });
		} catch (caught) {
			const error = await withoutRunSecrets(
				this,
				caught,
				secretsGiven.call(this, resourceProperties, itemIndex),
			);
			if (error instanceof NotJsonApiError) error.namedFor(operationName(resource, operation));
			if (this.continueOnFail()) {
				output.push({
					json: failedItem(this.getNode(), error as NodeApiError),
					pairedItem: { item: itemIndex },
				});
				continue;
			}
			const thrown = withItemIndex(this.getNode(), error, itemIndex);
			throw asTool ? withFixInMessage(thrown) : thrown;
		}
	}
	return [output];
}

/**
 * An AI Agent hands the model a failed tool call's message only, so the fix the description
 * gives (the format, the mode, the API's detail) goes into the message too.
 */
function withFixInMessage(
	error: NodeApiError | NodeOperationError,
): NodeApiError | NodeOperationError {
	const { description } = error;
	if (
		typeof description === 'string' &&
		description !== '' &&
		!error.message.includes(description)
	) {
		error.message = `${error.message.replace(/[.:]$/, '')}. ${description}`;
	}
	return error;
}

/** A tool call's records: bounded, and compact where the tool returns Simplified. */
function forModel(
	this: IExecuteFunctions,
	records: IDataObject[],
	itemIndex: number,
): IDataObject[] {
	const bound = toolBound.call(this, itemIndex);
	const bounded =
		bound === undefined ? records : boundForModel(records, bound.limit, bound.complete);
	const simplified =
		this.getNode().typeVersion >= 2 &&
		OUTPUT_MODE_MATCHER.one(this.getNodeParameter('output', itemIndex, null)) === 'simplified';
	return simplified ? bounded.map(compactForModel) : bounded;
}

/**
 * The item that takes a failed item's place. "Continue (regular output)": `{ error, description,
 * httpCode }`. "Continue (using error output)": n8n moves an item to the error output only when
 * its json holds nothing but `error` and `message` (1.x exactly these, 2.x also `details`), so
 * there the description goes in `message` and the status stays in the error's text.
 */
function failedItem(node: INode, error: NodeApiError): IDataObject {
	const json: IDataObject = { error: error.message };
	if (node.onError === 'continueErrorOutput') {
		if (error.description) json.message = error.description;
		return json;
	}
	if (error.description) json.description = error.description;
	if (error.httpCode) json.httpCode = error.httpCode;
	return json;
}

/** Keeps an n8n error as it is (the API's title, detail and status included) and names the item. */
function withItemIndex(
	node: INode,
	error: unknown,
	itemIndex: number,
): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) {
		error.context.itemIndex = itemIndex;
		return error;
	}
	return new NodeOperationError(node, error as Error, { itemIndex });
}
