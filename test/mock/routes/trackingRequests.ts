import { randomUUID } from 'node:crypto';

import { KNOWN_SHIPPING_LINES, makeTrackingRequest } from '../builders';
import {
	createdDocument,
	errorResponse,
	isRecord,
	isResponse,
	notFound,
	readEnvelope,
	unprocessable,
} from '../jsonapi';
import { byId } from '../records';
import {
	TRACKING_REQUEST_TYPES,
	type TrackingRequestResource,
	type TrackingRequestType,
} from '../resources';
import type { MockResponse, RequestContext, Route } from '../router';
import { nextId } from '../state';
import { isoUtc } from '../time';
import { isStringArray, listResources, showResource } from './common';
import { normalizeEntityType } from './customFields';

function isTrackingRequestType(value: unknown): value is TrackingRequestType {
	return typeof value === 'string' && (TRACKING_REQUEST_TYPES as readonly string[]).includes(value);
}

function isKnownScac(ctx: RequestContext, scac: string): boolean {
	const wanted = scac.toUpperCase();
	return ctx.state.shippingLines.some(
		(line) => line.attributes.scac === wanted || line.attributes.alternative_scacs.includes(wanted),
	);
}

/** `initial_custom_fields`: each api_slug must name a definition of its record type, as the OpenAPI says. */
function checkInitialCustomFields(ctx: RequestContext, initial: unknown): MockResponse | undefined {
	if (initial === undefined) return undefined;
	if (!isRecord(initial))
		return unprocessable(
			'initial_custom_fields must be an object',
			'/data/attributes/initial_custom_fields',
		);
	for (const [group, entityType] of [
		['shipment', 'Shipment'],
		['containers', 'Container'],
	] as const) {
		const entries = initial[group];
		if (entries === undefined) continue;
		if (!Array.isArray(entries))
			return unprocessable(
				`initial_custom_fields.${group} must be an array`,
				`/data/attributes/initial_custom_fields/${group}`,
			);
		for (const [index, entry] of entries.entries()) {
			const slug = isRecord(entry) ? entry.api_slug : undefined;
			const known = ctx.state.customFieldDefinitions.some(
				(d) =>
					d.attributes.api_slug === slug &&
					normalizeEntityType(d.attributes.entity_type) === normalizeEntityType(entityType),
			);
			if (!known) {
				return unprocessable(
					`No ${entityType} custom field definition with api_slug '${String(slug)}'`,
					`/data/attributes/initial_custom_fields/${group}/${index}/api_slug`,
				);
			}
		}
	}
	return undefined;
}

function createTrackingRequest(ctx: RequestContext): MockResponse {
	const envelope = readEnvelope(ctx.body, 'tracking_request');
	if (isResponse(envelope)) return envelope;
	const attributes = envelope.attributes;
	const { request_type: requestType, request_number: requestNumber, scac } = attributes;

	if (!isTrackingRequestType(requestType)) {
		return unprocessable(
			`Request type must be one of ${TRACKING_REQUEST_TYPES.join(', ')}`,
			'/data/attributes/request_type',
			requestType === undefined ? 'blank' : 'inclusion',
		);
	}
	if (typeof requestNumber !== 'string' || requestNumber.trim() === '') {
		return unprocessable(
			"Request number can't be blank",
			'/data/attributes/request_number',
			'blank',
		);
	}
	const autoDetect = attributes.auto_detect_vocc_scac === true;
	if (scac === undefined || scac === null || scac === '') {
		if (!autoDetect) return unprocessable("Scac can't be blank", '/data/attributes/scac', 'blank');
	} else if (typeof scac !== 'string' || !isKnownScac(ctx, scac)) {
		return unprocessable(
			`Scac '${String(scac)}' is not recognized`,
			'/data/attributes/scac',
			'invalid',
		);
	}
	for (const name of ['ref_numbers', 'shipment_tags'] as const) {
		if (attributes[name] !== undefined && !isStringArray(attributes[name])) {
			return unprocessable(`${name} must be an array of strings`, `/data/attributes/${name}`);
		}
	}

	const initialFieldsProblem = checkInitialCustomFields(ctx, attributes.initial_custom_fields);
	if (initialFieldsProblem) return initialFieldsProblem;

	const now = isoUtc(ctx.now);
	const trackingRequest = makeTrackingRequest(
		{
			request_number: requestNumber.trim(),
			request_type: requestType,
			// Auto-detection resolves the SCAC later; the create response carries null, as in the API.
			scac: typeof scac === 'string' && scac !== '' ? scac.toUpperCase() : null,
			ref_numbers: isStringArray(attributes.ref_numbers) ? [...attributes.ref_numbers] : [],
			shipment_tags: isStringArray(attributes.shipment_tags) ? [...attributes.shipment_tags] : [],
			created_at: now,
			updated_at: now,
			status: 'pending',
		},
		{ id: nextId(ctx.state, 'tracking_request') },
	);
	ctx.state.trackingRequests.push(trackingRequest);
	return createdDocument(ctx, trackingRequest, `/tracking_requests/${trackingRequest.id}`);
}

function inRange(value: string, start: string | undefined, end: string | undefined): boolean {
	const time = Date.parse(value);
	if (start !== undefined && !Number.isNaN(Date.parse(start)) && time < Date.parse(start))
		return false;
	if (end !== undefined && !Number.isNaN(Date.parse(end)) && time > Date.parse(end)) return false;
	return true;
}

