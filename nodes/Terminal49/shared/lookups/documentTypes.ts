import type { IExecuteFunctions, ILoadOptionsFunctions } from 'n8n-workflow';
import { z } from 'zod';

import { terminal49Request } from '../transport';

/** GET /documents/types: `{document_types: [{code, label}]}`, the account's allowed types. */
const documentTypesAnswer = z.object({
	document_types: z
		.array(z.object({ code: z.string().min(1), label: z.string() }).passthrough())
		.catch([]),
});

export type DocumentType = z.infer<typeof documentTypesAnswer>['document_types'][number];

export async function fetchDocumentTypes(
	this: ILoadOptionsFunctions | IExecuteFunctions,
	itemIndex?: number,
): Promise<DocumentType[]> {
	const answer = await terminal49Request.call(this, {
		method: 'GET',
		path: '/documents/types',
		itemIndex,
	});
	const parsed = documentTypesAnswer.safeParse(answer);
	return parsed.success ? parsed.data.document_types : [];
}
