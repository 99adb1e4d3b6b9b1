import { byId, useMockApi } from '../setup';
import { PHOTO_ID } from './setup';

describe('Document', () => {
	const api = useMockApi();

	it('Delete removes the document', async () => {
		const run = await api.run({
			resource: 'document',
			operation: 'delete',
			documentId: byId(PHOTO_ID),
		});
		expect(run.items[0].json).toEqual({ id: PHOTO_ID, deleted: true });
		expect(
			api.mock.state.documents.documents.find((document) => document.id === PHOTO_ID)?.discarded,
		).toBe(true);
	});
});
