import { reprocessOperation } from './reprocess';

export const { description, execute } = reprocessOperation('reLink', 'relink', 'link to shipments again');
