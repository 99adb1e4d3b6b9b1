import { reprocessOperation } from './reprocessOperation';

export const { description, execute } = reprocessOperation(
	'reLink',
	'relink',
	'link to shipments again',
);
