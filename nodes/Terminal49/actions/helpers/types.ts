import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

/** Output items that carry more than json (a downloaded file), as opposed to plain records. */
export interface ItemsWithBinary {
	items: Array<Pick<INodeExecutionData, 'json' | 'binary'>>;
}

/** Runs one operation for one input item and returns the output records (or items) for it. */
export type OperationExecute = (
	this: IExecuteFunctions,
	itemIndex: number,
) => Promise<IDataObject[] | ItemsWithBinary>;

export interface ResourceModule {
	/** The operation dropdown of the resource, then each operation's own properties. */
	description: INodeProperties[];
	operations: Record<string, OperationExecute>;
}
