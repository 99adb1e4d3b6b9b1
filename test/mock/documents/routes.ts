/**
 * Document, email-submission and document-schema routes per the OpenAPI, and Rails' direct-upload
 * endpoint (on the API host, outside /v2) per the "Direct Upload for Documents" guide.
 */
import { randomBytes } from 'node:crypto';

import {
	errorResponse,
	isRecord,
	listDocument,
	notFound,
	paginate,
	singleDocument,
	unprocessable,
} from '../jsonapi';
import type { MockResponse, RequestContext, Route } from '../router';
import { isoUtc } from '../time';
import { cancelExtractions, extractNow, scheduleExtraction } from './extraction';
import {
	documentEmailSubmission,
	documentResource,
	emailSubmissionDocument,
	emailSubmissionResource,
	documentsOf,
	representationResource,
	type DocumentResourceJson,
} from './resources';
import { blobUrl } from './storage';
import {
	DOCUMENT_TYPES,
	nextDocumentId,
	signedIdFor,
	type DocumentRecord,
	type DocumentStore,
	type StoredBlob,
} from './store';

export { cancelExtractions };

export const DIRECT_UPLOADS_PATH = '/rails/active_storage/direct_uploads';

const BASE64_MD5 = /^[A-Za-z0-9+/]{22}==$/;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/tiff', 'image/gif', 'image/webp']);

function effectiveType(document: DocumentRecord): string | null {
	return document.documentTypeManual ?? document.documentType;
}

function findDocument(ctx: RequestContext): DocumentRecord | MockResponse {
	const document = ctx.state.documents.documents.find(
		(candidate) => candidate.id === ctx.params.id && !candidate.discarded,
	);
	return document ?? notFound("Couldn't find Document");
}

function isMockResponse(value: DocumentRecord | MockResponse): value is MockResponse {
	return 'status' in value;
}

const DOCUMENT_INCLUDES = [
	'shipments',
	'cargos',
	'account',
	'user',
	'last_document_representation',
	'email_submission',
	'current_extraction',
];

function documentIncluded(
	ctx: RequestContext,
	documents: readonly DocumentRecord[],
): DocumentResourceJson[] | MockResponse {
	const store = ctx.state.documents;
	const paths = (ctx.query.include ?? '')
		.split(',')
		.map((part) => part.trim())
		.filter((part) => part !== '');
	const unknown = paths.find((path) => !DOCUMENT_INCLUDES.includes(path));
	if (unknown) {
		return errorResponse(400, {
			detail: `${unknown} is not specified as a relationship on V2::DocumentSerializer`,
			parameter: 'include',
		});
	}
	const included = new Map<string, DocumentResourceJson>();
	for (const document of documents) {
		if (paths.includes('email_submission') && document.emailSubmissionId) {
			const submission = store.emailSubmissions.find(
				(candidate) => candidate.id === document.emailSubmissionId,
			);
			if (submission)
				included.set(`email_submission:${submission.id}`, documentEmailSubmission(submission));
		}
		if (
			(paths.includes('last_document_representation') || paths.includes('current_extraction')) &&
			document.representationId
		) {
			const representation = store.representations.find(
				(candidate) => candidate.id === document.representationId,
			);
			if (representation)
				included.set(
					`document_representation:${representation.id}`,
					representationResource(representation),
				);
		}
		if (paths.includes('shipments')) {
			for (const shipment of ctx.state.shipments.filter((candidate) =>
				document.shipmentIds.includes(candidate.id),
			)) {
				included.set(`shipment:${shipment.id}`, shipment as unknown as DocumentResourceJson);
			}
		}
	}
	return [...included.values()];
}

const SORTABLE: Readonly<Record<string, (document: DocumentRecord) => string>> = {
	document_type: (document) => effectiveType(document) ?? '',
	added_by: (document) => document.source,
	created_at: (document) => document.createdAt,
};

