/**
 * What `npm run demo` changes in the examples it imports and what it tells the user: pure, so the
 * tests check it without starting n8n.
 */
import type { WorkflowJson } from './n8n/instance';

export const POLLING_TRIGGER_TYPE = 'n8n-nodes-terminal49.terminal49PollingTrigger';
export const POLLING_ALERT_WORKFLOW = 'T49LfdAlertPoll';

/** The User-Agent of the demo's check that the alert's URL answers: the trigger's log names it. */
export const DEMO_PROBE_USER_AGENT = 'npm run demo: does the webhook answer? (unsigned on purpose)';

/**
 * The workflow with every Terminal49 Polling Trigger polling every minute, n8n's shortest
 * interval. The shipped example polls every 15 minutes, right for an account, too slow for a demo
 * (a baseline first, then a change: 15 to 30 minutes to an email). The file itself is unchanged.
 */
export function pollingEveryMinute(workflow: WorkflowJson): WorkflowJson {
	return {
		...workflow,
		nodes: workflow.nodes.map((node) =>
			node.type === POLLING_TRIGGER_TYPE
				? {
						...node,
						parameters: { ...node.parameters, pollTimes: { item: [{ mode: 'everyMinute' }] } },
					}
				: node,
		),
	};
}

export interface DemoState {
	/** The mock of the API runs (no T49_API_KEY). */
	mock: boolean;
	/** The webhook alert is active and registered with the mock. */
	alertActive: boolean;
	/** The polling alert is active (its first poll records a baseline). */
	pollingActive: boolean;
	/** The example names as the editor lists them. */
	alertName: string;
	pollingName: string;
	mailDir: string;
}

/** What Enter does and what then arrives, from which example; empty when Enter does nothing. */
export function enterGuide(state: DemoState): string[] {
	if (!state.mock || (!state.alertActive && !state.pollingActive)) return [];
	const lines = [
		"Press Enter: the mock moves one container's last free day a day later (a new container each time). Then:",
	];
	if (state.alertActive) {
		lines.push(
			`  - at once: the mock sends the signed container.updated to "${state.alertName}" (Terminal49 Trigger), which emails`,
		);
		lines.push(
			'    the change (subject "<urgency>: LFD <new date> for container <number> (<references>)");',
		);
	}
	if (state.pollingActive) {
		lines.push(
			`  - within a minute: "${state.pollingName}" (Terminal49 Polling Trigger, every minute in the demo) polls, finds`,
		);
		lines.push(
			'    the moved LFD and emails the same subject, with the previous and the new date.',
		);
	}
	if (state.alertActive && state.pollingActive)
		lines.push(
			"  Two emails alike, then: each one's last line, and the ✉ line here, name the workflow that sent it.",
		);
	lines.push(`  The emails land in ${state.mailDir}/. Ctrl-C stops everything.`);
	return lines;
}

/**
 * The workflow an alert email names in its last line (`Sent by the n8n workflow "…"`, as both LFD
 * alert examples write it), so the demo can say which one sent it: one change reaches both.
 */
export function sentBy(text: string): string | undefined {
	const last = text.trimEnd().split('\n').at(-1) ?? '';
	const prefix = 'Sent by the n8n workflow "';
	if (!last.startsWith(prefix)) return undefined;
	const end = last.indexOf('"', prefix.length);
	return end === -1 ? undefined : last.slice(prefix.length, end);
}

/** What the demo's mock holds for Get Route: the one container with a route, and the credential of an account without routing. */
export interface RouteDemo {
	containerNumber: string;
	withoutRoutingCredential: string;
}

/** The banner's lines on Get Route (a paid feature): which container to try it on, and how to see an account without it. */
export function routeGuide(route: RouteDemo | undefined): string[] {
	if (route === undefined) return [];
	return [
		`  Get Route (Container → Get Route, a paid feature): in the mock only container ${route.containerNumber} has a route;`,
		'  the others answer that Terminal49 has no route for them yet. To see what an account without the',
		`  routing feature gets, choose the credential "${route.withoutRoutingCredential}" in that node.`,
	];
}

/** The round-trip examples (custom fields out to a spreadsheet file and back) and the file between them. */
export const ROUND_TRIP_OUT = 'T49FieldsOut';
export const ROUND_TRIP_BACK = 'T49FieldsBack';
export const ROUND_TRIP_FILE = 'container-custom-fields.xlsx';

/** The round-trip examples as the editor lists them, and the file between them. */
export interface RoundTripDemo {
	outName: string;
	backName: string;
	file: string;
}

/** The banner's lines on the custom-fields round trip: which example to run, which file to edit, then which to run. */
export function roundTripGuide(roundTrip: RoundTripDemo | undefined): string[] {
	if (roundTrip === undefined) return [];
	return [
		`  Custom fields round trip: run "${roundTrip.outName}", edit a few cells of ${roundTrip.file}`,
		`  and save it, then run "${roundTrip.backName}": Set Many writes only the cells you changed.`,
	];
}
