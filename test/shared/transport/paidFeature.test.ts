import { toNodeApiError } from '../../../nodes/Terminal49/shared/transport/errors';
import { actionNode } from '../../support/node';

const node = actionNode(2);

const forbidden = {
	errors: [
		{
			status: '403',
			title: 'Forbidden',
			detail: 'Routing data feature is not enabled for this account',
		},
	],
};

describe('a paid feature the account lacks', () => {
	it('a 403 on a paid request says it is a paid feature, keeping the API’s own words', () => {
		const error = toNodeApiError(node, {
			status: 403,
			body: forbidden,
			method: 'GET',
			path: '/x',
			paidFeature: 'Routing data',
		});
		expect(error.message).toBe(
			'Terminal49 answered 403 (Routing data is a paid feature): Forbidden: Routing data feature is not enabled for this account',
		);
		expect(error.description).toContain(
			'Routing data is a paid feature of Terminal49 that this account does not have',
		);
		expect(error.description).not.toContain('lacks permission');
	});

	it('without a body it still names the paid feature', () => {
		const error = toNodeApiError(node, {
			status: 403,
			body: '<html>',
			method: 'GET',
			path: '/x',
			paidFeature: 'Routing data',
		});
		expect(error.message).toBe(
			'Terminal49 answered 403 (Routing data is a paid feature) to GET /x',
		);
	});

	it.each([401, 404, 422, 500])('%i on a paid request is not called a paid feature', (status) => {
		const error = toNodeApiError(node, {
			status,
			body: forbidden,
			method: 'GET',
			path: '/x',
			paidFeature: 'Routing data',
		});
		expect(`${error.message} ${error.description ?? ''}`).not.toContain('paid feature');
	});

	it('a 403 on any other request keeps the permission hint', () => {
		const error = toNodeApiError(node, { status: 403, body: forbidden, method: 'GET', path: '/x' });
		expect(error.description).toContain('lacks permission');
	});
});
