import type { INodeProperties } from 'n8n-workflow';

import * as deleteDocument from './delete.operation';
import * as download from './download.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getSchema from './getSchema.operation';
import * as getTypes from './getTypes.operation';
import * as reClassify from './reClassify.operation';
import * as reExtract from './reExtract.operation';
import * as reLink from './reLink.operation';
import * as rotate from './rotate.operation';
import * as update from './update.operation';
import * as upload from './upload.operation';

export const operations = {
	delete: deleteDocument.execute,
	download: download.execute,
	get: get.execute,
	getAll: getAll.execute,
	getSchema: getSchema.execute,
	getTypes: getTypes.execute,
	reClassify: reClassify.execute,
	reExtract: reExtract.execute,
	reLink: reLink.execute,
	rotate: rotate.execute,
	update: update.execute,
	upload: upload.execute,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['document'] } },
		options: [
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a document',
				action: 'Delete a document',
			},
			{
				name: 'Download',
				value: 'download',
				description: 'Download a document’s file into a binary field',
				action: 'Download a document',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get a document with the email it came with and what extraction read from it',
				action: 'Get a document',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the documents of the account',
				action: 'Get many documents',
			},
			{
				name: 'Get Schema',
				value: 'getSchema',
				description: 'Get the JSON Schema of the extracted fields of a document type and version',
				action: 'Get a document schema',
			},
			{
				name: 'Get Types',
				value: 'getTypes',
				description: 'List the document types of the account',
				action: 'Get document types',
			},
			{
				name: 'Re-Classify',
				value: 'reClassify',
				description: 'Ask Terminal49 to classify the document again',
				action: 'Classify a document again',
			},
			{
				name: 'Re-Extract',
				value: 'reExtract',
				description:
					'Ask Terminal49 to extract the document again; the result comes as a document.extracted event',
				action: 'Extract a document again',
			},
			{
				name: 'Re-Link',
				value: 'reLink',
				description: 'Ask Terminal49 to link the document to shipments again',
				action: 'Link a document again',
			},
			{
				name: 'Rotate',
				value: 'rotate',
				description: 'Rotate an image document',
				action: 'Rotate a document',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Correct a document’s type or extracted fields',
				action: 'Update a document',
			},
			{
				name: 'Upload',
				value: 'upload',
				description: 'Upload a document from a binary field; Terminal49 classifies and extracts it',
				action: 'Upload a document',
			},
		],
		default: 'upload',
	},
	...upload.description,
	...getAll.description,
	...get.description,
	...getTypes.description,
	...update.description,
	...deleteDocument.description,
	...download.description,
	...reExtract.description,
	...reClassify.description,
	...reLink.description,
	...rotate.description,
	...getSchema.description,
];
