import fc from 'fast-check';

import { definitionSummary } from '../../../nodes/Terminal49/shared/customFields/describe';

const field = (displayName: string, dataType: string, description?: string) => ({
	apiSlug: 'broker_notified_at',
	displayName,
	dataType,
	description,
});

describe('a custom field’s summary in a dropdown', () => {
	it.each([
		[
			'the name and type again',
			field('Broker notified at', 'datetime', 'Broker notified at (datetime)'),
			'broker_notified_at, date and time',
		],
		[
			'the type in words, any case and punctuation',
			field('Broker notified at', 'datetime', 'BROKER NOTIFIED AT — date and time.'),
			'broker_notified_at, date and time',
		],
		[
			'the slug',
			field('Broker notified at', 'datetime', 'broker_notified_at'),
			'broker_notified_at, date and time',
		],
		[
			'no description',
			field('Broker notified at', 'datetime'),
			'broker_notified_at, date and time',
		],
		[
			'an empty one',
			field('Broker notified at', 'datetime', '  '),
			'broker_notified_at, date and time',
		],
		[
			'something more',
			field('Broker notified at', 'datetime', 'When the customs broker got the arrival notice'),
			'broker_notified_at, date and time. When the customs broker got the arrival notice',
		],
		[
			'the name with a word more',
			field('Broker notified at', 'datetime', 'Broker notified at (local time)'),
			'broker_notified_at, date and time. Broker notified at (local time)',
		],
		[
			'a data type not known here, as the API spells it',
			field('Broker notified at', 'geo_point', 'Broker notified at (geo_point)'),
			'broker_notified_at, geo_point',
		],
	])('%s', (_title, definition, summary) => {
		expect(definitionSummary(definition)).toBe(summary);
	});

	it('keeps every description that holds a word beyond the name, slug and type, as written', () => {
		fc.assert(
			fc.property(fc.stringMatching(/^[a-z]{3,12}$/), (word) => {
				fc.pre(!['broker', 'notified', 'at', 'date', 'and', 'time', 'datetime'].includes(word));
				const description = `Broker notified at ${word}`;
				expect(definitionSummary(field('Broker notified at', 'datetime', description))).toBe(
					`broker_notified_at, date and time. ${description}`,
				);
			}),
		);
	});
});
