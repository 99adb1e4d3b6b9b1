/**
 * The tests' one entry to what the package keeps in process memory: each room's holder, which
 * the room's own code reads and writes, reset here as a restart of n8n resets it. It lives under
 * test/, which tsconfig.json does not build, so dist/ ships none of it.
 */
import { pollsInProcess } from '../../nodes/Terminal49/polling/state';

/** The Polling Trigger's nodes start as in a fresh n8n process: none has polled yet. */
export function forgetPollsInProcess(): void {
	pollsInProcess.started.clear();
	pollsInProcess.running.clear();
}
