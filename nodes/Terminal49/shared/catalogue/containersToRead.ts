/**
 * Which containers a read covers: the one list behind Container → Get Many's Containers to Read
 * and the Polling Trigger's Watch. Each parameter words its options for its own question (Get
 * Many adds Automatic; the trigger says what a stopped shipment means for a watch), from what
 * each set is and what reading it costs, said here once.
 */
export const CONTAINERS_TO_READ = {
	tracked: {
		label: 'Containers Still Tracked',
		what: 'The containers of the shipments Terminal49 still tracks',
		cost: 'one request per 100 shipments',
	},
	all: {
		label: 'All Containers',
		what: 'Every container of the account',
		cost: 'one request per 100 containers',
	},
} as const;

export type ContainersToRead = keyof typeof CONTAINERS_TO_READ;
