import { createDeflateRaw, crc32 } from 'node:zlib';

/** One file of a zip built in memory: its bytes as chunks (inflated), and optionally a size to declare instead. */
interface BombEntry {
  name: string;
  chunks: () => Iterable<Buffer>;
  declaredSize?: number;
}

async function deflated(chunks: Iterable<Buffer>): Promise<{ data: Buffer; size: number; crc: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let size = 0;
  let crc = 0;
  for (const chunk of chunks) {
    size += chunk.length;
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(parts), size, crc };
}

/** A zip archive of deflated entries, with the sizes each entry declares (true ones unless told otherwise). */
export async function zipOf(entries: readonly BombEntry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { data, size, crc } = await deflated(entry.chunks());
    const name = Buffer.from(entry.name, 'utf8');
    const declared = entry.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const text = (value: string) => () => [Buffer.from(value, 'utf8')];
const mainNamespace = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationNamespace = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around its sheet XML. */
function workbookParts(sheet: () => Iterable<Buffer>, declaredSheetSize?: number): BombEntry[] {
  return [
    {
      name: '[Content_Types].xml',
      chunks: text(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      chunks: text(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
          '</Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      chunks: text(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${mainNamespace}" xmlns:r="${relationNamespace}">` +
          '<sheets><sheet name="气瓶档案" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: text(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
          '</Relationships>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', chunks: sheet, declaredSize: declaredSheetSize },
  ];
}

const sheetStart = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${mainNamespace}"><sheetData>`;
const sheetEnd = '</sheetData></worksheet>';

/**
 * A workbook whose one cell holds `megabytes` MB of text: a few hundred KB that unpack to far more. With `honest`
 * false the archive declares the sheet tiny, so only the running count while inflating can stop it.
 */
export function sizeBomb(megabytes: number, honest = true): Promise<Buffer> {
  const filler = Buffer.alloc(1024 * 1024, 'A');
  const sheet = function* () {
    yield Buffer.from(`${sheetStart}<row r="1"><c r="A1" t="inlineStr"><is><t>`);
    for (let index = 0; index < megabytes; index += 1) yield filler;
    yield Buffer.from(`</t></is></c></row>${sheetEnd}`);
  };
  return zipOf(workbookParts(sheet, honest ? undefined : 4096));
}

/** A workbook of `cells` small number cells, 100 to a row: small unpacked, but more cells than any import needs. */
export function cellBomb(cells: number): Promise<Buffer> {
  const perRow = 100;
  const rowBody = Buffer.from('<c><v>1</v></c>'.repeat(perRow));
  const sheet = function* () {
    yield Buffer.from(sheetStart);
    for (let row = 1; row <= Math.ceil(cells / perRow); row += 1) {
      yield Buffer.concat([Buffer.from(`<row r="${row}">`), rowBody, Buffer.from('</row>')]);
    }
    yield Buffer.from(sheetEnd);
  };
  return zipOf(workbookParts(sheet));
}
