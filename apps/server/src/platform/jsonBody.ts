import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Parses one JSON text exactly as Fastify's own parser does (prototype-poisoning checks included), or throws. */
type ParseText = (text: string) => unknown;

/** Bodies up to this many bytes are parsed whole; larger ones in pieces of about this size. */
export const jsonPieceBytes = 32 * 1024;

const quote = 0x22;
const backslash = 0x5c;
const comma = 0x2c;
const colon = 0x3a;
const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;

const isWhitespace = (byte: number | undefined) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * JSON request bodies, parsed by Fastify's own rules but, when large, in pieces: a body over 32 kB is an object whose
 * array values (a device's 500 filling records, 200 kB) are parsed a few elements at a time. Decoded whole, such a body
 * is one string of 400 kB (UTF-16, for its Chinese text), which V8 keeps in its large-object space, mapped afresh for
 * each request: about a hundred page faults a batch. A body of another shape, or one a piece of which does not parse,
 * is parsed whole, so every refusal (empty, malformed, `__proto__`) is the one Fastify gives.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const fastifyParser = app.getDefaultJsonParser('error', 'error') as (
    request: FastifyRequest,
    text: string,
    done: (error: Error | null, body?: unknown) => void,
  ) => void;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (body.length > jsonPieceBytes) {
      const parsed = parseInPieces(body, (text) => {
        let outcome: { error: Error | null; body?: unknown } = { error: null };
        fastifyParser(request, text, (error, value) => {
          outcome = { error, body: value };
        });
        if (outcome.error) throw outcome.error;
        return outcome.body;
      });
      if (parsed !== undefined) {
        done(null, parsed);
        return;
      }
    }
    fastifyParser(request, body.toString('utf8'), done);
  });
}

/**
 * A top-level JSON object parsed value by value, each array value a few elements at a time (pieces of about
 * `jsonPieceBytes`); undefined when the text is not such an object, a key is `__proto__` or `constructor`, or a piece
 * does not parse (the caller then parses it whole and refuses it as Fastify does). Structural bytes are all ASCII, so
 * scanning the UTF-8 bytes is safe: a multi-byte character never contains a quote, bracket or comma.
 */
export function parseInPieces(bytes: Buffer, parseText: ParseText): Record<string, unknown> | undefined {
  let at = skipWhitespace(bytes, 0);
  if (bytes[at] !== openBrace) return undefined;
  const result: Record<string, unknown> = {};
  at = skipWhitespace(bytes, at + 1);
  if (bytes[at] === closeBrace) return undefined; // an empty object: nothing to gain
  try {
    for (;;) {
      if (bytes[at] !== quote) return undefined;
      const keyEnd = stringEnd(bytes, at);
      if (keyEnd < 0) return undefined;
      const key = parseText(bytes.toString('utf8', at, keyEnd));
      if (typeof key !== 'string' || key === '__proto__' || key === 'constructor') return undefined;
      at = skipWhitespace(bytes, keyEnd);
      if (bytes[at] !== colon) return undefined;
      at = skipWhitespace(bytes, at + 1);
      let value: unknown;
      if (bytes[at] === openBracket) {
        const array = parseArray(bytes, at, parseText);
        if (!array) return undefined;
        value = array.value;
        at = array.end;
      } else {
        const end = valueEnd(bytes, at);
        if (end <= at) return undefined;
        value = parseText(bytes.toString('utf8', at, end));
        at = end;
      }
      result[key] = value;
      at = skipWhitespace(bytes, at);
      if (bytes[at] === comma) {
        at = skipWhitespace(bytes, at + 1);
        continue;
      }
      if (bytes[at] !== closeBrace) return undefined;
      return skipWhitespace(bytes, at + 1) === bytes.length ? result : undefined;
    }
  } catch {
    return undefined;
  }
}

/** An array starting at `start`, its elements parsed in pieces; undefined when it is not well formed. */
function parseArray(bytes: Buffer, start: number, parseText: ParseText): { value: unknown[]; end: number } | undefined {
  const value: unknown[] = [];
  let at = skipWhitespace(bytes, start + 1);
  if (bytes[at] === closeBracket) return { value, end: at + 1 };
  let pieceStart = at;
  for (;;) {
    const end = valueEnd(bytes, at);
    if (end <= at) return undefined;
    at = skipWhitespace(bytes, end);
    const last = bytes[at] === closeBracket;
    if (!last && bytes[at] !== comma) return undefined;
    if (last || end - pieceStart >= jsonPieceBytes) {
      const piece = parseText(`[${bytes.toString('utf8', pieceStart, end)}]`);
      if (!Array.isArray(piece)) return undefined;
      for (const element of piece) value.push(element);
      if (last) return { value, end: at + 1 };
      pieceStart = skipWhitespace(bytes, at + 1);
    }
    at = skipWhitespace(bytes, at + 1);
  }
}

function skipWhitespace(bytes: Buffer, from: number): number {
  let at = from;
  while (isWhitespace(bytes[at])) at += 1;
  return at;
}

/** The index just past the string whose opening quote is at `start`; -1 when it does not end. */
function stringEnd(bytes: Buffer, start: number): number {
  for (let at = start + 1; at < bytes.length; at += 1) {
    const byte = bytes[at];
    if (byte === backslash) at += 1;
    else if (byte === quote) return at + 1;
  }
  return -1;
}

/**
 * The index just past the value starting at `start` (an object or array to its matching close, a string to its
 * closing quote, anything else to the next comma, close or whitespace); whether it is valid JSON is for the parse.
 */
function valueEnd(bytes: Buffer, start: number): number {
  let depth = 0;
  for (let at = start; at < bytes.length; at += 1) {
    const byte = bytes[at];
    if (byte === quote) {
      const end = stringEnd(bytes, at);
      if (end < 0) return -1;
      if (depth === 0) return end;
      at = end - 1;
    } else if (byte === openBrace || byte === openBracket) {
      depth += 1;
    } else if (byte === closeBrace || byte === closeBracket) {
      if (depth === 0) return at;
      depth -= 1;
      if (depth === 0) return at + 1;
    } else if (depth === 0 && (byte === comma || isWhitespace(byte))) {
      return at;
    }
  }
  return depth === 0 ? bytes.length : -1;
}
