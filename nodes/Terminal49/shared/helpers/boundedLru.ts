/**
 * A map that holds at most `capacity` entries: setting an entry makes it the newest, and past the
 * capacity the oldest is forgotten. What a process keeps per workflow or webhook stays bounded
 * however many come and go. Reading does not refresh an entry.
 */
export class BoundedLru<K, V> {
	// A Map keeps insertion order: its first key is the oldest.
	private readonly entries = new Map<K, V>();

	constructor(readonly capacity: number) {}

	get size(): number {
		return this.entries.size;
	}

	get(key: K): V | undefined {
		return this.entries.get(key);
	}

	has(key: K): boolean {
		return this.entries.has(key);
	}

	/** Sets `key` as the newest entry, then forgets the oldest ones past the capacity. */
	set(key: K, value: V): void {
		this.entries.delete(key);
		this.entries.set(key, value);
		while (this.entries.size > this.capacity)
			this.entries.delete(this.entries.keys().next().value as K);
	}

	delete(key: K): boolean {
		return this.entries.delete(key);
	}

	clear(): void {
		this.entries.clear();
	}
}
