import { reprocessOperation } from './reprocessOperation';

export const { description, execute } = reprocessOperation(
	'reExtract',
	'reextract',
	'extract again',
);
