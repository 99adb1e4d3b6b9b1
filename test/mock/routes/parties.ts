import {
	createdDocument,
	isResponse,
	listDocument,
	notFound,
	paginate,
	readEnvelope,
	singleDocument,
	unprocessable,
} from '../jsonapi';
import { byId } from '../records';
import type { MockResponse, RequestContext, Route } from '../router';
import { nextId } from '../state';

function companyName(ctx: RequestContext, required: boolean): string | undefined | MockResponse {
	const envelope = readEnvelope(ctx.body, 'party', { typeRequired: false });
	if (isResponse(envelope)) return envelope;
	const name = envelope.attributes.company_name;
	if (name === undefined && !required) return undefined;
	if (typeof name !== 'string' || name.trim() === '') {
		return unprocessable("Company name can't be blank", '/data/attributes/company_name', 'blank');
	}
	return name;
}

export const partyRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/parties',
		// The OpenAPI's default page size for parties is 25.
		handler: (ctx) => listDocument(paginate(ctx.state.parties, ctx, 25)),
	},
	{
		method: 'POST',
		pattern: '/parties',
		handler: (ctx) => {
			const name = companyName(ctx, true);
			if (typeof name !== 'string')
				return (
					name ??
					unprocessable("Company name can't be blank", '/data/attributes/company_name', 'blank')
				);
			const party = {
				id: nextId(ctx.state, 'party'),
				type: 'party' as const,
				attributes: { company_name: name },
			};
			ctx.state.parties.push(party);
			return createdDocument(ctx, party, `/parties/${party.id}`);
		},
	},
	{
		method: 'GET',
		pattern: '/parties/:id',
		handler: (ctx) => {
			const party = byId(ctx.state.parties, ctx.params.id);
			return party
				? singleDocument(ctx, party)
				: notFound(`Couldn't find Party with 'id'=${ctx.params.id}`);
		},
	},
	{
		method: 'PATCH',
		pattern: '/parties/:id',
		handler: (ctx) => {
			const party = byId(ctx.state.parties, ctx.params.id);
			if (!party) return notFound(`Couldn't find Party with 'id'=${ctx.params.id}`);
			const name = companyName(ctx, false);
			if (name !== undefined && typeof name !== 'string') return name;
			if (name !== undefined) party.attributes.company_name = name;
			return singleDocument(ctx, party);
		},
	},
];
