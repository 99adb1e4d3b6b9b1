/**
 * Cases the adversary finds broken today, each with what breaks. They run as skipped tests (named,
 * counted, never silent) until the reader that owns them is fixed; then the entry goes. Written
 * from a run's findings; a case fixed and left here still runs nowhere, so prune after a fix.
 */
export interface KnownFailure {
	/** `terminal49 v2 customField.create entityType` (siteName). */
	site: string;
	/** The case's label, or '*' for every case of the site. */
	label: string;
	finding: string;
}

export const KNOWN_FAILURES: readonly KnownFailure[] = [];

export const knownFailure = (site: string, label: string): KnownFailure | undefined =>
	KNOWN_FAILURES.find(
		(known) => known.site === site && (known.label === '*' || known.label === label),
	);
