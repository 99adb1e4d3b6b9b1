/**
 * A parameter shown by another's value, saved while that value is spelled so that n8n's display
 * rule hides it (the rule matches exactly; a reader takes "TRUE" or a label). n8n then drops the
 * parameter's value before the node runs, so reading it would read its default in silence: the run
 * is refused naming the parameter that hides it, before any request. Spelled exactly, or as an
 * expression (which n8n's display rule always shows beside), the value is read.
 */
import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../mock/fixtures';
import { itRefusesBeforeAnyRequest, useMockApi, v2 } from './setup';
import type { RefusedCase } from './setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});
const route = {
	vesselId: SEED.vesselIds.maerskEssen,
	previousPortId: SEED.portIds.shanghai,
	portId: SEED.portIds.losAngeles,
};
const byImo = { imo: '9811000' };

describe('a parameter hidden by another one spelled otherwise', () => {
	const api = useMockApi();

	itRefusesBeforeAnyRequest(api, [
		[
			'Output saved as "SELECTEDFIELDS" hides Fields',
			op('vessel', 'get', { ...byImo, output: 'SELECTEDFIELDS', fields: ['name'] }),
			'Output must be "selectedFields" (Selected Fields chosen from its list), or an expression giving it, to read Fields, not "SELECTEDFIELDS"',
		],
		[
			'Output saved as its label hides Fields',
			op('vessel', 'get', { ...byImo, output: 'Selected Fields', fields: ['name'] }),
			'Output must be "selectedFields"',
		],
		[
			'Find By saved as "IMO" hides IMO Number',
			op('vessel', 'get', { findBy: 'IMO', ...byImo }),
			'Find By must be "imo" (IMO Number chosen from its list), or an expression giving it, to read IMO Number, not "IMO"',
		],
		[
			'Find By saved as " id " hides Vessel ID',
			op('vessel', 'get', { findBy: ' id ', vesselId: SEED.vesselIds.maerskEssen }),
			'Find By must be "id" (ID chosen from its list)',
		],
		[
			'Find By naming no way to find a vessel',
			op('vessel', 'get', { findBy: 'name', ...byImo }),
			'Find By must be a way to find the vessel, not "name"',
		],
		[
			'Output saved as "ALLFIELDS" hides Imminent Within Days (Container → Get)',
			op('container', 'get', {
				containerId: { __rl: true, mode: 'id', value: SEED.containerIds[0] },
				output: 'ALLFIELDS',
				imminentDays: 10,
			}),
			'Output must be "allFields" (All Fields chosen from its list), or an expression giving it, to read Imminent Within Days, not "ALLFIELDS"',
		],
		[
			'Output saved as its label hides Imminent Within Days (Shipment → Get Many)',
			op('shipment', 'getAll', { output: 'Simplified', imminentDays: 10 }),
			'Output must be "simplified" (Simplified chosen from its list)',
		],
		[
			'Output saved as "Simplified" hides Imminent Within Days (Shipment → Get)',
			op('shipment', 'get', {
				shipmentId: { __rl: true, mode: 'id', value: SEED.shipmentIds[0] },
				output: 'Simplified',
				imminentDays: 10,
			}),
			'Output must be "simplified" (Simplified chosen from its list)',
		],
		[
			'Output saved as " allfields" hides Imminent Within Days (Container → Update)',
			op('container', 'update', {
				containerId: { __rl: true, mode: 'id', value: SEED.containerIds[0] },
				updateFields: { refNumbers: 'PO-1' },
				output: ' allfields',
				imminentDays: 10,
			}),
			'Output must be "allFields" (All Fields chosen from its list)',
		],
		[
			'Start From Coordinates saved as "TRUE" hides Latitude',
			op('vessel', 'getFuturePositions', {
				...route,
				fromCoordinates: 'TRUE',
				latitude: 30.5,
				longitude: -150.25,
			}),
			'Start From Coordinates must be the boolean true (its switch turned on), or an expression giving it, to read Latitude, not "TRUE"',
		],
		[
			'Put Map in Binary File saved as "yes" hides Put Output File in Field',
			op('container', 'getMap', {
				containerId: { __rl: true, mode: 'id', value: SEED.containerIds[0] },
				asFile: 'yes',
				binaryPropertyName: 'map',
			}),
			'Put Map in Binary File must be the boolean true (its switch turned on), or an expression giving it, to read Put Output File in Field, not "yes"',
		],
	] satisfies RefusedCase[]);

	it('spelled as an expression, the controller shows the parameter and its value is read', async () => {
		const fields = await api.run(
			op('vessel', 'get', { ...byImo, output: '={{ "SELECTEDFIELDS" }}', fields: ['name'] }),
			v2,
		);
		expect(fields.items.map((item) => item.json)).toEqual([
			{ id: SEED.vesselIds.everGiven, name: 'EVER GIVEN' },
		]);
		const coordinates = await api.run(
			op('vessel', 'getFuturePositions', {
				...route,
				fromCoordinates: '={{ "TRUE" }}',
				latitude: 30.5,
				longitude: -150.25,
			}),
			v2,
		);
		expect(coordinates.error).toBeUndefined();
		expect(api.mock.requests.at(-1)?.query).toMatchObject({
			latitude: '30.5',
			longitude: '-150.25',
		});
	});
});
