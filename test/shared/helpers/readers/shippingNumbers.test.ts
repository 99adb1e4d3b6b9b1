import fc from 'fast-check';
import { NodeOperationError } from 'n8n-workflow';

import {
	checkContainerNumber,
	CONTAINER_NUMBER_EXAMPLE,
	containerCheckDigit,
	sameContainerNumber,
	requireContainerNumber,
	requireShippingNumber,
} from '../../../../nodes/Terminal49/shared/helpers/readers/shippingNumbers';
import { containerNumber } from '../../../mock/builders';
import { seedContainers } from '../../../mock/bulkSeed';
import { seedDefault } from '../../../mock/seed';
import { createMockState } from '../../../mock/state';
import { actionNode, operationError } from '../../../support/node';

const node = actionNode(2);

describe('ISO 6346 check digit', () => {
	// ISO 6346's own example CSQU3054383, the OpenAPI's TCLU6718159, the mock's first container
	// MSKU2431002, and the example the node's hints show.
	it.each(['CSQU3054383', 'TCLU6718159', 'MSKU2431002', CONTAINER_NUMBER_EXAMPLE])(
		'%s is valid',
		(number) => {
			expect(checkContainerNumber(number)).toEqual({ valid: true, number });
		},
	);

	it('gives 0 when the sum modulo 11 is 10, as the standard says', () => {
		// The mock's builder is an independent implementation; sweep serials until one hits that case.
		const serial = Array.from({ length: 200 }, (_, i) => i).find((i) =>
			containerNumber('ABCU', i).endsWith('0'),
		)!;
		const number = containerNumber('ABCU', serial);
		expect(containerCheckDigit(number)).toBe(0);
		expect(checkContainerNumber(number).valid).toBe(true);
	});
});

describe('requireContainerNumber: the bad-number table', () => {
	it.each([
		['lower case', 'mscu1234566', 'MSCU1234566'],
		['spaces', ' MSCU 123456 6 ', 'MSCU1234566'],
		['dashes and dots', 'MSCU-123456.6', 'MSCU1234566'],
		['tab and lower case', 'cSqU\t305438-3', 'CSQU3054383'],
	])('%s are normalised away: %p → %p', (_, input, expected) => {
		expect(requireContainerNumber(node, input, 'Container Number', 0)).toBe(expected);
	});

	it.each([
		[
			'wrong check digit',
			'MSCU1234567',
			'its check digit is 7, but ISO 6346 gives 6 for MSCU123456',
		],
		['wrong check digit, lower case', 'mscu1234567', 'its check digit is 7, but ISO 6346 gives 6'],
		['too short', 'MSCU123456', 'it has 10 characters (spaces, dashes and dots aside), not 11'],
		['too long', 'MSCU12345666', 'it has 12 characters'],
		[
			'category letter',
			'MSCX1234566',
			'its fourth character must be U (freight container), J (detachable equipment) or Z (trailer or chassis), not "X"',
		],
		[
			'digit in the owner code',
			'M5CU1234566',
			'its first three characters, the owner code, must be letters',
		],
		['letter in the serial', 'MSCU12345O6', 'its last seven characters must be digits'],
		['a UUID', 'c0000000-0000-4000-8000-000000000001', 'it has 32 characters'],
	])('%s: %p is refused', (_, input, problem) => {
		const error = operationError(() => requireContainerNumber(node, input, 'Container Number', 3));
		expect(error.message).toContain(`"${input}" is not a valid container number: ${problem}`);
		expect(error.description).toContain('Container Number: a container number is four letters');
		expect(error.context.itemIndex).toBe(3);
	});

	it.each([
		['', 'Container Number must be a container number, not ""'],
		['  ', 'Container Number must be a container number, not "  "'],
		[undefined, 'Container Number must be a container number, not ""'],
		[
			{ number: 'MSCU1234566' },
			'Container Number must be a container number, not {"number":"MSCU1234566"}',
		],
		[['MSCU1234566'], 'Container Number must be a container number, not ["MSCU1234566"]'],
	])('%p is refused: %s', (input, message) => {
		expect(
			operationError(() => requireContainerNumber(node, input, 'Container Number', 0)).message,
		).toBe(message);
	});
});