function listDocuments(ctx: RequestContext): MockResponse {
	const filename = ctx.query['filter[filename]']?.toLowerCase();
	const reference = ctx.query['filter[reference]']?.toLowerCase();
	const types = ctx.query['filter[document_types]']
		?.split(',')
		.map((type) => type.trim())
		.filter((type) => type !== '');
	const store = ctx.state.documents;
	let documents = store.documents.filter((document) => !document.discarded);
	if (filename)
		documents = documents.filter((document) => document.fileName.toLowerCase().includes(filename));
	if (types && types.length > 0)
		documents = documents.filter((document) => types.includes(effectiveType(document) ?? ''));
	if (reference) {
		documents = documents.filter((document) => {
			const representation = store.representations.find(
				(candidate) => candidate.id === document.representationId,
			);
			const values = Object.values(representation?.payload ?? {}).map((value) =>
				String(value).toLowerCase(),
			);
			return values.includes(reference) || document.name.toLowerCase().includes(reference);
		});
	}
	const sort = ctx.query.sort;
	if (sort) {
		const field = sort.replace(/^-/, '');
		const key = SORTABLE[field];
		if (!key)
			return errorResponse(400, { detail: `${field} is not a sortable field`, parameter: 'sort' });
		const direction = sort.startsWith('-') ? -1 : 1;
		documents = [...documents].sort((a, b) => direction * key(a).localeCompare(key(b)));
	}
	const page = paginate(documents, ctx);
	const included = documentIncluded(ctx, page.data);
	if (!Array.isArray(included)) return included;
	return listDocument({ ...page, data: page.data.map(documentResource) }, included);
}

function readBlobAttributes(
	body: unknown,
): Omit<StoredBlob, 'id' | 'key' | 'signedId' | 'signature' | 'uploaded' | 'bytes'> | MockResponse {
	const blob = isRecord(body) && isRecord(body.blob) ? body.blob : null;
	const invalid = (detail: string): MockResponse => ({ status: 422, body: { error: detail } });
	if (!blob) return invalid('param is missing or the value is empty: blob');
	const { filename, content_type: contentType, byte_size: byteSize, checksum } = blob;
	if (typeof filename !== 'string' || filename.trim() === '')
		return invalid("Filename can't be blank");
	if (typeof contentType !== 'string' || contentType === '')
		return invalid("Content type can't be blank");
	if (typeof byteSize !== 'number' || !Number.isInteger(byteSize) || byteSize < 0)
		return invalid('Byte size is not a number');
	if (typeof checksum !== 'string' || !BASE64_MD5.test(checksum))
		return invalid('Checksum is invalid');
	return { filename, contentType, byteSize, checksum };
}

function createDocument(ctx: RequestContext): MockResponse {
	const store = ctx.state.documents;
	const data = isRecord(ctx.body) && isRecord(ctx.body.data) ? ctx.body.data : null;
	if (!data || data.type !== 'document' || !isRecord(data.attributes)) {
		return unprocessable('The request body must be a JSON:API document of type document', '/data');
	}
	const { name, attached_document: signedId } = data.attributes;
	if (typeof name !== 'string' || name.trim() === '')
		return unprocessable("Name can't be blank", '/data/attributes/name', 'blank');
	const blob =
		typeof signedId === 'string'
			? store.blobs.find((candidate) => candidate.signedId === signedId)
			: undefined;
	if (!blob)
		return unprocessable(
			'attached_document is not a valid signed blob id',
			'/data/attributes/attached_document',
		);
	if (!blob.uploaded)
		return unprocessable(
			'The file of attached_document was never uploaded',
			'/data/attributes/attached_document',
		);
	const existing = store.documents.find(
		(document) => !document.discarded && document.checksum === blob.checksum,
	);
	if (existing) {
		return {
			status: 409,
			body: {
				errors: [
					{
						status: '409',
						code: 'duplicate_document',
						title: 'Duplicate document',
						detail: 'A document with the same content was already submitted',
						meta: { existing_document_id: existing.id, existing_document_name: existing.name },
					},
				],
			},
		};
	}
	const at = isoUtc(ctx.now);
	const document: DocumentRecord = {
		id: nextDocumentId(store, 'document'),
		name,
		documentType: null,
		documentTypeManual: null,
		classificationNotes: null,
		source: 'api',
		blobKey: blob.key,
		fileName: blob.filename,
		fileContentType: blob.contentType,
		fileSizeBytes: blob.byteSize,
		checksum: blob.checksum,
		createdAt: at,
		updatedAt: at,
		emailSubmissionId: null,
		representationId: null,
		shipmentIds: [],
		extractedDataManual: null,
		discarded: false,
		actions: [],
	};
	store.documents.push(document);
	scheduleExtraction(store, ctx.state, document);
	return {
		status: 201,
		body: {
			data: documentResource(document),
			links: { self: `${ctx.baseUrl}/documents/${document.id}` },
		},
	};
}

function queued(
	ctx: RequestContext,
	action: string,
	then?: (store: DocumentStore, document: DocumentRecord) => void,
): MockResponse {
	const document = findDocument(ctx);
	if (isMockResponse(document)) return document;
	document.actions.push({ action, at: isoUtc(ctx.now) });
	then?.(ctx.state.documents, document);
	return { status: 202, body: { status: 'accepted' } };
}

