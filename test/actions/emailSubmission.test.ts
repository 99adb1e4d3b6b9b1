import { documentUuid } from '../mock/documents/store';
import { useMockApi, v2 } from './setup';

describe('Email Submission operations', () => {
	const api = useMockApi();
	const EMAIL_ID = documentUuid('email_submission', 1);

	it('Get Many lists the emails with their documents', async () => {
		const run = await api.run(
			{ resource: 'emailSubmission', operation: 'getAll', returnAll: true },
			v2,
		);
		expect(run.items.map((item) => item.json)).toEqual([
			{
				id: EMAIL_ID,
				subject: 'BL MEDU1234567 for PO-4411',
				from: ['ops@forwarder.example'],
				to: ['docs+acme@terminal49.com'],
				cc: [],
				sent_at: expect.any(String),
				documents_count: 1,
				created_at: expect.any(String),
				documents: [
					{
						id: documentUuid('document', 1),
						name: 'MEDU1234567 bill of lading.pdf',
						document_type: 'bill_of_lading',
					},
				],
			},
		]);
	});

	it('Get returns one email; version 1 flattens it whole', async () => {
		const run = await api.run({
			resource: 'emailSubmission',
			operation: 'get',
			emailSubmissionId: EMAIL_ID,
		});
		expect(run.items[0].json).toMatchObject({
			id: EMAIL_ID,
			type: 'email_submission',
			body: 'Please find attached the bill of lading.',
		});
		const bad = await api.run({
			resource: 'emailSubmission',
			operation: 'get',
			emailSubmissionId: 'x',
		});
		expect(bad.error?.message).toBe('"x" is not a valid Email Submission ID');
	});
});
