// Preloaded into n8n (NODE_OPTIONS="--require <this file>") by the end-to-end tests: writes one
// line per outbound DNS lookup or TCP connect that is not to loopback to $NETLOG_FILE (default:
// stderr), so a test can assert that n8n called nowhere. Diagnostic only: it blocks nothing.
'use strict';
const fs = require('fs');
const dns = require('dns');
const net = require('net');
const file = process.env.NETLOG_FILE;
const isLocal = (h) =>
	!h || h === 'localhost' || /^127\./.test(h) || h === '::1' || h === '0.0.0.0' || h === '::';
function log(kind, host, port) {
	if (isLocal(String(host))) return;
	const stack = new Error().stack
		.split('\n')
		.slice(3, 9)
		.map((l) => l.trim())
		.join(' | ');
	const line = `[netlog pid=${process.pid}] ${new Date().toISOString()} ${kind} ${host}${port ? ':' + port : ''} :: ${stack}\n`;
	if (file) fs.appendFileSync(file, line);
	else process.stderr.write(line);
}
for (const mod of [dns, dns.promises]) {
	for (const fn of ['lookup', 'resolve', 'resolve4', 'resolve6']) {
		const orig = mod[fn];
		if (typeof orig !== 'function') continue;
		mod[fn] = function (host, ...rest) {
			log('dns.' + fn, host);
			return orig.call(this, host, ...rest);
		};
	}
}
const origConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
	try {
		let o = args[0];
		if (Array.isArray(o)) o = o[0];
		if (o && typeof o === 'object')
			log('tcp.connect', o.host || (o.path ? null : 'localhost'), o.port);
		else if (typeof o === 'number' || /^\d+$/.test(String(o)))
			log('tcp.connect', typeof args[1] === 'string' ? args[1] : 'localhost', o);
	} catch {}
	return origConnect.apply(this, args);
};
