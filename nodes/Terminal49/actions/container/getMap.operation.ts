import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { z } from 'zod';

import { unexpectedAnswer } from '../helpers/unexpectedAnswer';
import { apiPath, terminal49Request } from '../../shared/transport';
import type { ItemsWithBinary } from '../helpers/types';
import { readOutputFileField } from '../helpers/fileField';
import { containerIdOf, containerLocator } from './locator';
import { readBoolean } from '../../shared/helpers/readers/boolean';
import { requireShown } from '../../shared/helpers/readers/displayRules';

const properties: INodeProperties[] = [
	...containerLocator('The container whose map to get'),
	{
		displayName: 'Put Map in Binary File',
		name: 'asFile',
		type: 'boolean',
		default: false,
		description:
			'Whether to also return the map as a .geojson file, to attach to an email or upload to a mapping tool',
	},
	{
		displayName: 'Put Output File in Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		required: true,
		displayOptions: { show: { asFile: [true] } },
		hint: 'The name of the output binary field to put the file in',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['container'], operation: ['getMap'] } },
	properties,
);

const featureCollection = z
	.object({
		type: z.literal('FeatureCollection'),
		features: z.array(
			z
				.object({
					type: z.literal('Feature'),
					geometry: z.unknown(),
					properties: z.record(z.unknown()).nullish(),
				})
				.passthrough(),
		),
	})
	.passthrough();

/**
 * The container's map as GeoJSON (ports, the vessel now, its past path, the estimated route), a
 * paid feature. JSON always; with Put Map in Binary File, the same bytes as a .geojson file.
 */
export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<ItemsWithBinary> {
	const node = this.getNode();
	const id = await containerIdOf.call(this, itemIndex);
	const givenAsFile = this.getNodeParameter('asFile', itemIndex, false);
	const asFile = readBoolean(this.getNode(), givenAsFile, 'Put Map in Binary File', itemIndex);
	if (asFile) {
		requireShown(
			node,
			'binaryPropertyName',
			'Put Output File in Field',
			{
				parameter: 'Put Map in Binary File',
				given: givenAsFile,
				shows: 'the boolean true (its switch turned on)',
			},
			itemIndex,
		);
	}
	const property = asFile
		? readOutputFileField(
				node,
				this.getNodeParameter('binaryPropertyName', itemIndex, 'data'),
				itemIndex,
			)
		: '';
	const answer = featureCollection.safeParse(
		await terminal49Request.call(this, {
			method: 'GET',
			path: apiPath`/containers/${id}/map_geojson`,
			subject: { label: 'container', id },
			paidFeature: 'The container map (routing data)',
			itemIndex,
		}),
	);
	if (!answer.success) throw unexpectedAnswer(node, `GET /containers/${id}/map_geojson`, itemIndex);
	const json = answer.data as IDataObject;
	if (!asFile) return { items: [{ json }] };
	const file = await this.helpers.prepareBinaryData(
		Buffer.from(JSON.stringify(json)),
		`container-${id}.geojson`,
		'application/geo+json',
	);
	return { items: [{ json, binary: { [property]: file } }] };
}
