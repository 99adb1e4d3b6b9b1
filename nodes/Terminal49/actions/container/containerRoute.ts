import type { IDataObject, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { JsonApiDocument, JsonApiResource } from '../../shared/jsonapi';
import { flattenResource, indexIncluded, relatedIdentifiers } from '../../shared/jsonapi';
import { apiErrorsOf } from '../../shared/transport';

/**
 * A container's route (`GET /containers/{id}/route`), a paid feature: the answer read into the
 * record the outputs shape, and the answers that mean there is no route to give, each told apart.
 */

/** Why a container's route could not be had, as far as Terminal49's answer tells. */
export type RouteAbsence = 'featureNotEnabled' | 'forbidden' | 'notFoundPage' | 'noRoute';

const ALTERNATIVES =
	'Without a route, Container → Get Transport Events lists where the container has been so far (loaded, departed, transshipped, arrived), and Shipment → Get gives the port of lading and the port of discharge with their dates (pol_etd_at, pol_atd_at, pod_eta_at, pod_ata_at).';

const ENABLE =
	'To get routes, ask Terminal49 (sales@terminal49.com) to enable routing data for the account.';

/** What each absence says first, and what to do about it. */
const ABSENCES: Readonly<Record<RouteAbsence, { says: string; fix: string }>> = {
	featureNotEnabled: {
		says: 'routes are a paid feature this Terminal49 account does not have',
		fix: `This is not a fault of the node or the workflow. ${ENABLE} ${ALTERNATIVES}`,
	},
	forbidden: {
		says: 'Terminal49 refused the route to this API key (403), as it does to an account without the paid routing feature',
		fix: `${ENABLE} If the account has it, the key may lack permission: ask a Terminal49 account admin. ${ALTERNATIVES}`,
	},
	notFoundPage: {
		says: 'Terminal49 answered with its "page not found" web page instead of an API answer, which is how it answers an account without the paid routing feature (the page does not say whether a route not yet built gets it too)',
		fix: `${ENABLE} If other operations fail with the same page, check the credential's Base URL instead (https://api.terminal49.com/v2). ${ALTERNATIVES}`,
	},
	noRoute: {
		says: 'Terminal49 has no route for it yet',
		fix: `Terminal49 builds a route once the carrier publishes the itinerary (ports, vessels, voyages); try again later. ${ALTERNATIVES}`,
	},
};

function apiText(error: NodeApiError): string {
	return apiErrorsOf(error.errorResponse)
		.map((entry) => [entry.title, entry.detail, entry.code].filter(Boolean).join(' '))
		.join(' ');
}

/**
 * What a failed route request means: the vendor's "feature not enabled" (a 403 that says so, as
 * Terminal49's own SDK reads it), another 403, a 404 that is no API answer (the web page the live
 * API sent), or the API's own 404 for the route. Undefined for anything else (a 401 "API key not
 * enabled" is about the key, and keeps the API's own words), and for a 404 that says the
 * container itself is not found, whose own error already says so.
 */
export function routeAbsenceOf(error: NodeApiError): RouteAbsence | undefined {
	const text = apiText(error);
	if (error.httpCode === '403')
		return /not enabled|feature/i.test(text) ? 'featureNotEnabled' : 'forbidden';
	if (error.httpCode !== '404') return undefined;
	if (apiErrorsOf(error.errorResponse).length === 0) return 'notFoundPage';
	if (/container/i.test(text) && !/route/i.test(text)) return undefined;
	return 'noRoute';
}

/**
 * The error for a route that is not there: which absence it is, Terminal49's own words (status,
 * title, detail) after it, and what works without the feature. `container`: the number the user
 * gave, or the id.
 */
export function routeAbsenceError(
	node: INode,
	absence: RouteAbsence,
	container: string,
	itemIndex: number,
	answer?: NodeApiError,
): NodeApiError | NodeOperationError {
	const { says, fix } = ABSENCES[absence];
	const message = `No route for container ${container}: ${says}${answer ? `. ${answer.message}` : ''}`;
	if (!answer) return new NodeOperationError(node, message, { description: fix, itemIndex });
	const errorResponse = (answer.errorResponse ?? {}) as JsonObject;
	const error = new NodeApiError(node, errorResponse, {
		message,
		description: fix,
		httpCode: answer.httpCode ?? undefined,
		itemIndex,
	});
	// NodeApiError puts its own words in place of a message that names a common status; ours stays.
	error.message = message;
	return error;
}

/** A failed route request's error: the absence it means, told apart, or the error as it was. */
export function routeRequestError(
	node: INode,
	error: unknown,
	container: string,
	itemIndex: number,
): unknown {
	if (!(error instanceof NodeApiError)) return error;
	const absence = routeAbsenceOf(error);
	return absence === undefined
		? error
		: routeAbsenceError(node, absence, container, itemIndex, error);
}

function stopCount(route: JsonApiResource): number {
	return relatedIdentifiers(route, 'route_locations').length;
}

/**
 * The route answer's record as All Fields gives it: the route flattened, each stop flattened in
 * turn with its port and vessels merged in. A document without a route, or a route without a
 * stop, is no route yet.
 */
export function routeRecord(
	node: INode,
	document: JsonApiDocument,
	container: string,
	itemIndex: number,
): IDataObject {
	const route = document.data;
	if (route === null || Array.isArray(route) || stopCount(route) === 0)
		throw routeAbsenceError(node, 'noRoute', container, itemIndex);
	const index = indexIncluded(document.included);
	const stops = new Map(
		(document.included ?? [])
			.filter((resource) => resource.type === 'route_location')
			.map((stop) => [stop.id, stop]),
	);
	const record = flattenResource(route, index);
	record.route_locations = relatedIdentifiers(route, 'route_locations').map((ref) => {
		const stop = stops.get(ref.id);
		return stop ? flattenResource(stop, index) : { id: ref.id, type: ref.type };
	});
	return record;
}
