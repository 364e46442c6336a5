import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { entryChunks, InflateBudget, ZipRefusal, zipEntries, type ZipEntry } from '../../platform/zipEntries';

/** How much an uploaded workbook may unpack to, and how many cells (shared strings count alike) it may hold. */
export interface SheetLimits {
  maxInflatedBytes: number;
  maxCells: number;
}

/** A row of the first sheet: its number and its non-empty cells by column (1 = A). */
export interface StreamedRow {
  row: number;
  cells: Map<number, string | Date>;
}

/** Why a workbook is refused before it is read through. */
export class SheetRefusal extends Error {
  constructor(readonly reason: 'notXlsx' | 'tooLarge' | 'tooManyCells') {
    super(reason);
  }
}

/**
 * Reads the first sheet of an .xlsx as a stream (docs/security.md, imports): the zip's central directory is checked
 * before anything is inflated, every entry is inflated against one running byte budget, and the XML is parsed by a
 * SAX parser chunk by chunk, counting cells, so a bomb is refused after at most `maxInflatedBytes` of work and the
 * event loop gets a turn between chunks. `onRow` gets each row in order; answering false stops the reading.
 */
export async function streamFirstSheet(
  file: Buffer,
  limits: SheetLimits,
  onRow: (row: StreamedRow) => boolean,
): Promise<void> {
  try {
    const entries = zipEntries(file, limits.maxInflatedBytes);
    const budget = new InflateBudget(limits.maxInflatedBytes);
    const counter = new CellCounter(limits.maxCells);
    const entry = (name: string) => entries.get(name);
    const book = await readWorkbook(file, entry('xl/workbook.xml'), entry('xl/_rels/workbook.xml.rels'), budget);
    const sheet = entry(book.firstSheetPath);
    if (!sheet) throw new SheetRefusal('notXlsx');
    const dateStyles = await readDateStyles(file, entry('xl/styles.xml'), budget);
    const strings = await readSharedStrings(file, entry('xl/sharedStrings.xml'), budget, counter);
    await readRows(file, sheet, budget, counter, { strings, dateStyles, date1904: book.date1904 }, onRow);
  } catch (error) {
    if (error instanceof ZipRefusal) throw new SheetRefusal(error.reason === 'tooLarge' ? 'tooLarge' : 'notXlsx');
    throw error;
  }
}

class CellCounter {
  private count = 0;
  constructor(private readonly max: number) {}
  add() {
    this.count += 1;
    if (this.count > this.max) throw new SheetRefusal('tooManyCells');
  }
}

/** Sentinel thrown by a handler to stop parsing early (the rows wanted are read). */
class StopReading extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Feeds one entry's inflated bytes to a SAX parser set up by `listen`, yielding to the event loop as it goes. */
async function parseEntry(
  file: Buffer,
  entry: ZipEntry,
  budget: InflateBudget,
  listen: (parser: SaxesParser) => void,
): Promise<void> {
  const parser = new SaxesParser();
  listen(parser);
  const decoder = new StringDecoder('utf8');
  let sinceTurn = 0;
  try {
    for await (const chunk of entryChunks(file, entry, budget)) {
      parser.write(decoder.write(chunk));
      sinceTurn += chunk.length;
      if (sinceTurn >= 1 << 20) {
        sinceTurn = 0;
        await nextTurn();
      }
    }
    parser.write(decoder.end());
    parser.close();
  } catch (error) {
    if (error instanceof StopReading) return;
    if (error instanceof SheetRefusal || error instanceof ZipRefusal) throw error;
    throw new SheetRefusal('notXlsx');
  }
}

/** The path of the workbook's first sheet and whether its dates count from 1904. */
async function readWorkbook(
  file: Buffer,
  workbook: ZipEntry | undefined,
  relations: ZipEntry | undefined,
  budget: InflateBudget,
): Promise<{ firstSheetPath: string; date1904: boolean }> {
  if (!workbook || !relations) throw new SheetRefusal('notXlsx');
  let firstSheetId: string | undefined;
  let date1904 = false;
  await parseEntry(file, workbook, budget, (parser) =>
    parser.on('opentag', (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(String(tag.attributes.date1904 ?? ''));
      if (name === 'sheet' && firstSheetId === undefined) {
        const id = Object.entries(tag.attributes).find(([key]) => localName(key) === 'id');
        firstSheetId = id ? String(id[1]) : undefined;
      }
    }),
  );
  const targets = new Map<string, string>();
  await parseEntry(file, relations, budget, (parser) =>
    parser.on('opentag', (tag: SaxesTagPlain) => {
      if (localName(tag.name) === 'Relationship') targets.set(String(tag.attributes.Id), String(tag.attributes.Target));
    }),
  );
  const target = firstSheetId === undefined ? undefined : targets.get(firstSheetId);
  if (!target) throw new SheetRefusal('notXlsx');
  return { firstSheetPath: target.startsWith('/') ? target.slice(1) : `xl/${target}`, date1904 };
}

