import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { z } from 'zod';

import { shownValue } from '../../shared/helpers/valuesInMessages';
import { terminal49Request } from '../../shared/transport';
import { scacOf } from '../helpers/referenceIds';

/** A carrier `POST /tracking_requests/infer_number` names; a part of another shape is left out. */
const candidateSchema = z.object({
	scac: z.string().optional().catch(undefined),
	name: z.string().optional().catch(undefined),
	confidence: z.number().optional().catch(undefined),
});

type Candidate = z.infer<typeof candidateSchema>;

/** The answer is plain JSON, not a JSON:API document: how sure the API is, its choice, and the carriers it weighed. */
const predictionSchema = z.object({
	data: z.object({
		attributes: z.object({
			shipping_line: z.object({
				decision: z.unknown(),
				selected: candidateSchema.nullable().optional().catch(undefined),
				candidates: z.array(z.unknown()).catch([]),
			}),
		}),
	}),
});

function describeCandidates(candidates: Candidate[]): string {
	return candidates
		.filter((c) => typeof c.scac === 'string')
		.map((c) => {
			const confidence =
				typeof c.confidence === 'number' ? `, ${Math.round(c.confidence * 100)}%` : '';
			return `${c.scac}${c.name ? ` (${c.name}${confidence})` : ''}`;
		})
		.join(', ');
}

/** The prediction an answer holds; none (nothing decided, nothing weighed) when it holds no shipping line. */
function predictionOf(answer: unknown): {
	decision: unknown;
	selected?: Candidate | null;
	candidates: Candidate[];
} {
	const parsed = predictionSchema.safeParse(answer);
	if (!parsed.success) return { decision: undefined, candidates: [] };
	const line = parsed.data.data.attributes.shipping_line;
	const candidates = line.candidates.flatMap((value) => {
		const candidate = candidateSchema.safeParse(value);
		return candidate.success ? [candidate.data] : [];
	});
	return { decision: line.decision, selected: line.selected, candidates };
}

/**
 * The carrier Terminal49 predicts for a number. Only a confident prediction (`auto_select`) is
 * used: tracking under a guessed carrier would only fail later, after the request was spent.
 */
export async function inferScac(
	this: IExecuteFunctions,
	number: string,
	itemIndex: number,
): Promise<string> {
	const line = predictionOf(
		await terminal49Request.call(this, {
			method: 'POST',
			path: '/tracking_requests/infer_number',
			body: { number },
			itemIndex,
			plainJson: true,
		}),
	);
	const { selected } = line;
	if (
		line.decision === 'auto_select' &&
		typeof selected?.scac === 'string' &&
		selected.scac.trim() !== ''
	) {
		// Read as a SCAC the user types is read: an answer spelled otherwise is never sent as a carrier.
		const scac = scacOf(selected.scac);
		if (scac !== undefined) return scac;
		throw new NodeOperationError(
			this.getNode(),
			`Terminal49 predicted the carrier ${shownValue(selected.scac)} for ${shownValue(number)}, which is not a SCAC (four letters)`,
			{
				description:
					'Nothing was tracked. Choose the carrier instead of Auto-Detect, or give its SCAC with an expression, and run again.',
				itemIndex,
			},
		);
	}
	const listed = describeCandidates(line.candidates);
	throw new NodeOperationError(
		this.getNode(),
		line.decision === 'needs_confirmation' && listed !== ''
			? `Terminal49 is not sure which carrier ${shownValue(number)} belongs to: ${listed}`
			: `Terminal49 could not tell which carrier ${shownValue(number)} belongs to`,
		{
			description:
				'Nothing was tracked. Choose the carrier instead of Auto-Detect, or give its SCAC with an expression, and run again.',
			itemIndex,
		},
	);
}
