import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

/** Runs one operation for one input item and returns the output records for it. */
export type OperationExecute = (this: IExecuteFunctions, itemIndex: number) => Promise<IDataObject[]>;

export interface ResourceModule {
	/** The operation dropdown of the resource, then each operation's own properties. */
	description: INodeProperties[];
	operations: Record<string, OperationExecute>;
}
