/** The pure parts of progressTicker.cjs, for its tests. */
export function packagesSoFar(dir: string): number;
export function cacheEntries(cacheDir: string | undefined): number;
export function progressLine(progress: {
	label: string;
	indent: string;
	packages: number;
	fetched: number;
	seconds: number;
}): string;
