/** Characters no file system or browser accepts in a name, control characters included. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** A title made into a file name: unsafe characters dropped, spaces folded, at most 100 characters. */
export function fileBaseName(title: string): string {
  const cleaned = title
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return [...cleaned].slice(0, 100).join('').trim();
}

/** RFC 5987 percent-encoding (encodeURIComponent leaves '()* which the ABNF does not allow). */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` naming the file in UTF-8 (`filename*`, so a Hindi title
 * survives) with a plain ASCII `filename` for old clients, taken from `asciiHint` (the English
 * title) when the name itself has no ASCII letters.
 */
export function attachmentDisposition(name: string, asciiHint = '', extension = 'pdf'): string {
  const base = fileBaseName(name) || 'document';
  const toAscii = (s: string) =>
    fileBaseName(
      s
        .normalize('NFKD')
        .replace(/[^\x20-\x7e]/g, '')
        .replace(/[;%]/g, ' '),
    );
  const ascii = (/[a-z0-9]/i.test(toAscii(base)) ? toAscii(base) : toAscii(asciiHint)) || 'document';
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeRfc5987(`${base}.${extension}`)}`;
}
