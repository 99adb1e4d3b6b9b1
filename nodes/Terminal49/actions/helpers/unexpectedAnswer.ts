import type { INode } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

/** A successful answer whose shape is not the documented one: say so instead of returning half of it. */
export function unexpectedAnswer(node: INode, request: string, itemIndex: number): NodeApiError {
	return new NodeApiError(
		node,
		{ message: 'unexpected answer' },
		{
			message: `Terminal49 answered ${request} with a body this node does not recognise`,
			description:
				'This is a fault of the API or of a proxy in between. Try again; if it persists, report it to Terminal49.',
			itemIndex,
		},
	);
}
