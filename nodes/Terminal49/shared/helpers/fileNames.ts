/**
 * File names that come from outside (a document e-mailed to the account keeps its sender's name)
 * made safe to become binary data's file name: nothing invisible, no path, no device, no name
 * that is no name, and no disguised extension.
 */

/** Longest file name most file systems take, in UTF-8 bytes. */
export const MAX_FILE_NAME_BYTES = 255;

/** An extension longer than this is part of the name, not an extension. */
const MAX_EXTENSION_BYTES = 32;

/**
 * Control characters (C0, DEL, C1), format characters (bidirectional overrides, isolates and
 * marks, zero-width characters, the byte-order mark, soft hyphen…), line and paragraph
 * separators, and lone surrogates: nothing a reader sees, or something that reorders what they see.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** Path separators of both systems and the other characters Windows refuses in a name. */
const FORBIDDEN = /[/\\:*?"<>|]/g;

/** Names Windows keeps for devices, whatever the extension and case (`nul.pdf` is the device NUL). */
const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i;

/** MIME types documents come as, with the extensions a file of that type may have (the first is used). */
const EXTENSIONS_OF_TYPE: ReadonlyMap<string, readonly string[]> = new Map([
	['application/pdf', ['pdf']],
	['image/png', ['png']],
	['image/jpeg', ['jpg', 'jpeg', 'jpe']],
	['image/gif', ['gif']],
	['image/tiff', ['tif', 'tiff']],
	['image/webp', ['webp']],
	['image/heic', ['heic']],
	['text/plain', ['txt', 'text']],
	['text/csv', ['csv']],
	['application/msword', ['doc']],
	['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ['docx']],
	['application/vnd.ms-excel', ['xls']],
	['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ['xlsx']],
	['message/rfc822', ['eml']],
	['application/zip', ['zip']],
]);

const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** `text` cut to at most `bytes` UTF-8 bytes, never inside a code point. */
function cutToBytes(text: string, bytes: number): string {
	let result = '';
	let used = 0;
	for (const codePoint of text) {
		used += utf8Bytes(codePoint);
		if (used > bytes) break;
		result += codePoint;
	}
	return result;
}

/** `text` without the spaces and dots at its end, which Windows drops from a name. */
function withoutTrailingDots(text: string): string {
	let end = text.length;
	while (end > 0 && (text[end - 1] === '.' || text[end - 1] === ' ')) end--;
	return text.slice(0, end);
}

/** The name split at its last dot, when what follows is short enough to be an extension. */
function splitExtension(name: string): { stem: string; extension: string } {
	const dot = name.lastIndexOf('.');
	const extension = dot >= 0 ? name.slice(dot + 1) : '';
	if (extension === '' || utf8Bytes(extension) > MAX_EXTENSION_BYTES)
		return { stem: name, extension: '' };
	return { stem: name.slice(0, dot), extension };
}

/**
 * `raw` as a safe file name. A NUL ends the name, as it does on every file system (so
 * `invoice.pdf\0.exe` is `invoice.pdf`); invisible and reordering characters are removed;
 * separators and Windows' forbidden characters become `_`; surrounding spaces and trailing dots
 * (which Windows drops) go; a name left empty, or only an extension, takes `fallback` as its
 * name; a Windows device name gets a `_` before it; a name over 255 UTF-8 bytes is shortened,
 * keeping its extension.
 */
export function safeFileName(raw: string, fallback: string): string {
	const visible = raw.split('\0')[0].replace(INVISIBLE, '').replace(FORBIDDEN, '_');
	const { stem, extension } = splitExtension(withoutTrailingDots(visible.trim()));
	const suffix = extension === '' ? '' : `.${extension}`;
	// One byte is kept for the `_` a device name gets.
	let name = cutToBytes(stem.trim(), MAX_FILE_NAME_BYTES - utf8Bytes(suffix) - 1);
	if (suffix === '') name = withoutTrailingDots(name);
	if (withoutTrailingDots(name) === '') name = fallback;
	if (DEVICE.test(name.split('.')[0].trimEnd())) name = `_${name}`;
	return name + suffix;
}

/** The extension of a safe file name, lower case; '' when it has none. */
export function extensionOf(fileName: string): string {
	return splitExtension(fileName).extension.toLowerCase();
}

/**
 * The file name a downloaded file is stored under: `raw` made safe, and, when the file's MIME type
 * is one a document comes as, ending in an extension of that type, so the name cannot claim
 * another kind of file than it is (`invoicefdp.exe` that is a PDF is `invoicefdp.exe.pdf`).
 */
export function binaryFileName(
	raw: string,
	mimeType: string | undefined,
	fallback: string,
): string {
	const name = safeFileName(raw, fallback);
	const type = mimeType?.split(';')[0].trim().toLowerCase() ?? '';
	const extensions = EXTENSIONS_OF_TYPE.get(type);
	if (extensions === undefined || extensions.includes(extensionOf(name))) return name;
	return safeFileName(`${name}.${extensions[0]}`, fallback);
}
