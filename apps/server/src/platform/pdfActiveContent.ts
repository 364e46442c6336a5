import { constants, inflateSync } from 'node:zlib';

/** PDF names that make a document act when opened: scripts, embedded files, launching programs. */
const activeNames = new Set(['JS', 'JavaScript', 'EmbeddedFile', 'EmbeddedFiles', 'Launch']);

/** Inflated bytes read from a PDF's object streams at most, in all: past it the file is judged active. */
const maxInflatedBytes = 64 * 1024 * 1024;

/** Whether some PDF name in `text` (latin1), with its #xx escapes decoded, is an active one. */
function namesActive(text: string): boolean {
  for (const match of text.matchAll(/\/([^\s/[\]<>(){}%]+)/g)) {
    const name = (match[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (activeNames.has(name)) return true;
  }
  return false;
}

/**
 * Whether a PDF carries JavaScript, embedded files or launch actions (docs/security.md, uploads). Dictionaries are
 * read where they live: in the file's text outside streams, and inside compressed object streams (/ObjStm, inflated
 * with a byte cap). Other streams (page content, pictures) are binary data and are not read as names.
 */
export function pdfHasActiveContent(content: Buffer): boolean {
  const text = content.toString('latin1');
  const outsideStreams: string[] = [];
  let inflated = 0;
  let from = 0;
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    if (text.slice(Math.max(0, match.index - 3), match.index) === 'end') continue;
    const dictionary = text.slice(Math.max(from, text.lastIndexOf('obj', match.index)), match.index);
    outsideStreams.push(text.slice(from, match.index));
    const dataStart = match.index + match[0].length;
    const end = text.indexOf('endstream', dataStart);
    const dataEnd = end < 0 ? text.length : end;
    if (/\/ObjStm\b/.test(dictionary)) {
      if (!/\/FlateDecode\b/.test(dictionary)) {
        if (namesActive(text.slice(dataStart, dataEnd))) return true;
      } else {
        let objects: Buffer;
        try {
          objects = inflateSync(content.subarray(dataStart, dataEnd), {
            maxOutputLength: maxInflatedBytes - inflated,
            finishFlush: constants.Z_SYNC_FLUSH,
          });
        } catch {
          return true;
        }
        inflated += objects.length;
        if (namesActive(objects.toString('latin1'))) return true;
      }
    }
    from = dataEnd;
    streamStart.lastIndex = dataEnd;
  }
  outsideStreams.push(text.slice(from));
  return outsideStreams.some(namesActive);
}
