import { reprocessOperation } from './reprocessOperation';

export const { description, execute } = reprocessOperation(
	'reClassify',
	'reclassify',
	'classify again',
);
