import type { Environment } from './environment';

export interface RunOptions {
	/** Clean runs to measure; the median and spread are reported. */
	runs: number;
	/** Scenarios at the rate limit also measure one run with a burst of 429s injected mid-way. */
	burst: boolean;
	/** A small, fast version that only proves the scenario works; its numbers are not recorded. */
	smoke: boolean;
	log(line: string): void;
}

/** A scenario's line in the summary table of RESULTS.md. */
export interface SummaryRow {
	target: string;
	result: string;
	/** null: nothing to judge (not measured). */
	met: boolean | null;
}

export interface Scenario<Data> {
	/** CLI and file name: `npm run bench -- return-all`, bench/results/return-all.json. */
	name: string;
	/** Section heading in RESULTS.md, e.g. "1. Return All of 30,000 containers". */
	title: string;
	defaultRuns: number;
	/** Why the scenario cannot run in this setup, or null when it can. */
	unavailable(): string | null;
	measure(options: RunOptions): Promise<Data>;
	summarize(data: Data): SummaryRow;
	/** The section's Markdown, below its heading. */
	render(data: Data): string;
}

/** What bench/results/<name>.json holds: one scenario's raw measurements and where they were taken. */
export interface Recorded<Data = unknown> {
	scenario: string;
	recordedAt: string;
	environment: Environment;
	command: string;
	data: Data;
}
