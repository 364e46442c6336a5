import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installJsonBodyParser, jsonPieceBytes, parseInPieces } from '../../src/platform/jsonBody';

/** Large JSON bodies are parsed in pieces (platform/jsonBody.ts), with exactly the outcome of Fastify's own parser. */

const record = (index: number) => ({
  fillingGuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  cylinderBarcode: `HZ${index}`,
  balance: '一号秤 [东], "侧门" \\ {备用}',
  medium: '液化石油气',
  fillingWeight: 14.5 + index / 100,
  temperature: -3e-2,
  plateNumber: null,
  ok: index % 2 === 0,
  nested: { list: [1, [2, { three: ']},' }], []], empty: {} },
});
const records = (count: number) => Array.from({ length: count }, (_, index) => record(index));

const parseJson = (text: string): unknown => JSON.parse(text);
const pieces = (text: string) => parseInPieces(Buffer.from(text), parseJson);

describe('parseInPieces', () => {
  it('gives what JSON.parse gives for objects of arrays, scalars, nested values and awkward strings', () => {
    const bodies = [
      { records: records(500) },
      { records: records(3), note: '备注', count: 3, flag: false, missing: null, inner: { records: records(2) } },
      { a: [], b: [[], [[]]], c: '', d: 0 },
      { records: records(120), records2: records(130).map((value) => [value, value.balance]) },
    ];
    for (const body of bodies) {
      const text = JSON.stringify(body);
      expect(pieces(text)).toEqual(JSON.parse(text));
      const spaced = JSON.stringify(body, null, 2).replaceAll('\n', '\r\n\t');
      expect(pieces(spaced)).toEqual(JSON.parse(spaced));
    }
  });

  it('keeps the last of duplicate keys in the first one’s place, as JSON.parse does', () => {
    const text = '{"records": [1, 2], "other": "x", "records": [3]}';
    const parsed = pieces(text);
    expect(parsed).toEqual(JSON.parse(text));
    expect(Object.keys(parsed ?? {})).toEqual(['records', 'other']);
  });

  it('parses an array of more than one piece a piece at a time, no piece much over the piece size', () => {
    const parsedTexts: string[] = [];
    const text = JSON.stringify({ records: records(500) });
    const parsed = parseInPieces(Buffer.from(text), (piece) => {
      parsedTexts.push(piece);
      return JSON.parse(piece) as unknown;
    });
    expect(parsed).toEqual(JSON.parse(text));
    const arrayPieces = parsedTexts.filter((piece) => piece.startsWith('['));
    expect(arrayPieces.length).toBeGreaterThan(3);
    for (const piece of arrayPieces) expect(Buffer.byteLength(piece)).toBeLessThan(jsonPieceBytes + 1024);
  });

  it('leaves to the whole parse what is not such an object or does not parse', () => {
    const bad = [
      '',
      '[1, 2]',
      '"text"',
      '{}',
      '{"records": [1, 2]} trailing',
      '{"records": [1,, 2]}',
      '{"records": [1, 2,]}',
      '{"records": [1 2]}',
      '{"records": [{]}]}',
      '{"records": [1, 2]',
      '{"records": [1, 2], }',
      '{"records" [1]}',
      '{records: [1]}',
      '{"records": ["open]}',
      '{"__proto__": [1]}',
      '{"constructor": {"prototype": {}}}',
      '\uFEFF{"records": [1]}',
    ];
    for (const text of bad) expect(pieces(text), text).toBeUndefined();
  });
});

/** The same inputs through Fastify's own parser and through the installed one: the same answers. */
describe('installJsonBodyParser', () => {
  let inPieces: FastifyInstance;
  let fastifyOnly: FastifyInstance;
  const echo = (app: FastifyInstance) => app.post('/echo', async (request) => ({ body: request.body }));

  beforeAll(async () => {
    inPieces = Fastify();
    installJsonBodyParser(inPieces);
    echo(inPieces);
    fastifyOnly = Fastify();
    echo(fastifyOnly);
    await Promise.all([inPieces.ready(), fastifyOnly.ready()]);
  });
  afterAll(async () => {
    await Promise.all([inPieces.close(), fastifyOnly.close()]);
  });

  const large = JSON.stringify({ records: records(500) });
  it('answers every body, large or small, good or bad, as Fastify does', async () => {
    const poisoned = large.replace('"nested":', '"__proto__": {"polluted": true}, "nested":');
    const bodies = [
      large,
      JSON.stringify({ records: records(2) }),
      '',
      '{"records": [1, 2]}',
      `${large.slice(0, -3)}`,
      large.replace('"HZ7"', '"HZ7" "HZ8"'),
      poisoned,
      large.replace('"nested":', '"constructor": {"prototype": {"polluted": true}}, "nested":'),
      `{"__proto__": {"polluted": true}, "records": ${JSON.stringify(records(200))}}`,
      `[${JSON.stringify(records(200))}]`,
    ];
    for (const payload of bodies) {
      const inject = (app: FastifyInstance) =>
        app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });
      const [ours, theirs] = await Promise.all([inject(inPieces), inject(fastifyOnly)]);
      expect(ours.statusCode, payload.slice(0, 80)).toBe(theirs.statusCode);
      expect(ours.json(), payload.slice(0, 80)).toEqual(theirs.json());
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('parses a large upload to the records JSON.parse gives', async () => {
    const response = await inPieces.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: large,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: JSON.parse(large) });
  });
});
