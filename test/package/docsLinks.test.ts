/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Every relative link and anchor of the user's pages leads somewhere: README → docs/, docs/ →
 * docs/ and back to the README, CONTRIBUTING and CHANGELOG. A renamed heading or a moved page
 * fails here instead of on a reader.
 */

const root = resolve(__dirname, '..', '..');
const docs = readdirSync(join(root, 'docs'))
	.filter((name) => name.endsWith('.md'))
	.map((name) => `docs/${name}`);
const pages = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', ...docs];

/** The page without fenced code blocks and code spans, where brackets are not links. */
function prose(markdown: string): string[] {
	let fenced = false;
	return markdown.split('\n').map((line) => {
		if (/^\s*(```|~~~)/.test(line)) {
			fenced = !fenced;
			return '';
		}
		return fenced ? '' : line.replace(/`[^`\n]*`/g, 'code');
	});
}

/** GitHub's anchor for a heading: its text, lower case, without punctuation, spaces as dashes. */
function slug(heading: string): string {
	const text = heading
		.replace(/`([^`\n]*)`/g, '$1')
		.replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
		.replace(/[*_]{1,2}([^*_\n]+)[*_]{1,2}/g, '$1')
		.trim()
		.toLowerCase();
	return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
	const seen = new Map<string, number>();
	const anchors = new Set<string>();
	let fenced = false;
	for (const line of readFileSync(file, 'utf8').split('\n')) {
		if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
		const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
		if (!heading) continue;
		const base = slug(heading[1]);
		const count = seen.get(base) ?? 0;
		seen.set(base, count + 1);
		anchors.add(count === 0 ? base : `${base}-${count}`);
	}
	return anchors;
}

interface Link {
	page: string;
	line: number;
	target: string;
}

function linksOf(page: string): Link[] {
	const links: Link[] = [];
	prose(readFileSync(join(root, page), 'utf8')).forEach((text, index) => {
		for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
			links.push({ page, line: index + 1, target: match[1] });
		}
	});
	return links;
}

const links = pages.flatMap(linksOf);
const local = links.filter((link) => !/^[a-z][a-z0-9+.-]*:/i.test(link.target));

/** What is wrong with a link, or null when it leads to a file (and heading) that exist. */
function brokenBecause(link: Link): string | null {
	const [path, anchor] = link.target.split('#', 2);
	const file =
		path === '' ? join(root, link.page) : resolve(root, dirname(link.page), decodeURI(path));
	if (!file.startsWith(root)) return `leaves the repository (${relative(root, file)})`;
	if (!existsSync(file)) return `no file ${relative(root, file)}`;
	if (anchor === undefined) return null;
	if (!file.endsWith('.md') || statSync(file).isDirectory())
		return `an anchor into ${relative(root, file)}, which has no headings`;
	return anchorsOf(file).has(decodeURIComponent(anchor))
		? null
		: `no heading #${anchor} in ${relative(root, file)}`;
}

it('every relative link and anchor of the README, docs/, CONTRIBUTING and CHANGELOG resolves', () => {
	expect(local.length).toBeGreaterThan(50);
	const broken = local
		.map((link) => ({ link, why: brokenBecause(link) }))
		.filter(({ why }) => why !== null)
		.map(({ link, why }) => `${link.page}:${link.line} (${link.target}): ${why}`);
	expect(broken).toEqual([]);
});

it('the README links every page of docs/, and every page of docs/ links back to the README', () => {
	const fromReadme = new Set(
		local.filter((link) => link.page === 'README.md').map((link) => link.target.split('#')[0]),
	);
	expect(docs.filter((page) => !fromReadme.has(page))).toEqual([]);
	const backToReadme = new Set(
		local
			.filter(
				(link) => link.page.startsWith('docs/') && link.target.split('#')[0] === '../README.md',
			)
			.map((link) => link.page),
	);
	expect(docs.filter((page) => !backToReadme.has(page))).toEqual([]);
});

it('the README stays a page a new user reads to the end: about 300 lines, the reference in docs/', () => {
	const lines = readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
	expect(lines).toBeLessThanOrEqual(320);
});

describe('the anchors this test computes are the ones GitHub makes', () => {
	it.each([
		['Try it locally: `npm run demo`', 'try-it-locally-npm-run-demo'],
		['LFD alert email (`lfd-alert-email.json`)', 'lfd-alert-email-lfd-alert-emailjson'],
		[
			'Working from numbers: Search, record parameters, number rules',
			'working-from-numbers-search-record-parameters-number-rules',
		],
		[
			'Redeliveries: one run per notification, with one known gap',
			'redeliveries-one-run-per-notification-with-one-known-gap',
		],
		['Quick start: an LFD alert in five minutes', 'quick-start-an-lfd-alert-in-five-minutes'],
		['What it keeps, and past 30,000 containers', 'what-it-keeps-and-past-30000-containers'],
	])('%s → #%s', (heading, anchor) => {
		expect(slug(heading)).toBe(anchor);
	});
});
