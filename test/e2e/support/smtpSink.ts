/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * A tiny SMTP server on loopback that accepts every message and keeps it: enough of RFC 5321 for
 * nodemailer (n8n's Send Email) without TLS or login: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
 */
import net from 'node:net';

export interface ReceivedMail {
	from: string;
	to: string[];
	/** Header names lower-cased; values unfolded and, for encoded words, decoded. */
	headers: Record<string, string>;
	subject: string;
	/** The text body, transfer encoding undone (quoted-printable, base64 or 7bit). */
	text: string;
	/** The HTML part, transfer encoding undone; undefined when the message has none. */
	html?: string;
	/** The message as received. */
	raw: string;
	receivedAt: Date;
}

export interface SmtpSink {
	host: string;
	port: number;
	messages: ReceivedMail[];
	/** Called for every message received. */
	onMessage?: (mail: ReceivedMail) => void;
	/** Resolves with the first message received after `since` messages (default: any new one). */
	waitForMessage(options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
	close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
	const bytes = text
		.replace(/=\r?\n/g, '')
		.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
	return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** =?UTF-8?Q?…?= and =?UTF-8?B?…?= words in a header. */
function decodeWords(value: string): string {
	return value
		.replace(/\?=\s+=\?/g, '?==?')
		.replace(
			/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
			(_, _charset: string, kind: string, data: string) =>
				kind.toUpperCase() === 'B'
					? Buffer.from(data, 'base64').toString('utf8')
					: decodeQuotedPrintable(data.replace(/_/g, ' ')),
		);
}

function parseHeaders(block: string): Record<string, string> {
	const headers: Record<string, string> = {};
	for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
		const colon = line.indexOf(':');
		if (colon > 0)
			headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
				line.slice(colon + 1).trim(),
			);
	}
	return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
	switch ((encoding ?? '').toLowerCase()) {
		case 'quoted-printable':
			return decodeQuotedPrintable(body);
		case 'base64':
			return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
		default:
			return body;
	}
}

/**
 * The first part of this media type (`text/plain`, `text/html`), looked for inside nested
 * multiparts too (an email with an attachment: mixed → alternative → plain and HTML). A message
 * that is not multipart is its own text/plain part.
 */
function partOf(
	headers: Record<string, string>,
	body: string,
	type: string,
	depth = 0,
): string | undefined {
	const contentType = (headers['content-type'] ?? 'text/plain').toLowerCase();
	const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
	if (!boundary || depth > 4)
		return contentType.startsWith(type)
			? decodeBody(body, headers['content-transfer-encoding'])
			: undefined;
	for (const part of body.split(`--${boundary}`)) {
		const split = part.search(/\r?\n\r?\n/);
		if (split < 0) continue;
		const partHeaders = parseHeaders(part.slice(0, split).trim());
		const found = partOf(
			partHeaders,
			part
				.slice(split)
				.replace(/^\r?\n\r?\n/, '')
				.replace(/\r?\n$/, ''),
			type,
			depth + 1,
		);
		if (found !== undefined) return found;
	}
	return undefined;
}

/** What the demo keeps of a message, by file extension: the text (with its envelope), the HTML part, the whole message. */
export function mailFiles(mail: ReceivedMail): { txt: string; html?: string; eml: string } {
	return {
		txt: `From: ${mail.from}\nTo: ${mail.to.join(', ')}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
		...(mail.html === undefined ? {} : { html: mail.html }),
		eml: mail.raw,
	};
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
	const split = raw.search(/\r?\n\r?\n/);
	const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
	const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
	return {
		...envelope,
		headers,
		subject: headers.subject ?? '',
		text: (partOf(headers, body, 'text/plain') ?? '').replace(/\r\n/g, '\n'),
		html: partOf(headers, body, 'text/html'),
		raw,
		receivedAt: new Date(),
	};
}

export async function startSmtpSink(
	options: { port?: number; host?: string } = {},
): Promise<SmtpSink> {
	const host = options.host ?? '127.0.0.1';
	const messages: ReceivedMail[] = [];
	const waiters = new Set<() => void>();
	const sockets = new Set<net.Socket>();

	const server = net.createServer((socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
		socket.on('error', () => socket.destroy());
		socket.setEncoding('utf8');
		let buffer = '';
		let inData = false;
		let data: string[] = [];
		let envelope: { from: string; to: string[] } = { from: '', to: [] };
		const reply = (line: string): void => {
			if (!socket.destroyed) socket.write(`${line}\r\n`);
		};
		reply('220 t49-smtp-sink ready');
		socket.on('data', (chunk: string) => {
			buffer += chunk;
			let eol: number;
			while ((eol = buffer.indexOf('\r\n')) >= 0) {
				const line = buffer.slice(0, eol);
				buffer = buffer.slice(eol + 2);
				if (inData) {
					if (line === '.') {
						inData = false;
						const mail = parseMail(data.join('\r\n'), envelope);
						messages.push(mail);
						sink.onMessage?.(mail);
						for (const wake of [...waiters]) wake();
						envelope = { from: '', to: [] };
						data = [];
						reply('250 OK: queued');
					} else {
						data.push(line.startsWith('..') ? line.slice(1) : line);
					}
					continue;
				}
				const verb = line.slice(0, 4).toUpperCase();
				if (verb === 'EHLO') {
					reply('250-t49-smtp-sink');
					reply('250-8BITMIME');
					reply('250 SMTPUTF8');
				} else if (verb === 'HELO') reply('250 t49-smtp-sink');
				else if (verb === 'MAIL') {
					envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
					reply('250 OK');
				} else if (verb === 'RCPT') {
					envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
					reply('250 OK');
				} else if (verb === 'DATA') {
					inData = true;
					reply('354 End data with <CR><LF>.<CR><LF>');
				} else if (verb === 'RSET') {
					envelope = { from: '', to: [] };
					reply('250 OK');
				} else if (verb === 'NOOP') reply('250 OK');
				else if (verb === 'QUIT') {
					reply('221 Bye');
					socket.end();
				} else reply('502 Command not implemented');
			}
		});
	});

	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(options.port ?? 0, host, () => {
			server.off('error', reject);
			resolve();
		});
	});
	const address = server.address();
	const port = typeof address === 'object' && address ? address.port : 0;

	const sink: SmtpSink = {
		host,
		port,
		messages,
		waitForMessage({ since = messages.length, timeoutMs = 30_000 } = {}) {
			return new Promise((resolve, reject) => {
				const check = (): boolean => {
					if (messages.length > since) {
						waiters.delete(wake);
						clearTimeout(timer);
						resolve(messages[since]);
						return true;
					}
					return false;
				};
				const wake = (): void => {
					check();
				};
				const timer = setTimeout(() => {
					waiters.delete(wake);
					reject(new Error(`no email arrived at the SMTP sink within ${timeoutMs} ms`));
				}, timeoutMs);
				waiters.add(wake);
				check();
			});
		},
		close() {
			for (const socket of sockets) socket.destroy();
			return new Promise((resolve) => server.close(() => resolve()));
		},
	};
	return sink;
}
