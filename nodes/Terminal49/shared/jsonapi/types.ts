import type { IDataObject } from 'n8n-workflow';

/** JSON:API documents as the Terminal49 API sends them, once read (schema.ts). */

export interface ResourceIdentifier {
	id: string;
	type: string;
}

export interface Relationship {
	data?: ResourceIdentifier | ResourceIdentifier[] | null;
	links?: IDataObject;
	meta?: IDataObject;
}

export interface JsonApiResource extends ResourceIdentifier {
	attributes?: IDataObject;
	relationships?: Record<string, Relationship>;
	links?: IDataObject;
	meta?: IDataObject;
}

export interface JsonApiDocument<D = JsonApiResource | JsonApiResource[] | null> {
	data: D;
	included?: JsonApiResource[];
	links?: { next?: string | null; [key: string]: unknown };
	meta?: IDataObject;
}