function findSubmission(ctx: RequestContext) {
	return ctx.state.documents.emailSubmissions.find((candidate) => candidate.id === ctx.params.id);
}

/** Email submissions include their documents and those documents' representations unless told otherwise. */
function submissionIncluded(
	ctx: RequestContext,
	submissionIds: readonly string[],
): DocumentResourceJson[] | MockResponse {
	const store = ctx.state.documents;
	const raw = ctx.query.include;
	const paths =
		raw === undefined
			? ['documents', 'documents.last_document_representation']
			: raw
					.split(',')
					.map((part) => part.trim())
					.filter((part) => part !== '');
	const allowed = ['account', 'user', 'documents', 'documents.last_document_representation'];
	const unknown = paths.find((path) => !allowed.includes(path));
	if (unknown)
		return errorResponse(400, {
			detail: `${unknown} is not specified as a relationship on V2::EmailSubmissionSerializer`,
			parameter: 'include',
		});
	const included = new Map<string, DocumentResourceJson>();
	for (const id of submissionIds) {
		for (const document of documentsOf(store, id)) {
			if (paths.includes('documents'))
				included.set(`document:${document.id}`, emailSubmissionDocument(document));
			const representation = store.representations.find(
				(candidate) => candidate.id === document.representationId,
			);
			if (paths.includes('documents.last_document_representation') && representation) {
				included.set(
					`document_representation:${representation.id}`,
					representationResource(representation),
				);
			}
		}
	}
	return [...included.values()];
}

