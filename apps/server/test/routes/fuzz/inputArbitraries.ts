import fc from 'fast-check';
import { z } from 'zod';
import { demoBarcodes } from '../../../src/db/seed/demoBarcodes';

/**
 * Requests generated from a route's declared input schemas: mostly plausible values (so handlers run past
 * validation and reach the database), mixed with hostile ones — wrong types, empty and huge strings, control
 * characters including NUL, unicode and lone surrogates, undecodable percent-escapes, negative and huge numbers,
 * arrays and objects where scalars belong, and unknown fields.
 */

/** Bytes sent percent-encoded as they are in a query string, valid UTF-8 or not. */
export class RawBytes {
  constructor(readonly bytes: Uint8Array) {}
  toJSON() {
    return `<raw ${Buffer.from(this.bytes).toString('hex')}>`;
  }
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
};

/** The input shape of a zod schema, or undefined when the route declares none (or not in zod). */
export function shapeOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const plausibleStrings = [
  '1',
  '2',
  '0',
  'true',
  '2024-05',
  '2024-05-01',
  '2026-06-15T02:00:00.000Z',
  demoBarcodes.normal,
  demoBarcodes.vehicle,
  'JX04',
  '330400',
  '330402',
  '嘉兴',
  'superadmin',
  'a,b',
  '1,2,3',
];

const hostileStrings = [
  '\u0000',
  'JX04\u0000',
  '\u0000\u0000\u0000',
  '\u0001\u0008\u001b\u001f\u007f',
  '\t\r\n',
  '\ud800',
  'x\udfffy',
  '\ud83d\ude00',
  '\u202e\ufeff\u200b',
  '\uffff\ufffe',
  "' or 1=1 --",
  '%',
  '%00',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${x}',
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  '99999999999999999999',
  '2147483648',
  '-2147483649',
  '0x10',
  '9999-99-99',
  '0000-00-00',
  '2024-02-30',
  '  ',
];

const hugeLengths = [256, 2_049, 65_537, 300_000];

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** A plausible value with a NUL somewhere: the character PostgreSQL cannot hold in text. */
const withNul = fc
  .tuple(fc.constantFrom(...plausibleStrings), fc.nat(16))
  .map(([text, at]) => `${text.slice(0, at)}\u0000${text.slice(at)}`);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: withNul },
  fc.constant(''),
  fc.constantFrom(...hostileStrings),
  fc.tuple(fc.constantFrom(...plausibleStrings), controlCharacter).map(([text, control]) => text + control),
  fc.string({ unit: controlCharacter, minLength: 1, maxLength: 4 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.tuple(fc.constantFrom(...hugeLengths), fc.constantFrom('x', '气', '\u0000', '😀')).map(([n, c]) => c.repeat(n)),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, -2.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 1e21, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'id', '\u0000'), hostileScalar, { maxKeys: 2 }) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 600 }) },
);

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'unknownField', 'a\u0000b', '', '气', 'PageIndex[]'),
  fc.string({ maxLength: 6 }),
);

/**
 * What a field's name says about its values, where the declared schema cannot (a transform hides the format): the
 * runs that reach a handler are the ones whose other fields are good.
 */
function byName(name: string): fc.Arbitrary<unknown> | undefined {
  if (/password$/i.test(name) && !/new|confirm/i.test(name)) return fc.stringMatching(/^[0-9a-f]{64}$/);
  if (/password$/i.test(name)) return fc.constantFrom('Strong#2027', 'weak');
  if (/(date|month|time)$|^(from|to)$/i.test(name)) return fc.constantFrom('2024-05', '2024-05-01', '2026-06-15');
  if (/ids$/i.test(name)) return fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 });
  if (/id$/i.test(name)) return fc.integer({ min: 1, max: 12 });
  if (/category$/i.test(name)) return fc.constantFrom(1, 2, 3);
  if (/barcode$/i.test(name)) return fc.constantFrom(...Object.values(demoBarcodes), 'FZ0000000001');
  return undefined;
}

/** A value of the declared kind that a real client could send. */
function plausible(node: JsonSchema | undefined, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (!node || depth > 4) return fc.constantFrom(...plausibleStrings);
  if (node.enum && node.enum.length > 0) return fc.constantFrom(...node.enum);
  if (node.const !== undefined) return fc.constant(node.const);
  const options = node.anyOf ?? node.oneOf ?? node.allOf;
  if (options && options.length > 0) return fc.oneof(...options.map((option) => plausible(option, depth + 1, name)));
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  const named = type === 'object' ? undefined : byName(name);
  if (named) return named;
  switch (type) {
    case 'integer':
    case 'number':
      return fc.integer({ min: Math.max(node.minimum ?? 1, 0), max: Math.min(node.maximum ?? 12, 12) });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(node.items, depth + 1), { maxLength: 3 });
    case 'object':
      return node.properties ? objectOf(node, depth + 1) : fc.dictionary(fc.string({ maxLength: 4 }), fc.string());
    default:
      return node.pattern ? fc.stringMatching(new RegExp(node.pattern)) : fc.constantFrom(...plausibleStrings);
  }
}

