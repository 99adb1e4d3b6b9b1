import fc from 'fast-check';

import {
	requireCoordinate,
	requireImo,
	requireScac,
	requireUuidOrLocode,
} from '../../../nodes/Terminal49/actions/helpers/referenceIds';
import { actionNode } from '../../support/node';

const node = actionNode(2);

const checkDigit = (six: string) =>
	[...six].reduce((sum, digit, index) => sum + Number(digit) * (7 - index), 0) % 10;

describe('IMO numbers', () => {
	it.each(['9811000', '9456771', '9227297', 'IMO 9811000', 'imo:9811000', 9811000])(
		'accepts %s',
		(value) => {
			expect(requireImo(node, value, 'IMO Number', 0)).toMatch(/^\d{7}$/);
		},
	);

	it('accepts exactly one last digit for every six-digit start', () => {
		fc.assert(
			fc.property(fc.stringMatching(/^\d{6}$/), fc.integer({ min: 0, max: 9 }), (six, last) => {
				const accepted = (() => {
					try {
						requireImo(node, `${six}${last}`, 'IMO Number', 0);
						return true;
					} catch {
						return false;
					}
				})();
				return accepted === (last === checkDigit(six));
			}),
		);
	});

	it('never throws anything but its own error, on any text', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 200 }), (text) => {
				try {
					requireImo(node, text, 'IMO Number', 0);
				} catch (error) {
					expect((error as Error).message).toMatch(/IMO Number/);
				}
			}),
		);
	});
});

describe('UN/LOCODEs, SCACs, coordinates', () => {
	it.each([
		['USLAX', 'USLAX'],
		[' cnsha ', 'CNSHA'],
		['US LAX', 'USLAX'],
		['DE2HA', 'DE2HA'],
	])('LOCODE %j is %s', (value, expected) => {
		expect(requireUuidOrLocode(node, value, 'Port ID or LOCODE', 0)).toBe(expected);
	});

	it.each(['USLA', 'USLAXX', 'US1AX', '12LAX', 'US-LA'])('refuses LOCODE %s', (value) => {
		expect(() => requireUuidOrLocode(node, value, 'Port ID or LOCODE', 0)).toThrow(
			/is not a valid Port ID or LOCODE/,
		);
	});

	it.each([
		['maeu', 'MAEU'],
		[' MSCU ', 'MSCU'],
	])('SCAC %j is %s', (value, expected) => {
		expect(requireScac(node, value, 'SCAC', 0)).toBe(expected);
	});

	it('coordinates given as numbers: kept within range, refused beyond it', () => {
		fc.assert(
			fc.property(fc.double({ min: -400, max: 400, noNaN: true }), (degrees) => {
				let kept: number | undefined;
				try {
					kept = requireCoordinate(node, degrees, 'Longitude', 0);
				} catch {
					kept = undefined;
				}
				return Math.abs(degrees) <= 180 ? kept === degrees : kept === undefined;
			}),
		);
	});

	it('coordinates given as text: any exact spelling within range is kept as that number; anything else refused', () => {
		fc.assert(
			fc.property(fc.double({ min: -200, max: 200, noNaN: true }), (degrees) => {
				const text = String(degrees);
				let kept: number | undefined;
				try {
					kept = requireCoordinate(node, text, 'Latitude', 0);
				} catch {
					kept = undefined;
				}
				return Math.abs(degrees) <= 90 ? kept === degrees : kept === undefined;
			}),
		);
	});
});