/** Built-in number formats that show dates or times. */
const builtInDateFormats = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45]);
builtInDateFormats.add(46).add(47).add(50).add(51).add(52).add(53).add(54).add(55).add(56).add(57).add(58);

/** A format code that shows a date (letters y, m, d, h, s outside quotes and brackets), as spreadsheet readers judge. */
const isDateFormat = (code: string) => /[ymdhMsb]+/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** The cell styles (by index) whose number format is a date: their numbers are read as dates. */
async function readDateStyles(file: Buffer, styles: ZipEntry | undefined, budget: InflateBudget) {
  const dateStyles = new Set<number>();
  if (!styles) return dateStyles;
  const customDates = new Set<number>();
  let inCellXfs = false;
  let xfIndex = 0;
  await parseEntry(file, styles, budget, (parser) => {
    parser.on('opentag', (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === 'numFmt' && isDateFormat(String(tag.attributes.formatCode ?? ''))) {
        customDates.add(Number(tag.attributes.numFmtId));
      } else if (name === 'cellXfs') {
        inCellXfs = true;
      } else if (name === 'xf' && inCellXfs) {
        const format = Number(tag.attributes.numFmtId ?? 0);
        if (builtInDateFormats.has(format) || customDates.has(format)) dateStyles.add(xfIndex);
        xfIndex += 1;
      }
    });
    parser.on('closetag', (tag) => {
      if (localName(tag.name) === 'cellXfs') inCellXfs = false;
    });
  });
  return dateStyles;
}

/** The shared strings, each the text of its runs (phonetic runs left out); each counts as a cell. */
async function readSharedStrings(
  file: Buffer,
  sharedStrings: ZipEntry | undefined,
  budget: InflateBudget,
  counter: CellCounter,
): Promise<string[]> {
  const strings: string[] = [];
  if (!sharedStrings) return strings;
  let current = '';
  let inText = false;
  let inPhonetic = false;
  await parseEntry(file, sharedStrings, budget, (parser) => {
    parser.on('opentag', (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === 'si') current = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't') inText = !inPhonetic;
    });
    const text = (value: string) => {
      if (inText) current += value;
    };
    parser.on('text', text);
    parser.on('cdata', text);
    parser.on('closetag', (tag) => {
      const name = localName(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') {
        counter.add();
        strings.push(current);
      }
    });
  });
  return strings;
}

interface CellContext {
  strings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
}

/** The column number of a cell reference (B7 → 2). */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

/** A date from a spreadsheet serial day number (as spreadsheet readers convert it). */
const dateOfSerial = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));

function cellValue(type: string, style: number, raw: string, context: CellContext): string | Date | undefined {
  let value: string | Date;
  if (type === 's') value = context.strings[Number(raw)] ?? '';
  else if (type === 'inlineStr' || type === 'str' || type === 'e') value = raw;
  else if (type === 'b') value = Number(raw) !== 0 ? '是' : '否';
  else if (type === 'd') value = new Date(raw);
  else if (raw.trim() === '') return undefined;
  else {
    const number = parseFloat(raw);
    value = context.dateStyles.has(style) ? dateOfSerial(number, context.date1904) : String(number);
  }
  if (value instanceof Date) return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Streams the sheet's rows to `onRow`, counting every cell against the limit. */
async function readRows(
  file: Buffer,
  sheet: ZipEntry,
  budget: InflateBudget,
  counter: CellCounter,
  context: CellContext,
  onRow: (row: StreamedRow) => boolean,
): Promise<void> {
  let row: StreamedRow | undefined;
  let lastRow = 0;
  let column = 0;
  let cell: { type: string; style: number; raw: string; inValue: boolean } | undefined;
  await parseEntry(file, sheet, budget, (parser) => {
    parser.on('opentag', (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === 'row') {
        lastRow = tag.attributes.r ? Number(tag.attributes.r) : lastRow + 1;
        row = { row: lastRow, cells: new Map() };
        column = 0;
      } else if (name === 'c') {
        column = tag.attributes.r ? columnOf(String(tag.attributes.r)) : column + 1;
        cell = { type: String(tag.attributes.t ?? 'n'), style: Number(tag.attributes.s ?? 0), raw: '', inValue: false };
      } else if (cell && (name === 'v' || (name === 't' && cell.type === 'inlineStr'))) {
        cell.inValue = true;
      }
    });
    const text = (value: string) => {
      if (cell?.inValue) cell.raw += value;
    };
    parser.on('text', text);
    parser.on('cdata', text);
    parser.on('closetag', (tag) => {
      const name = localName(tag.name);
      if ((name === 'v' || name === 't') && cell) cell.inValue = false;
      else if (name === 'c' && cell) {
        counter.add();
        const value = cellValue(cell.type, cell.style, cell.raw, context);
        if (row && value !== undefined) row.cells.set(column, value);
        cell = undefined;
      } else if (name === 'row' && row) {
        const wanted = onRow(row);
        row = undefined;
        if (!wanted) throw new StopReading();
      }
    });
  });
}
