/** The median of several runs and how far they spread. */
export interface Spread {
	median: number;
	min: number;
	max: number;
	runs: number;
}

export function spread(values: readonly number[]): Spread {
	if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: 0 };
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	const median =
		sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
	return { median, min: sorted[0], max: sorted[sorted.length - 1], runs: sorted.length };
}

/** "1.013 (1.011–1.016, 3 runs)" */
export function formatSpread(value: Spread, format: (n: number) => string): string {
	if (value.runs === 0) return 'n/a';
	if (value.runs === 1) return `${format(value.median)} (1 run)`;
	return `${format(value.median)} (${format(value.min)}–${format(value.max)}, ${value.runs} runs)`;
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
export const milliseconds = (ms: number, digits = 1): string => `${ms.toFixed(digits)} ms`;
export const ratio = (value: number): string => `${value.toFixed(3)}×`;
export const mebibytes = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(2)} MiB`;
