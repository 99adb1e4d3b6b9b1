import { reprocessOperation } from './reprocess';

export const { description, execute } = reprocessOperation('reExtract', 'reextract', 'extract again');
