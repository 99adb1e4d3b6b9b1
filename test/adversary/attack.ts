/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * Runs one parameter with one value through n8n's engine against the mock, and judges the run:
 * the requests carry exactly the value given where the parameter's probe landed, or the run is
 * refused with an error naming the parameter's display name before any write reached the mock.
 */
import { isDeepStrictEqual } from 'node:util';
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { forgetLimiters } from '../support/processState';
import { runWorkflow } from '../harness/engine';
import type { MockApi, RecordedRequest } from '../mock/server';
import { startMockApi } from '../mock/server';
import { TriggerHarness } from '../harness/trigger';
import { BINARY_SOURCE_TYPE, pdfFile } from '../actions/document/setup';
import { PollHarness } from '../polling/setup';
import { baselineFor, GROUP_ENTRIES, knownValue } from './baseline';
import type { Given } from './corpus';
import type { Spot } from './judge';
import { spotsOf, valuesAt } from './judge';
import type { ParameterSite } from './parameters';

/** The mock a site runs against: started again after any run that wrote, so every run starts from the seed. */
export class Lab {
	mock!: MockApi;

	async open(): Promise<void> {
		this.mock = await startMockApi();
	}

	async close(): Promise<void> {
		await this.mock.close();
	}

	async afterRun(requests: RecordedRequest[]): Promise<void> {
		if (requests.some((r) => r.method !== 'GET')) {
			await this.mock.close();
			this.mock = await startMockApi();
		}
	}
}

const PROBE_TEXT = 'Adv-probe-7';
const SECOND_TEXT = 'Adv-probe-8';

export interface Outcome {
	/** The message and description of the error the run ended with, if any. */
	error?: string;
	requests: RecordedRequest[];
	/** The action node's items (their JSON and binary keys), for runs whose requests alone cannot tell two readings apart. */
	output?: unknown;
}

/** The parameter value that hands the node `given` through an expression over the input item. */
function expressionFor(given: Given): string {
	return 'dateTime' in given
		? '={{ DateTime.fromISO($json.dateTime, { setZone: true }) }}'
		: '={{ $json.value }}';
}

function inputItemFor(given: Given): IDataObject {
	return 'dateTime' in given
		? { dateTime: given.dateTime }
		: { value: given.json as IDataObject[string] };
}

/** The node's parameters with the site's parameter set to `value` (inside its collection or group). */
export function parametersWith(
	site: ParameterSite,
	siblings: ParameterSite[],
	value: unknown,
): INodeParameters {
	const parameters = baselineFor(site, siblings);
	const [top, ...rest] = site.path;
	if (site.mapped) {
		const mapper = (parameters[top] ?? {}) as IDataObject;
		parameters[top] = {
			...mapper,
			value: {
				...((mapper.value as IDataObject | undefined) ?? {}),
				[rest[rest.length - 1]]: value,
			},
		} as INodeParameters[string];
	} else if (rest.length === 0) {
		parameters[top] = value as INodeParameters[string];
	} else if (site.path.length === 2) {
		parameters[top] = {
			...((parameters[top] as IDataObject | undefined) ?? {}),
			[rest[0]]: value,
		} as INodeParameters[string];
	} else {
		const groupPath = site.path.slice(0, -1).join('.');
		const entry = { ...(GROUP_ENTRIES[groupPath] ?? {}), [site.path[site.path.length - 1]]: value };
		const group = site.path[site.path.length - 2];
		const holder = { [group]: site.inList ? [entry] : entry };
		parameters[top] = (
			rest.length === 2 ? holder : { [rest[0]]: holder }
		) as INodeParameters[string];
	}
	return parameters;
}

function errorText(error: unknown): string {
	if (error === null || typeof error !== 'object') return String(error);
	const { message, description } = error as { message?: unknown; description?: unknown };
	return [String(message), typeof description === 'string' ? description : ''].join('\n');
}

/**
 * An operation that reads a file from its input item (n8n's name for that parameter is
 * `binaryPropertyName`) gets an item carrying files: one under the default name and one under
 * each probe, each file named as its property, so a request's file name says which one was read.
 */
const readsFile = (siblings: ParameterSite[]) =>
	siblings.some((sibling) => sibling.path.join('.') === 'binaryPropertyName');
const FILE_PROPERTIES = ['data', PROBE_TEXT, SECOND_TEXT];
const INPUT_FILES = JSON.stringify([
	FILE_PROPERTIES.map((property) =>
		pdfFile(`Adversary file ${property}`, { property, fileName: property }),
	),
]);

/** Runs the site's node once with the site's parameter set to `value` over one input item. */
export async function runSite(
	lab: Lab,
	site: ParameterSite,
	siblings: ParameterSite[],
	given: Given,
	literal?: unknown,
	overrides: INodeParameters = {},
): Promise<Outcome> {
	const outcome = await runOnce(lab.mock, site, siblings, given, literal, overrides);
	await lab.afterRun(outcome.requests);
	return outcome;
}

