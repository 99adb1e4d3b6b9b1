/**
 * What every probe of the code-space check (codeSpace.ts) shares: the outcome of a read, and the
 * characters a reader may trim or end an entry at.
 */
import type { CharClass } from './codeClasses';
import { plain } from './codeClasses';

export const REFUSED = 'refused';
export type Outcome = unknown;

/** The reader's answer, or REFUSED when it names none or throws. */
export const attempt = (read: () => unknown): Outcome => {
	try {
		const value = read();
		return value === undefined ? REFUSED : value;
	} catch {
		return REFUSED;
	}
};

/** One way a reader is given a code point, and the outcomes each class allows. */
export interface Probe {
	reader: string;
	position: string;
	read(char: string): Outcome;
	allowed(char: string, charClass: CharClass): Outcome[];
}

export const digitOf = (char: string) => Number(plain(char));
export const isAsciiListEnd = (char: string) => [',', '\t', '\n', '\r'].includes(char);
export const isChoiceListEnd = (char: string) => [',', ';', '|', '\t', '\n', '\r'].includes(char);
/** What a reader may trim from around a value: spaces, line breaks, invisibles, and the tab (a separator that is also white space). */
export const blank = (charClass: CharClass, char = '') =>
	charClass === 'space' || charClass === 'line break' || charClass === 'invisible' || char === '\t';
