import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { Terminal49 } from '../../../nodes/Terminal49/Terminal49.node';
import { Terminal49PollingTrigger } from '../../../nodes/Terminal49/Terminal49PollingTrigger.node';
import { CONTAINERS_TO_READ } from '../../../nodes/Terminal49/shared/catalogue/containersToRead';

function optionsOf(properties: INodeProperties[], name: string): INodePropertyOptions[] {
	const property = properties.find((candidate) => candidate.name === name);
	return (property?.options ?? []) as INodePropertyOptions[];
}

describe('CONTAINERS_TO_READ', () => {
	const sets = Object.keys(CONTAINERS_TO_READ);

	it('Get Many’s Containers to Read offers every set of the list, and Automatic besides', () => {
		const options = optionsOf(new Terminal49().description.properties, 'containersToRead');
		expect(options.map((option) => option.value)).toEqual(['auto', ...sets]);
	});

	it('the Polling Trigger’s Watch offers every set of the list, and nothing else', () => {
		const options = optionsOf(new Terminal49PollingTrigger().description.properties, 'watch');
		expect(options.map((option) => option.value)).toEqual(sets);
	});

	it('both say what each set costs in requests, in the list’s words', () => {
		const described = [
			...optionsOf(new Terminal49().description.properties, 'containersToRead'),
			...optionsOf(new Terminal49PollingTrigger().description.properties, 'watch'),
		];
		for (const [value, set] of Object.entries(CONTAINERS_TO_READ))
			for (const option of described.filter((candidate) => candidate.value === value))
				expect(option.description).toContain(set.cost);
	});
});
