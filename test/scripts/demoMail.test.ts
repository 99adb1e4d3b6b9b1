import { mailFiles, parseMail } from '../e2e/support/smtpSink';

/** A message as nodemailer (n8n's Send Email) writes one with a text and an HTML body. */
function message(html: string): string {
	return [
		'From: n8n@example.com',
		'To: ops@example.com',
		'Subject: To pick up: 2 containers',
		'MIME-Version: 1.0',
		'Content-Type: multipart/alternative; boundary="--_NmP-alt"',
		'',
		'----_NmP-alt',
		'Content-Type: text/plain; charset=utf-8',
		'Content-Transfer-Encoding: 7bit',
		'',
		'2 containers: 1 overdue, 1 imminent',
		'----_NmP-alt',
		'Content-Type: text/html; charset=utf-8',
		'Content-Transfer-Encoding: quoted-printable',
		'',
		html,
		'----_NmP-alt--',
		'',
	].join('\r\n');
}

describe('the demo’s mail sink keeps what a reader of the email sees', () => {
	it('the HTML part beside the text, and the whole message, as files to open', () => {
		const raw = message(
			'<table border=3D"1"><tr style=3D"font-weight:bold"><td>OVERDUE</td></tr></table>',
		);
		const mail = parseMail(raw, { from: 'n8n@example.com', to: ['ops@example.com'] });
		expect(mail.text).toBe('2 containers: 1 overdue, 1 imminent');
		expect(mail.html).toBe(
			'<table border="1"><tr style="font-weight:bold"><td>OVERDUE</td></tr></table>',
		);
		expect(mailFiles(mail)).toEqual({
			txt: 'From: n8n@example.com\nTo: ops@example.com\nSubject: To pick up: 2 containers\n\n2 containers: 1 overdue, 1 imminent\n',
			html: mail.html,
			eml: raw,
		});
	});

	it('a text-only message gives no .html file', () => {
		const mail = parseMail('Subject: hi\r\n\r\nplain body', {
			from: 'a@example.com',
			to: ['b@example.com'],
		});
		expect(mail.text).toBe('plain body');
		expect(mailFiles(mail)).not.toHaveProperty('html');
	});
});