describe('requireShippingNumber', () => {
	it('trims and upper-cases', () => {
		expect(requireShippingNumber(node, '  meduFR030802 ', 'Number', 0)).toBe('MEDUFR030802');
		expect(requireShippingNumber(node, 243891157, 'Number', 0)).toBe('243891157');
	});

	it.each([
		['', 'Number must be a bill of lading or booking number, not ""'],
		['MEDU1 MEDU2', '"MEDU1 MEDU2" is not one number: it contains a space'],
		['X'.repeat(65), 'is not one number: it is 65 characters long'],
		[null, 'Number must be a bill of lading or booking number, not ""'],
		[true, 'Number must be a bill of lading or booking number, not true'],
	])('%p is refused', (input, message) => {
		expect(operationError(() => requireShippingNumber(node, input, 'Number', 0)).message).toContain(
			message,
		);
	});
});

describe('number parsers, for any input', () => {
	const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
	const digit = fc.constantFrom(...'0123456789');
	const validNumber = fc
		.tuple(
			fc.array(upper, { minLength: 3, maxLength: 3 }),
			fc.constantFrom('U', 'J', 'Z'),
			fc.array(digit, { minLength: 6, maxLength: 6 }),
		)
		.map(([owner, category, serial]) => {
			const firstTen = `${owner.join('')}${category}${serial.join('')}`;
			return `${firstTen}${containerCheckDigit(firstTen)}`;
		});
	const anything = fc.oneof(
		fc.string(),
		fc.string({ unit: 'binary' }),
		fc.anything(),
		fc.integer(),
		fc.double(),
	);

	it('only ever throw a NodeOperationError with a message', () => {
		fc.assert(
			fc.property(anything, (input) => {
				for (const parse of [requireContainerNumber, requireShippingNumber]) {
					try {
						parse(node, input, 'Number', 0);
					} catch (error) {
						if (!(error instanceof NodeOperationError) || error.message === '') return false;
					}
				}
				return true;
			}),
			{ numRuns: 2000 },
		);
	});

	it('give back every valid container number written with spaces, dashes, dots and lower case', () => {
		const decoration = fc.constantFrom('', ' ', '-', '.', '  ', '\t');
		fc.assert(
			fc.property(
				validNumber,
				fc.array(decoration, { minLength: 12, maxLength: 12 }),
				fc.boolean(),
				(number, gaps, lower) => {
					const written =
						[...number].map((char, index) => `${gaps[index]}${char}`).join('') + gaps[11];
					const input = lower ? written.toLowerCase() : written;
					return requireContainerNumber(node, input, 'Number', 0) === number;
				},
			),
		);
	});

	it('refuse every valid number with its check digit changed', () => {
		fc.assert(
			fc.property(validNumber, fc.integer({ min: 1, max: 9 }), (number, shift) => {
				const mistyped = `${number.slice(0, 10)}${(Number(number[10]) + shift) % 10}`;
				return !checkContainerNumber(mistyped).valid;
			}),
		);
	});

	it('agree with the mock’s own ISO 6346 builder', () => {
		fc.assert(
			fc.property(
				fc.constantFrom('MSKU', 'TCLU', 'CMAU', 'HLXU'),
				fc.integer({ min: 0, max: 999_999 }),
				(owner, serial) => {
					return checkContainerNumber(containerNumber(owner, serial)).valid;
				},
			),
		);
	});
});

describe('the mock’s data', () => {
	it('holds only ISO 6346-valid container numbers, so By Number finds every seeded container', () => {
		const state = createMockState();
		seedDefault(state);
		seedContainers(state, 500);
		const invalid = state.containers
			.map((c) => c.attributes.number)
			.filter((number) => !checkContainerNumber(number).valid);
		expect(invalid).toEqual([]);
		expect(state.containers.length).toBe(512);
	});
});

describe('sameContainerNumber: a record re-checked against the number asked for', () => {
	it.each<[string, unknown, boolean]>([
		['the same number', 'MSKU2431002', true],
		['written with spaces, dashes, dots, in lower case', ' msku 243100-2.', true],
		['another number', 'MSKU2431003', false],
		['no number', undefined, false],
		['a number type', 2431002, false],
	])('%s', (_name, recorded, expected) => {
		expect(sameContainerNumber(recorded, 'MSKU2431002')).toBe(expected);
	});

	it('holds for any spelling that normalises to the number', () => {
		fc.assert(
			fc.property(fc.string(), (text) => {
				expect(sameContainerNumber(text, 'MSKU2431002')).toBe(
					text.replace(/[-.\s]/g, '').toUpperCase() === 'MSKU2431002',
				);
			}),
		);
	});
});
