import { trackingOperation } from './trackingOperation';

export const { description, execute } = trackingOperation(
	'stopTracking',
	'stop_tracking',
	'The shipment Terminal49 should stop tracking',
);
