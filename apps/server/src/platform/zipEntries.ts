import { createInflateRaw } from 'node:zlib';

/** One file inside a zip archive, as its central directory declares it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

/** Why an archive cannot be read: not a zip we read, or past the inflated-size budget. */
export class ZipRefusal extends Error {
  constructor(readonly reason: 'notZip' | 'tooLarge') {
    super(reason);
  }
}

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;

/**
 * The entries of a zip archive, read from its central directory only (nothing is inflated). Refuses (`tooLarge`) when
 * the sizes the archive declares add up to more than `maxInflatedBytes`, and (`notZip`) anything that is not a plain
 * zip (zip64, encryption, methods other than stored and deflate).
 */
export function zipEntries(file: Buffer, maxInflatedBytes: number): Map<string, ZipEntry> {
  const end = findEndOfDirectory(file);
  if (end < 0) throw new ZipRefusal('notZip');
  const count = file.readUInt16LE(end + 10);
  const directorySize = file.readUInt32LE(end + 12);
  let offset = file.readUInt32LE(end + 16);
  if (offset + directorySize > end) throw new ZipRefusal('notZip');
  const entries = new Map<string, ZipEntry>();
  let declaredTotal = 0;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || file.readUInt32LE(offset) !== directoryEntrySignature) throw new ZipRefusal('notZip');
    const flags = file.readUInt16LE(offset + 8);
    const method = file.readUInt16LE(offset + 10);
    const compressedSize = file.readUInt32LE(offset + 20);
    const declaredSize = file.readUInt32LE(offset + 24);
    const nameLength = file.readUInt16LE(offset + 28);
    const extraLength = file.readUInt16LE(offset + 30);
    const commentLength = file.readUInt16LE(offset + 32);
    const localHeaderOffset = file.readUInt32LE(offset + 42);
    const name = file.toString('utf8', offset + 46, offset + 46 + nameLength);
    if ((flags & 1) !== 0 || (method !== 0 && method !== 8)) throw new ZipRefusal('notZip');
    if (compressedSize === 0xffffffff || declaredSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      throw new ZipRefusal('notZip');
    }
    declaredTotal += declaredSize;
    if (declaredTotal > maxInflatedBytes) throw new ZipRefusal('tooLarge');
    entries.set(name, { name, method, compressedSize, declaredSize, localHeaderOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfDirectory(file: Buffer): number {
  const earliest = Math.max(0, file.length - 22 - 0xffff);
  for (let at = file.length - 22; at >= earliest; at -= 1) {
    if (file.readUInt32LE(at) === endOfDirectorySignature) return at;
  }
  return -1;
}

/** A running count of inflated bytes shared by every entry read from one archive. */
export class InflateBudget {
  private used = 0;
  constructor(readonly maxBytes: number) {}

  spend(bytes: number) {
    this.used += bytes;
    if (this.used > this.maxBytes) throw new ZipRefusal('tooLarge');
  }
}

/**
 * The inflated bytes of one entry, chunk by chunk, counted against `budget` as they come (whatever the entry
 * declared): inflating stops as soon as the budget is spent. Each chunk is a turn of the event loop.
 */
export async function* entryChunks(file: Buffer, entry: ZipEntry, budget: InflateBudget): AsyncGenerator<Buffer> {
  const at = entry.localHeaderOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== localHeaderSignature) throw new ZipRefusal('notZip');
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  if (start + entry.compressedSize > file.length) throw new ZipRefusal('notZip');
  const compressed = file.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    budget.spend(compressed.length);
    yield compressed;
    return;
  }
  const inflate = createInflateRaw();
  inflate.end(compressed);
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      budget.spend(chunk.length);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ZipRefusal) throw error;
    throw new ZipRefusal('notZip');
  } finally {
    inflate.destroy();
  }
}
