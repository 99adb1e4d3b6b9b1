import type { INodeProperties, INodePropertyMode } from 'n8n-workflow';

import { Terminal49 } from '../../nodes/Terminal49/Terminal49.node';
import { shownInVersion } from '../support/versions';

/** Version 2's record parameters: same names as version 1, locators with From List first and the default. */
const { properties } = new Terminal49().description;

function shownFor(resource: string, operation: string, name: string, version: number): INodeProperties[] {
	return properties.filter((p) => {
		const show = p.displayOptions?.show;
		if (p.name !== name || !shownInVersion(p.displayOptions, version)) return false;
		return show?.resource?.includes(resource) && show.operation?.includes(operation);
	});
}

it.each([
	['container', ['get', 'refresh', 'getTransportEvents', 'getRawEvents'], 'containerId', ['list', 'number', 'id']],
	['shipment', ['get', 'stopTracking', 'resumeTracking', 'update'], 'shipmentId', ['list', 'number', 'id', 'url']],
	['trackingRequest', ['get'], 'trackingRequestId', ['list', 'number', 'id']],
])('%s: version 2 shows one %s locator per operation, From List first and chosen', (resource, operations, name, modes) => {
	for (const operation of operations) {
		const [v2, ...others] = shownFor(resource, operation, name as string, 2);
		expect(others).toHaveLength(0);
		expect(v2.type).toBe('resourceLocator');
		expect(v2.default).toEqual({ mode: 'list', value: '' });
		expect((v2.modes as INodePropertyMode[]).map((m) => m.name)).toEqual(modes);
		expect(shownFor(resource, operation, name as string, 1)).toHaveLength(1);
	}
});

it('version 1 keeps Container ID as plain text', () => {
	const [v1] = shownFor('container', 'get', 'containerId', 1);
	expect(v1).toMatchObject({ type: 'string', default: '', displayName: 'Container ID' });
});
