/**
 * What a lookup table holds for a key that came from outside (an API body, a webhook, an
 * expression), or undefined. Only the table's own keys count: a plain object also answers
 * "toString" or "constructor" with Object.prototype's functions.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
	return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/**
 * Sets `key` on a record as its own field, whatever the key: a plain assignment of "__proto__"
 * would replace the record's prototype instead of adding a field.
 */
export function setOwnEntry<T>(record: Record<string, T>, key: string, value: T): void {
	Object.defineProperty(record, key, {
		value,
		enumerable: true,
		writable: true,
		configurable: true,
	});
}
