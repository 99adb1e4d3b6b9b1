import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/** The action node as a helper sees it when called outside a run: only the version matters to what it says. */
export function actionNode(typeVersion: number): INode {
	return {
		id: 'n',
		name: 'Terminal49',
		type: 'n8n-nodes-terminal49.terminal49',
		typeVersion,
		position: [0, 0],
		parameters: {},
	};
}

/** The NodeOperationError `run` throws; fails the test when it throws nothing or something else. */
export function operationError(run: () => unknown): NodeOperationError {
	try {
		run();
	} catch (error) {
		expect(error).toBeInstanceOf(NodeOperationError);
		return error as NodeOperationError;
	}
	throw new Error('expected a NodeOperationError');
}