export const documentRoutes: Route[] = [
	{
		method: 'POST',
		pattern: DIRECT_UPLOADS_PATH,
		handler: (ctx) => {
			const attributes = readBlobAttributes(ctx.body);
			if ('status' in attributes) return attributes;
			const store = ctx.state.documents;
			const id = nextDocumentId(store, 'blob');
			const blob: StoredBlob = {
				...attributes,
				id,
				key: randomBytes(14).toString('hex'),
				signedId: signedIdFor(id),
				signature: randomBytes(16).toString('hex'),
				uploaded: false,
				bytes: null,
			};
			store.blobs.push(blob);
			const asciiName = blob.filename.replace(/[^\x20-\x7e]|"/g, '_');
			return {
				status: 200,
				headers: { 'content-type': 'application/json; charset=utf-8' },
				body: {
					id: blob.id,
					key: blob.key,
					filename: blob.filename,
					content_type: blob.contentType,
					metadata: {},
					service_name: 'amazon',
					byte_size: blob.byteSize,
					checksum: blob.checksum,
					created_at: isoUtc(ctx.now),
					signed_id: blob.signedId,
					direct_upload: {
						url: blobUrl(store, blob, 'upload'),
						headers: {
							'Content-Type': blob.contentType,
							'Content-MD5': blob.checksum,
							'Content-Disposition': `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(blob.filename)}`,
							...store.extraUploadHeaders,
						},
					},
				},
			};
		},
	},
	{
		method: 'GET',
		pattern: '/documents/types',
		handler: () => ({
			status: 200,
			body: { document_types: DOCUMENT_TYPES.map((type) => ({ ...type })) },
		}),
	},
	{ method: 'GET', pattern: '/documents', handler: listDocuments },
	{ method: 'POST', pattern: '/documents', handler: createDocument },
	{
		method: 'GET',
		pattern: '/documents/:id',
		handler: (ctx) => {
			const document = findDocument(ctx);
			if (isMockResponse(document)) return document;
			const included = documentIncluded(ctx, [document]);
			if (!Array.isArray(included)) return included;
			return singleDocument(ctx, documentResource(document), included);
		},
	},
	{
		method: 'PATCH',
		pattern: '/documents/:id',
		handler: (ctx) => {
			const document = findDocument(ctx);
			if (isMockResponse(document)) return document;
			const data = isRecord(ctx.body) && isRecord(ctx.body.data) ? ctx.body.data : null;
			if (!data || data.type !== 'document' || !isRecord(data.attributes)) {
				return unprocessable(
					'The request body must be a JSON:API document of type document',
					'/data',
				);
			}
			const { document_type_manual: typeManual, extracted_data_manual: dataManual } =
				data.attributes;
			if (typeManual !== undefined) {
				if (
					typeof typeManual !== 'string' ||
					!DOCUMENT_TYPES.some((type) => type.code === typeManual)
				) {
					return unprocessable(
						`document_type_manual is not one of ${DOCUMENT_TYPES.map((type) => type.code).join(', ')}`,
						'/data/attributes/document_type_manual',
						'inclusion',
					);
				}
				document.documentTypeManual = typeManual;
			}
			if (dataManual !== undefined) {
				if (dataManual !== null && !isRecord(dataManual))
					return unprocessable(
						'extracted_data_manual must be an object or null',
						'/data/attributes/extracted_data_manual',
					);
				document.extractedDataManual = dataManual;
			}
			document.updatedAt = isoUtc(ctx.now);
			return singleDocument(ctx, documentResource(document));
		},
	},
	{
		method: 'DELETE',
		pattern: '/documents/:id',
		handler: (ctx) => {
			const document = findDocument(ctx);
			if (isMockResponse(document)) return document;
			document.discarded = true;
			return { status: 204 };
		},
	},
	{
		method: 'GET',
		pattern: '/documents/:id/download_url',
		handler: (ctx) => {
			const document = findDocument(ctx);
			if (isMockResponse(document)) return document;
			const blob = ctx.state.documents.blobs.find(
				(candidate) => candidate.key === document.blobKey,
			);
			if (!blob)
				return errorResponse(422, {
					title: 'No document attached',
					detail: 'This document has no file',
				});
			return {
				status: 200,
				headers: { 'content-type': 'application/json; charset=utf-8' },
				body: { download_url: blobUrl(ctx.state.documents, blob, 'download') },
			};
		},
	},
	{
		method: 'POST',
		pattern: '/documents/:id/reextract',
		handler: (ctx) =>
			queued(ctx, 'reextract', (store, document) => scheduleExtraction(store, ctx.state, document)),
	},
	{
		method: 'POST',
		pattern: '/documents/:id/reclassify',
		handler: (ctx) => queued(ctx, 'reclassify'),
	},
	{ method: 'POST', pattern: '/documents/:id/relink', handler: (ctx) => queued(ctx, 'relink') },
	{
		method: 'POST',
		pattern: '/documents/:id/rotate',
		handler: (ctx) => {
			const document = findDocument(ctx);
			if (isMockResponse(document)) return document;
			const degrees = isRecord(ctx.body) ? ctx.body.degrees : undefined;
			if (degrees !== 90 && degrees !== 180 && degrees !== 270) {
				return errorResponse(422, {
					title: 'Invalid rotation',
					detail: 'degrees must be one of: 90, 180, 270',
				});
			}
			if (!IMAGE_TYPES.has(document.fileContentType ?? '')) {
				return errorResponse(422, {
					title: 'Not rotatable',
					detail: 'Only image documents can be rotated',
				});
			}
			document.actions.push({ action: 'rotate', degrees, at: isoUtc(ctx.now) });
			return { status: 202, body: { status: 'accepted' } };
		},
	},
	{
		method: 'GET',
		pattern: '/email_submissions',
		handler: (ctx) => {
			const page = paginate(ctx.state.documents.emailSubmissions, ctx);
			const included = submissionIncluded(
				ctx,
				page.data.map((submission) => submission.id),
			);
			if (!Array.isArray(included)) return included;
			const store = ctx.state.documents;
			return listDocument(
				{
					...page,
					data: page.data.map((submission) => emailSubmissionResource(store, submission)),
				},
				included,
			);
		},
	},
	{
		method: 'GET',
		pattern: '/email_submissions/:id',
		handler: (ctx) => {
			const submission = findSubmission(ctx);
			if (!submission) return notFound("Couldn't find EmailSubmission");
			const included = submissionIncluded(ctx, [submission.id]);
			if (!Array.isArray(included)) return included;
			return singleDocument(
				ctx,
				emailSubmissionResource(ctx.state.documents, submission),
				included,
			);
		},
	},
	{
		method: 'GET',
		pattern: '/document_schemas/:id',
		handler: (ctx) => {
			const [documentType, version] = ctx.params.id.split('@');
			const known = DOCUMENT_TYPES.find((type) => type.code === documentType);
			if (!known || version !== '2026-03-23')
				return notFound(`Couldn't find DocumentSchema with 'id'=${ctx.params.id}`);
			return singleDocument(ctx, {
				id: ctx.params.id,
				type: 'document_schema',
				attributes: {
					document_type: known.code,
					label: known.label,
					schema_version: version,
					full_version: ctx.params.id,
					current: true,
					draft: false,
					active_at: '2026-03-23T00:00:00Z',
					schema_format: 'json_schema',
					description: null,
					schema_payload: {
						type: 'object',
						properties: { bill_of_lading_number: { type: 'string' } },
					},
					created_at: '2026-03-23T00:00:00Z',
					updated_at: '2026-03-23T00:00:00Z',
				},
			});
		},
	},
];

/** Runs an extraction at once (tests that don't want to wait for the timer). */
export { extractNow };
