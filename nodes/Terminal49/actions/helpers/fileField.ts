import type { INode } from 'n8n-workflow';

import { readRequiredText } from '../../shared/helpers/readers/text';

/** Put Output File in Field: the name of the binary field a file goes in (`data`), read by the text reader, never empty. */
export function readOutputFileField(node: INode, given: unknown, itemIndex: number): string {
	return readRequiredText(
		node,
		given,
		{
			parameter: 'Put Output File in Field',
			accepted: 'the name of a binary field',
			fix: 'Name the binary field the file should go in, for example "data".',
		},
		itemIndex,
	);
}
