import type { Scenario } from '../lib/scenario';
import { customFieldSync } from './customFieldSync';
import { documentUpload } from './documentUpload';
import { flatten } from './flatten';
import { httpRequestNode } from './httpRequestNode';
import { listEnumeration } from './listEnumeration';
import { liveShipments } from './liveShipments';
import { movingList } from './movingList';
import { queueReturnAll } from './queueReturnAll';
import { returnAll } from './returnAll';
import { sharedKey } from './sharedKey';
import { shrinkingList } from './shrinkingList';
import { triggerOverhead } from './triggerOverhead';
import { updates } from './updates';

/** In the order of RESULTS.md. */
export const SCENARIOS: ReadonlyArray<Scenario<unknown>> = [
	returnAll,
	httpRequestNode,
	updates,
	flatten,
	triggerOverhead,
	documentUpload,
	queueReturnAll,
	sharedKey,
	movingList,
	liveShipments,
	shrinkingList,
	listEnumeration,
	customFieldSync,
];
