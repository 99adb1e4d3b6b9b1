/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * An OpenAI-compatible chat model on 127.0.0.1 whose every answer a test scripts: no real model.
 * n8n's OpenAI Chat Model node posts the conversation and the tools it offers to
 * /v1/chat/completions; the script reads them and answers with a tool call or a text.
 */
import type { ServerResponse } from 'node:http';

import { startScriptedServer } from '../../support/scriptedServer';

export interface OfferedTool {
	name: string;
	description: string;
	parameters: {
		type: string;
		properties: Record<string, { type?: string; description?: string }>;
		required?: string[];
	};
}

export interface ChatMessage {
	role: 'system' | 'user' | 'assistant' | 'tool';
	content: string | null | Array<{ type: string; text?: string }>;
	tool_call_id?: string;
	tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
}

export interface ChatRequest {
	model: string;
	messages: ChatMessage[];
	tools?: Array<{ type: 'function'; function: OfferedTool }>;
	stream?: boolean;
}

export type ModelTurn =
	| { call: { name: string; args: Record<string, unknown> } }
	| { text: string };

/** What the model does next, given the conversation so far. */
export type Script = (request: ChatRequest) => ModelTurn;

export function textOf(message: ChatMessage): string {
	if (typeof message.content === 'string') return message.content;
	if (Array.isArray(message.content))
		return message.content.map((part) => part.text ?? '').join('');
	return '';
}

/** The tool results the model has seen so far, in order. */
export function toolResults(request: ChatRequest): string[] {
	return request.messages.filter((m) => m.role === 'tool').map(textOf);
}

export function userPrompt(request: ChatRequest): string {
	return textOf(request.messages.find((m) => m.role === 'user') ?? { role: 'user', content: '' });
}

export async function startScriptedModel(script: Script) {
	const requests: ChatRequest[] = [];
	let calls = 0;
	const server = await startScriptedServer((request, res) => {
		if (request.method !== 'POST' || !request.url.pathname.endsWith('/chat/completions')) {
			res.writeHead(404, { 'Content-Type': 'application/json' });
			res.end(
				JSON.stringify({
					error: { message: `not scripted: ${request.method} ${request.url.pathname}` },
				}),
			);
			return;
		}
		const chat = JSON.parse(request.body) as ChatRequest;
		requests.push(chat);
		let turn: ModelTurn;
		try {
			turn = script(chat);
		} catch (error) {
			turn = { text: `script failed: ${(error as Error).message}` };
		}
		answer(res, chat, turn, `call_${++calls}`);
	});
	return { url: `${server.origin}/v1`, requests, close: server.close };
}

function answer(res: ServerResponse, chat: ChatRequest, turn: ModelTurn, callId: string): void {
	const message =
		'call' in turn
			? {
					role: 'assistant',
					content: null,
					tool_calls: [
						{
							id: callId,
							type: 'function',
							function: { name: turn.call.name, arguments: JSON.stringify(turn.call.args) },
						},
					],
				}
			: { role: 'assistant', content: turn.text };
	const finish = 'call' in turn ? 'tool_calls' : 'stop';
	const base = {
		id: `chatcmpl-${callId}`,
		created: Math.floor(Date.now() / 1000),
		model: chat.model,
	};
	const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
	if (!chat.stream) {
		res.writeHead(200, { 'Content-Type': 'application/json' });
		res.end(
			JSON.stringify({
				...base,
				object: 'chat.completion',
				choices: [{ index: 0, message, finish_reason: finish }],
				usage,
			}),
		);
		return;
	}
	const delta =
		'call' in turn
			? {
					role: 'assistant',
					content: null,
					tool_calls: message.tool_calls?.map((call, index) => ({ index, ...call })),
				}
			: { role: 'assistant', content: turn.text };
	res.writeHead(200, { 'Content-Type': 'text/event-stream' });
	const chunk = (body: object) =>
		res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', ...body })}\n\n`);
	chunk({ choices: [{ index: 0, delta, finish_reason: null }] });
	chunk({ choices: [{ index: 0, delta: {}, finish_reason: finish }], usage });
	res.end('data: [DONE]\n\n');
}