function matchesFilters(ctx: RequestContext, request: TrackingRequestResource): boolean {
	const { query } = ctx;
	const attributes = request.attributes;
	const q = query.q?.trim().toUpperCase();
	if (
		q &&
		!attributes.request_number.toUpperCase().includes(q) &&
		!(attributes.ref_numbers ?? []).some((ref) => ref.toUpperCase().includes(q))
	) {
		return false;
	}
	const requestNumber = query['filter[request_number]'];
	if (
		requestNumber !== undefined &&
		attributes.request_number.toUpperCase() !== requestNumber.trim().toUpperCase()
	)
		return false;
	if (query['filter[status]'] !== undefined && attributes.status !== query['filter[status]'])
		return false;
	const scac = query['filter[scac]'];
	if (scac !== undefined && (attributes.scac ?? '').toUpperCase() !== scac.toUpperCase())
		return false;
	if (
		!inRange(
			attributes.created_at,
			query['filter[created_at][start]'],
			query['filter[created_at][end]'],
		)
	)
		return false;
	return inRange(
		attributes.updated_at,
		query['filter[updated_at][start]'],
		query['filter[updated_at][end]'],
	);
}

interface InferCandidate {
	scac: string;
	name: string;
	confidence: number;
}

/**
 * POST /tracking_requests/infer_number, predictably: a container number whose owner code belongs
 * to a known line, or a number that starts with a known SCAC, is `auto_select`; a number of digits
 * only (as Maersk and Hapag-Lloyd write bills of lading) is `needs_confirmation` between those two;
 * anything else is `no_prediction`. Fewer than 4 letters or digits is the API's 422.
 */
function inferNumber(ctx: RequestContext): MockResponse {
	const number =
		isRecord(ctx.body) && typeof ctx.body.number === 'string'
			? ctx.body.number.trim().toUpperCase()
			: '';
	if (!/^[A-Z0-9]{4,}$/.test(number)) {
		return errorResponse(422, { detail: 'This reference number is not valid.' });
	}
	const candidate = (scac: string, confidence: number): InferCandidate => ({
		scac,
		name: KNOWN_SHIPPING_LINES.find((line) => line.scac === scac)?.name ?? scac,
		confidence,
	});
	const isContainer = /^[A-Z]{4}\d{7}$/.test(number);
	const prefix = number.slice(0, 4);
	const byOwner = KNOWN_SHIPPING_LINES.find((line) => line.containerPrefix === prefix);
	const byScac = KNOWN_SHIPPING_LINES.find(
		(line) => line.scac === prefix || line.alternativeScacs.includes(prefix),
	);
	let decision: 'auto_select' | 'needs_confirmation' | 'no_prediction' = 'no_prediction';
	let candidates: InferCandidate[] = [];
	if (isContainer && byOwner) {
		decision = 'auto_select';
		candidates = [candidate(byOwner.scac, 1)];
	} else if (!isContainer && byScac) {
		decision = 'auto_select';
		candidates = [candidate(byScac.scac, 0.97)];
	} else if (/^\d+$/.test(number)) {
		decision = 'needs_confirmation';
		candidates = [candidate('MAEU', 0.62), candidate('HLCU', 0.31)];
	}
	return {
		status: 200,
		body: {
			data: {
				id: `req_${randomUUID()}`,
				type: 'infer_number_results',
				attributes: {
					number_type: isContainer ? 'container' : 'bill_of_lading',
					validation: {
						is_valid: isContainer ? true : null,
						type: isContainer ? 'container' : 'shipment',
						check_digit_passed: isContainer ? true : null,
						parsed_number: null,
						reason: null,
					},
					shipping_line: {
						decision,
						selected: decision === 'auto_select' ? candidates[0] : null,
						candidates,
					},
				},
			},
		},
	};
}

/** PATCH /tracking_requests/{id}: the OpenAPI allows only `ref_number`; the mock keeps it as the request's one reference number. */
function updateTrackingRequest(ctx: RequestContext): MockResponse {
	const request = byId(ctx.state.trackingRequests, ctx.params.id);
	if (!request) return notFound(`Couldn't find TrackingRequest with 'id'=${ctx.params.id}`);
	const envelope = readEnvelope(ctx.body, 'tracking_request');
	if (isResponse(envelope)) return envelope;
	const unknown = Object.keys(envelope.attributes).filter((name) => name !== 'ref_number');
	if (unknown.length > 0)
		return unprocessable(`${unknown[0]} can't be changed`, `/data/attributes/${unknown[0]}`);
	const refNumber = envelope.attributes.ref_number;
	if (typeof refNumber !== 'string')
		return unprocessable('ref_number must be a string', '/data/attributes/ref_number');
	request.attributes.ref_numbers = refNumber === '' ? [] : [refNumber];
	request.attributes.updated_at = isoUtc(ctx.now);
	return { status: 200, body: { data: request } };
}

export const trackingRequestRoutes: Route[] = [
	{ method: 'POST', pattern: '/tracking_requests', handler: createTrackingRequest },
	{ method: 'POST', pattern: '/tracking_requests/infer_number', handler: inferNumber },
	{
		method: 'GET',
		pattern: '/tracking_requests',
		handler: (ctx) =>
			listResources(
				ctx,
				'tracking_request',
				ctx.state.trackingRequests.filter((request) => matchesFilters(ctx, request)),
			),
	},
	{ method: 'PATCH', pattern: '/tracking_requests/:id', handler: updateTrackingRequest },
	{
		method: 'GET',
		pattern: '/tracking_requests/:id',
		handler: (ctx) =>
			showResource(
				ctx,
				'tracking_request',
				byId(ctx.state.trackingRequests, ctx.params.id),
				'TrackingRequest',
			),
	},
];
