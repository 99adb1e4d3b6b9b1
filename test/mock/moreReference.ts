import { mockUuid, type MockState } from './state';

/** Records the rest of the API serves (issue 14): metro areas, vessels and parties. */

export interface MetroAreaResource {
	id: string;
	type: 'metro_area';
	attributes: {
		name: string;
		code: string;
		state_abbr: string | null;
		country_code: string;
		time_zone: string;
		latitude: number | null;
		longitude: number | null;
	};
}

export interface VesselPosition {
	latitude: number;
	longitude: number;
	heading: number | null;
	timestamp: string;
	estimated: boolean;
}

export interface VesselResource {
	id: string;
	type: 'vessel';
	attributes: {
		name: string;
		imo: string | null;
		mmsi: string | null;
		latitude: number | null;
		longitude: number | null;
		nautical_speed_knots: number | null;
		navigational_heading_degrees: number | null;
		position_timestamp: string | null;
		positions?: VesselPosition[] | null;
	};
}

export interface PartyResource {
	id: string;
	type: 'party';
	attributes: { company_name: string };
	links?: { self: string };
}

export const MORE_SEED = {
	metroAreaIds: { chicago: mockUuid('metro_area', 1), losAngeles: mockUuid('metro_area', 2) },
	vesselIds: { maerskEssen: mockUuid('vessel', 1), mscAnisha: mockUuid('vessel', 2), everGiven: mockUuid('vessel', 3) },
	partyIds: [mockUuid('party', 1), mockUuid('party', 2), mockUuid('party', 3)],
} as const;

/** Two metro areas, the seed's vessels (IMO numbers with valid check digits) and three parties. */
export function seedMoreReference(state: MockState): void {
	state.metroAreas.push(
		{
			id: MORE_SEED.metroAreaIds.chicago,
			type: 'metro_area',
			attributes: { name: 'Chicago', code: 'USCHI', state_abbr: 'IL', country_code: 'US', time_zone: 'America/Chicago', latitude: 41.8781, longitude: -87.6298 },
		},
		{
			id: MORE_SEED.metroAreaIds.losAngeles,
			type: 'metro_area',
			attributes: { name: 'Los Angeles', code: 'USLAX', state_abbr: 'CA', country_code: 'US', time_zone: 'America/Los_Angeles', latitude: 33.7406, longitude: -118.2712 },
		},
	);
	const vessel = (id: string, name: string, imo: string, mmsi: string, latitude: number, longitude: number): VesselResource => ({
		id,
		type: 'vessel',
		attributes: {
			name,
			imo,
			mmsi,
			latitude,
			longitude,
			nautical_speed_knots: 14.2,
			navigational_heading_degrees: 51,
			position_timestamp: '2025-05-23T19:14:22Z',
		},
	});
	state.vessels.push(
		vessel(MORE_SEED.vesselIds.maerskEssen, 'MAERSK ESSEN', '9456771', '219018671', 33.1, -140.2),
		vessel(MORE_SEED.vesselIds.mscAnisha, 'MSC ANISHA R.', '9227297', '636091799', 40.2, -60.5),
		vessel(MORE_SEED.vesselIds.everGiven, 'EVER GIVEN', '9811000', '353136000', 25.29845, 121.217),
	);
	state.parties.push(
		...['Acme Imports', 'Sodor Steamworks', 'Globex Logistics'].map((name, index) => ({
			id: MORE_SEED.partyIds[index],
			type: 'party' as const,
			attributes: { company_name: name },
		})),
	);
}
