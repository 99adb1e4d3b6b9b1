/**
 * What an operation says of its output, once: `outputProperties` builds the parameters from it and
 * `readOutputChoice` reads them by it, so the two cannot disagree.
 */
export interface OutputOptions {
	/** Version 1's Simplify description, where the operation has its own. */
	simplifyDescription?: string;
	/** The records are or carry containers: Imminent Within Days is shown under Output. */
	demurrage?: boolean;
	/** The operation places Imminent Within Days itself (Container → Get Many, beside its filters). */
	imminentDaysElsewhere?: boolean;
	/** Version 1 always returned the flat record (a write's answer), so it had no Simplify. */
	v1AlwaysFlat?: boolean;
}

/** Whether Output's value shows Imminent Within Days, so that Output saved in another spelling hides it. */
export function imminentDaysUnderOutput(options: OutputOptions): boolean {
	return options.demurrage === true && options.imminentDaysElsewhere !== true;
}
