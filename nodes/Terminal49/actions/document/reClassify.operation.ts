import { reprocessOperation } from './reprocess';

export const { description, execute } = reprocessOperation('reClassify', 'reclassify', 'classify again');