async function runOnce(
	mock: MockApi,
	site: ParameterSite,
	siblings: ParameterSite[],
	given: Given,
	literal: unknown,
	overrides: INodeParameters,
): Promise<Outcome> {
	mock.reset();
	forgetLimiters();
	const credentials = { apiKey: mock.apiKey, baseUrl: mock.url };
	// A parameter that takes no expression (n8n's noDataExpression) is attacked with what the editor can save: a value as it is.
	const direct = 'dateTime' in given ? given.dateTime : given.json;
	const parameters = {
		...parametersWith(
			site,
			siblings,
			literal ?? (site.property.noDataExpression === true ? direct : expressionFor(given)),
		),
		...overrides,
	};
	const item = inputItemFor(given);
	try {
		if (site.node === 'terminal49') {
			const files = readsFile(siblings)
				? [{ type: BINARY_SOURCE_TYPE, parameters: { files: INPUT_FILES } }]
				: [];
			const result = await runWorkflow({
				credentials,
				inputItems: [item],
				nodes: [...files, { parameters, typeVersion: site.version }],
			});
			const run = result.nodes[`Node ${files.length + 1}`];
			const output = run?.items.map((item) => ({
				json: item.json,
				binary: Object.keys(item.binary ?? {}),
			}));
			return {
				error: run?.error ? errorText(run.error) : undefined,
				requests: [...mock.requests],
				output,
			};
		}
		// The triggers take no input item: the value is written into the parameters as it is.
		const triggerParameters = {
			...parametersWith(site, siblings, literal ?? direct),
			...overrides,
		};
		if (site.node === 'terminal49Trigger') {
			const harness = new TriggerHarness(credentials, triggerParameters, {
				typeVersion: site.version,
			});
			await harness.start();
			try {
				await harness.activate();
			} finally {
				await harness.close();
			}
		} else {
			await new PollHarness(credentials, triggerParameters, 'onEmit', site.version).activate();
		}
		return { requests: [...mock.requests] };
	} catch (error) {
		return { error: errorText(error), requests: [...mock.requests] };
	}
}

/** A site ready to attack: the probe value it accepts, a second one for lists, and where the probe landed. */
export interface Armed {
	site: ParameterSite;
	siblings: ParameterSite[];
	probe: string;
	second: string;
	spots: Spot[];
	/** The error of the probe run, when even the probe was not accepted. */
	probeError?: string;
}

function probeCandidates(site: ParameterSite): Array<[string, string]> {
	const known: unknown = knownValue(site);
	const named =
		known !== null && typeof known === 'object' && 'value' in known
			? String(known.value)
			: known === undefined
				? undefined
				: String(known);
	switch (site.kind) {
		case 'number':
			return [['7', '3'], ...(named === undefined ? [] : [[named, named] as [string, string]])];
		case 'boolean':
			return [[String(site.property.default !== true), String(site.property.default === true)]];
		case 'dateTime':
			return [['2024-07-15T10:00:00Z', '2024-07-16T10:00:00Z']];
		case 'json':
			return [['{"adversary":7}', '{"adversary":8}']];
		case 'options':
		case 'multiOptions': {
			if (site.optionValues.length === 0)
				return [
					...(named === undefined ? [] : [[named, named] as [string, string]]),
					[PROBE_TEXT, SECOND_TEXT],
				];
			const defaults: unknown[] = Array.isArray(site.property.default)
				? site.property.default
				: [site.property.default];
			const others = site.optionValues.filter((value) => !defaults.includes(value));
			const ordered = [...others, ...site.optionValues.filter((value) => !others.includes(value))];
			return ordered
				.slice(0, 3)
				.map((value, index) => [value, ordered[(index + 1) % ordered.length]]);
		}
		default:
			return [
				...(named === undefined ? [] : [[named, named] as [string, string]]),
				[PROBE_TEXT, SECOND_TEXT],
			];
	}
}

/** The probe as n8n hands it to the node: a number for a number, a list for a list of options. */
export function probeValue(site: ParameterSite, probe: string): unknown {
	if (site.kind === 'number') return Number(probe);
	if (site.kind === 'boolean') return probe === 'true';
	if (site.kind === 'multiOptions' && site.optionValues.length > 0) return [probe];
	return probe;
}

/** The value a resource locator's parameter holds: By ID, with the attacked value as its id. */
export const literalFor = (site: ParameterSite, given: Given) =>
	site.kind === 'resourceLocator'
		? {
				__rl: true,
				mode: 'id',
				value:
					'dateTime' in given
						? '={{ DateTime.fromISO($json.dateTime, { setZone: true }) }}'
						: '={{ $json.value }}',
			}
		: undefined;

/** Finds the probe this site accepts and where it lands. Sites whose probe lands nowhere control the run (Simplify, Output). */
export async function arm(
	lab: Lab,
	site: ParameterSite,
	siblings: ParameterSite[],
): Promise<Armed> {
	let fallback: Armed | undefined;
	for (const [probe, second] of probeCandidates(site)) {
		const value = probeValue(site, probe);
		const given: Given = { json: value };
		const outcome = await runSite(lab, site, siblings, given, literalFor(site, given));
		// A boolean is read, never sent as given: where `true` lands is some other parameter's doing.
		const spots =
			site.kind === 'boolean'
				? []
				: spotsOf(
						outcome.requests,
						(landed) =>
							isDeepStrictEqual(landed, value) ||
							landed === probe ||
							isDeepStrictEqual(landed, [probe]) ||
							(Array.isArray(value) && landed === value.join(',')),
					);
		const armed: Armed = { site, siblings, probe, second, spots, probeError: outcome.error };
		if (outcome.error === undefined && spots.length > 0 && second === probe) return armed;
		if (outcome.error === undefined && spots.length > 0) {
			// A spot that holds the probe when the parameter holds another value is some other parameter's.
			const other: Given = { json: probeValue(site, second) };
			const control = await runSite(lab, site, siblings, other, literalFor(site, other));
			armed.spots = spots.filter(
				(spot) =>
					!valuesAt(control.requests, spot).some(
						(landed) => isDeepStrictEqual(landed, value) || landed === probe,
					),
			);
			if (armed.spots.length > 0) return armed;
			continue;
		}
		fallback ??= armed;
		if (outcome.error === undefined && fallback.probeError !== undefined) fallback = armed;
	}
	return fallback!;
}
