import type { INodeProperties, INodePropertyOptions, INodeTypeDescription } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { Terminal49Api } from '../../credentials/Terminal49Api.credentials';
import actionCodex from '../../nodes/Terminal49/Terminal49.node.json';
import { Terminal49 } from '../../nodes/Terminal49/Terminal49.node';
import pollingCodex from '../../nodes/Terminal49/Terminal49PollingTrigger.node.json';
import triggerCodex from '../../nodes/Terminal49/Terminal49Trigger.node.json';
import { Terminal49Trigger } from '../../nodes/Terminal49/Terminal49Trigger.node';

/** What a new user meets in n8n's nodes panel and editor before running anything. */

const codices = { action: actionCodex, trigger: triggerCodex, polling: pollingCodex };

function urlsIn(value: unknown): string[] {
	if (typeof value === 'string') return value.startsWith('http') ? [value] : [];
	if (Array.isArray(value)) return value.flatMap(urlsIn);
	if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(urlsIn);
	return [];
}

function allProperties(properties: INodeProperties[]): INodeProperties[] {
	return properties.flatMap((property) => [
		property,
		...allProperties(
			(property.options ?? []).filter(
				(o): o is INodeProperties => 'displayName' in o && 'type' in o,
			),
		),
	]);
}

describe('the nodes panel', () => {
	it.each(Object.entries(codices))(
		'searching "container tracking" finds the %s node (codex aliases)',
		(_, codex) => {
			expect(codex.alias).toEqual(
				expect.arrayContaining(['container tracking', 'shipment tracking']),
			);
		},
	);

	it("the Terminal49 entry, which n8n describes with the trigger's description, covers tracking and triggering", () => {
		const trigger = new Terminal49Trigger().description.description;
		expect(trigger).toMatch(/^Track ocean containers and shipments with Terminal49/);
		expect(trigger).toMatch(/start a workflow/);
		expect(new Terminal49().description.description).toMatch(
			/^Track ocean containers and shipments with Terminal49/,
		);
	});

	it('every link into Terminal49’s docs names a page its docs have (the one on getting an API key)', () => {
		// Pages of docs/api-docs in Terminal49's own docs repository (Terminal49/API); there is no authentication guide.
		const pages = [
			'getting-started/start-here',
			'in-depth-guides/webhooks',
			'in-depth-guides/rate-limiting',
		];
		const links = [...urlsIn(codices), new Terminal49Api().documentationUrl].filter((url) =>
			url.startsWith('https://terminal49.com/docs/'),
		);
		expect(links.length).toBeGreaterThan(0);
		for (const url of links)
			expect(pages.map((page) => `https://terminal49.com/docs/api-docs/${page}`)).toContain(url);
		expect(new Terminal49Api().documentationUrl).toBe(
			'https://terminal49.com/docs/api-docs/getting-started/start-here',
		);
	});

	it('no docs link has an anchor, which n8n breaks by appending its own parameters after it', () => {
		const urls = [...urlsIn(codices), new Terminal49Api().documentationUrl];
		expect(urls.length).toBeGreaterThan(6);
		for (const url of urls) expect(url).not.toContain('#');
	});
});

/**
 * The actions n8n's nodes panel offers for a resource, found as its editor finds them
 * (useActionsGeneration.ts, resourceCategories): the first Operation property that shows for the
 * resource and whose `@version` holds one of the node's versions as a plain number; a `_cnd`
 * condition counts for nothing there. No `@version`: every version.
 */
function panelActions(description: INodeTypeDescription, resource: string): string[] {
	const versions = Array.isArray(description.version) ? description.version : [description.version];
	const operations = description.properties.find((property) => {
		const forResource =
			property.name === 'operation' && property.displayOptions?.show?.resource?.includes(resource);
		const listed = property.displayOptions?.show?.['@version'];
		return (
			forResource &&
			(listed === undefined ||
				listed.some((version) => typeof version === 'number' && versions.includes(version)))
		);
	});
	return ((operations?.options ?? []) as INodePropertyOptions[]).map((option) =>
		String(option.value),
	);
}

describe('the nodes panel’s actions', () => {
	const action = new Terminal49().description as INodeTypeDescription;
	const resources = (
		(action.properties.find((p) => p.name === 'resource')?.options ?? []) as INodePropertyOptions[]
	).map((o) => String(o.value));
	const latest = Math.max(...(action.version as number[]));

	it.each(resources)(
		'%s: the panel offers every operation the latest version shows',
		(resource) => {
			const node = { typeVersion: latest, parameters: { resource } } as never;
			const shown = action.properties
				.filter(
					(p) =>
						p.name === 'operation' &&
						NodeHelpers.displayParameter({ resource, '@version': latest }, p, node, action),
				)
				.flatMap((p) => ((p.options ?? []) as INodePropertyOptions[]).map((o) => String(o.value)));
			expect(shown.length).toBeGreaterThan(0);
			expect(panelActions(action, resource).sort()).toEqual(shown.sort());
		},
	);

	it('Set Many and Get Route are among them', () => {
		expect(panelActions(action, 'customField')).toContain('setMany');
		expect(panelActions(action, 'container')).toContain('getRoute');
	});
});

describe('the editor', () => {
	const action = new Terminal49().description as INodeTypeDescription;

	it('every locator mode label fits n8n\'s mode selector (it cut "By Number" to "By Numb")', () => {
		const labels = new Set(
			allProperties(action.properties)
				.flatMap((property) => property.modes ?? [])
				.map((mode) => mode.displayName),
		);
		expect(labels).toContain('Number');
		// n8n's own "From list" fits in its wider letters; anything else as short as "By URL".
		for (const label of labels)
			expect(label.length <= 6 || /^From list$/i.test(label) ? label : `${label} (too long)`).toBe(
				label,
			);
	});

	// n8n's lint makes an action sentence case and turns "Re-classify" into "Re classify", so the actions say "again".
	it('document actions read "Classify / Extract / Link a document again", not "Re classify"; values unchanged', () => {
		const operation = action.properties.find(
			(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes('document'),
		);
		const options = (operation?.options ?? []) as Array<{
			value: string;
			action?: string;
			name: string;
		}>;
		const byValue = Object.fromEntries(options.map((o) => [o.value, o.action]));
		expect(byValue).toMatchObject({
			reClassify: 'Classify a document again',
			reExtract: 'Extract a document again',
			reLink: 'Link a document again',
		});
	});
});