/**
 * The declared fields, each plausible or left out, then one or two of them (or unknown names) given a hostile value:
 * a single odd value among good ones is what reaches the handler and the database.
 */
function objectOf(node: JsonSchema | undefined, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = node?.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, plausible(child, depth, key)]),
  );
  const names = Object.keys(properties);
  const target =
    names.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, hostileKey) : hostileKey;
  const requiredKeys = (node?.required ?? []).filter((name) => names.includes(name));
  return fc
    .tuple(fc.record(model, { requiredKeys }), fc.array(fc.tuple(target, hostileValue), { maxLength: 2 }))
    .map(([declared, hostile]) => {
      const value: Record<string, unknown> = { ...declared };
      for (const [key, bad] of hostile)
        Object.defineProperty(value, key, { value: bad, enumerable: true, writable: true });
      return value;
    });
}

/** Values every declared field is tried with, alone, before the random runs. */
const canonicalHostile: readonly unknown[] = ['JX04\u0000', 2 ** 31, ['1', '2'], 'x\ud800', 'x'.repeat(65_537)];

/** One object per declared field and canonical hostile value, holding only that field. */
export function fieldExamples(schema: unknown): Record<string, unknown>[] {
  const names = Object.keys(shapeOf(schema)?.properties ?? {});
  return names.flatMap((name) => canonicalHostile.map((value) => ({ [name]: value })));
}

/** Query parameters: declared and unknown names with a value, repeated values, or undecodable bytes. */
export function queryArbitrary(schema: unknown): fc.Arbitrary<Record<string, unknown>> {
  const node = shapeOf(schema);
  const raw = fc.uint8Array({ minLength: 1, maxLength: 6 }).map((bytes) => new RawBytes(bytes));
  const names = Object.keys(node?.properties ?? {});
  const rawField =
    names.length > 0
      ? fc.record({ [names[0] ?? 'x']: raw }, { requiredKeys: [] })
      : fc.record({ q: raw }, { requiredKeys: [] });
  return fc.oneof({ weight: 5, arbitrary: objectOf(node) }, { weight: 1, arbitrary: rawField });
}

export type BodyInput =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'text'; contentType: string; text: string };

/** A JSON body from the declared shape, sometimes of the wrong type altogether or not JSON at all. */
export function bodyArbitrary(schema: unknown): fc.Arbitrary<BodyInput> {
  const node = shapeOf(schema);
  return fc.oneof(
    { weight: 8, arbitrary: objectOf(node).map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('text' as const),
        contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        text: fc.constantFrom(
          '{',
          '{"a":',
          '[1,2',
          'null',
          '"\\u0000"',
          '{"__proto__":{"x":1}}',
          'a=1&b=\u0000',
          // Deeper than any call stack: nothing that walks the body may recurse on it.
          `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
          `{"a":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
        ),
      }),
    },
  );
}

/** Multipart form parts for an upload route: fields and one file, with hostile names and contents. */
export interface MultipartInput {
  fields: Record<string, string>;
  file?: { field: string; name: string; contentType: string; content: Uint8Array };
}

/** `files`: real files the route accepts (a picture, the import template), so that some runs get past the file. */
export function multipartArbitrary(
  fieldNames: readonly string[],
  files: readonly Uint8Array[],
): fc.Arbitrary<MultipartInput> {
  const text = fc.oneof(
    fc.constantFrom(...plausibleStrings),
    hostileString.filter((s) => s.length < 5_000),
  );
  return fc.record(
    {
      fields: fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), hostileKey), text, { maxKeys: 3 }),
      file: fc.record({
        field: fc.oneof({ weight: 4, arbitrary: fc.constant('file') }, fc.constantFrom('other', '', 'a\u0000')),
        name: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('a.png', 'a.xlsx', 'a.jpg', '../../x.xlsx', '') }, text),
        contentType: fc.constantFrom('image/png', 'application/octet-stream', 'text/plain', ''),
        content: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...files) }, fc.uint8Array({ maxLength: 64 })),
      }),
    },
    { requiredKeys: ['fields'] },
  );
}
