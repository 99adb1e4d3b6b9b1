import { trackingOperation } from './trackingOperation';

export const { description, execute } = trackingOperation(
	'resumeTracking',
	'resume_tracking',
	'The shipment Terminal49 should track again',
);
