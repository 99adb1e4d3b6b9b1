import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import {
	routeAbsenceOf,
	routeRecord,
	routeRequestError,
} from '../../../nodes/Terminal49/actions/container/containerRoute';
import type { JsonApiDocument } from '../../../nodes/Terminal49/shared/jsonapi';

const node: INode = {
	id: 'n',
	name: 'Terminal49',
	type: 'n8n-nodes-terminal49.terminal49',
	typeVersion: 2,
	position: [0, 0],
	parameters: {},
};

/** An error as the transport makes one: the status, and the JSON:API entries it could read (none for a web page). */
const answered = (
	status: number,
	errors: JsonObject[],
	message = `Terminal49 answered ${status}`,
) =>
	new NodeApiError(
		node,
		{ httpCode: String(status), errors },
		{ message, httpCode: String(status) },
	);

describe('what a failed route request means', () => {
	it.each<[string, NodeApiError, ReturnType<typeof routeAbsenceOf>]>([
		[
			'the vendor’s 403',
			answered(403, [
				{
					status: '403',
					title: 'Forbidden',
					detail: 'Routing data feature is not enabled for this account',
				},
			]),
			'featureNotEnabled',
		],
		[
			'a 403 naming the feature',
			answered(403, [{ title: 'Forbidden', detail: 'This feature requires an upgrade' }]),
			'featureNotEnabled',
		],
		[
			'a 401 "API key not enabled": the key, not the feature',
			answered(401, [{ title: 'Unauthorized', detail: 'API key not enabled' }]),
			undefined,
		],
		[
			'"not enabled" under another status',
			answered(422, [{ title: 'API access not enabled' }]),
			undefined,
		],
		['a bare 403', answered(403, [{ title: 'Forbidden' }]), 'forbidden'],
		['a 403 with no body', answered(403, []), 'forbidden'],
		['a 404 web page', answered(404, []), 'notFoundPage'],
		[
			'the API’s 404 for the route',
			answered(404, [{ title: 'Not Found', detail: "Couldn't find Route" }]),
			'noRoute',
		],
		['a 404 that names nothing', answered(404, [{ title: 'Not Found' }]), 'noRoute'],
		[
			'the API’s 404 for the container',
			answered(404, [{ title: 'Not Found', detail: "Couldn't find Container with 'id'=x" }]),
			undefined,
		],
		['a 500', answered(500, [{ title: 'Internal Server Error' }]), undefined],
		[
			'a 500 whose text says "not enabled"',
			answered(500, [{ title: 'Internal Server Error', detail: 'Cache not enabled' }]),
			undefined,
		],
		['a 429', answered(429, [{ title: 'Too Many Requests' }]), undefined],
	])('%s', (_name, error, absence) => {
		expect(routeAbsenceOf(error)).toBe(absence);
	});

	it('anything that is no API error passes through as it is, and so does an error it does not read as an absence', () => {
		const network = new Error('socket hang up');
		expect(routeRequestError(node, network, 'c', 0)).toBe(network);
		const serverError = answered(500, []);
		expect(routeRequestError(node, serverError, 'c', 0)).toBe(serverError);
	});

	it('the error for an absence keeps the status and the API’s entries, and says which absence first', () => {
		const original = answered(
			403,
			[{ title: 'Forbidden', detail: 'Routing data feature is not enabled for this account' }],
			'Terminal49 answered 403: Forbidden: Routing data feature is not enabled for this account',
		);
		const error = routeRequestError(node, original, 'MSKU2431002', 3) as NodeApiError;
		expect(error.message).toBe(
			'No route for container MSKU2431002: routes are a paid feature this Terminal49 account does not have. Terminal49 answered 403: Forbidden: Routing data feature is not enabled for this account',
		);
		expect(error.httpCode).toBe('403');
		expect((error.errorResponse as JsonObject).errors).toEqual([
			{ title: 'Forbidden', detail: 'Routing data feature is not enabled for this account' },
		]);
		expect(error.context.itemIndex).toBe(3);
	});
});

describe('a route answer read', () => {
	const stop = (id: string, portId: string) => ({
		id,
		type: 'route_location',
		attributes: { inbound_voyage_number: null },
		relationships: {
			location: { data: { id: portId, type: 'port' } },
			inbound_vessel: { data: null },
		},
	});

	it('flattens every stop in the route’s order, each with its port merged in, whatever order `included` has', () => {
		const answer = {
			data: {
				id: 'r',
				type: 'route',
				attributes: {},
				relationships: {
					route_locations: {
						data: [
							{ id: 's1', type: 'route_location' },
							{ id: 's2', type: 'route_location' },
							{ id: 's3', type: 'route_location' },
						],
					},
				},
			},
			included: [
				stop('s2', 'p2'),
				{ id: 'p1', type: 'port', attributes: { name: 'Shanghai' } },
				stop('s1', 'p1'),
			],
		};
		const record = routeRecord(node, answer, 'c', 0);
		expect(record.route_locations).toEqual([
			{
				id: 's1',
				type: 'route_location',
				inbound_voyage_number: null,
				location: { id: 'p1', type: 'port', name: 'Shanghai' },
				inbound_vessel: null,
			},
			{
				id: 's2',
				type: 'route_location',
				inbound_voyage_number: null,
				location: { id: 'p2', type: 'port' },
				inbound_vessel: null,
			},
			{ id: 's3', type: 'route_location' },
		]);
	});

	it.each<[string, JsonApiDocument]>([
		['data null', { data: null }],
		['a list', { data: [] }],
		[
			'a route without stops',
			{ data: { id: 'r', type: 'route', relationships: { route_locations: { data: [] } } } },
		],
		['a route without the relationship', { data: { id: 'r', type: 'route', attributes: {} } }],
	])('%s is no route yet', (_name, answer) => {
		expect(() => routeRecord(node, answer, 'c', 0)).toThrow(NodeOperationError);
		expect(() => routeRecord(node, answer, 'c', 0)).toThrow(
			'No route for container c: Terminal49 has no route for it yet',
		);
	});
});
