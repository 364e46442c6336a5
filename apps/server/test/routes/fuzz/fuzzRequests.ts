import type { InjectOptions } from 'fastify';
import { RawBytes, type BodyInput, type MultipartInput } from './inputArbitraries';

/** One generated request: its query, and a JSON (or other) body or multipart parts. */
export interface FuzzInput {
  /** Replaces a `*` in the route's url (static files under the docs). */
  wildcard?: string;
  query: Record<string, unknown>;
  body: BodyInput | { kind: 'multipart'; parts: MultipartInput };
}

const unreserved = /[A-Za-z0-9\-._~]/;

/** Percent-encodes every byte but the unreserved ones (UTF-8; a lone surrogate becomes U+FFFD, as in a browser). */
function encode(value: string | Uint8Array): string {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value);
  let out = '';
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && unreserved.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The query string as a client could write it: repeated names for arrays, `a[b]` for objects, bare names for null. */
export function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value instanceof RawBytes) pairs.push(`${encode(key)}=${encode(value.bytes)}`);
    else if (value === null) pairs.push(encode(key));
    else if (Array.isArray(value)) for (const item of value) pairs.push(`${encode(key)}=${encode(scalarText(item))}`);
    else if (typeof value === 'object')
      for (const [sub, item] of Object.entries(value as Record<string, unknown>))
        pairs.push(`${encode(`${key}[${sub}]`)}=${encode(scalarText(item))}`);
    else pairs.push(`${encode(key)}=${encode(scalarText(value))}`);
  }
  return pairs.join('&');
}

const boundary = '----gcsfuzzboundary7MA4YWxkTrZu0gW';

function multipartPayload({ fields, file }: MultipartInput): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const type = file.contentType ? `Content-Type: ${file.contentType}\r\n` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n${type}\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export function toInject(method: string, url: string, input: FuzzInput, token: string | undefined): InjectOptions {
  const path = url.replace('*', input.wildcard ?? '');
  const search = queryString(input.query);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: search ? `${path}?${search}` : path,
    headers,
  };
  const body = input.body;
  if (method === 'GET' || body.kind === 'none') return options;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    // JSON.stringify writes a lone surrogate as \udXXX, which the server's JSON.parse turns back into one.
    return { ...options, payload: JSON.stringify(body.value) ?? 'null' };
  }
  if (body.kind === 'text') {
    headers['content-type'] = body.contentType;
    return { ...options, payload: body.text };
  }
  headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
  return { ...options, payload: multipartPayload(body.parts) };
}

/** The request as the failure report shows it: long strings shortened so that the report stays readable. */
export function describeRequest(options: InjectOptions, input: FuzzInput): string {
  const shorten = (_key: string, value: unknown) =>
    typeof value === 'string' && value.length > 200 ? `${value.slice(0, 60)}…(${value.length} chars)` : value;
  const url = String(options.url);
  return [
    `${String(options.method)} ${url.length > 400 ? `${url.slice(0, 400)}…(${url.length} chars)` : url}`,
    `session: ${options.headers && 'authorization' in options.headers ? 'superadmin' : 'none'}`,
    `input: ${JSON.stringify(input, shorten)}`,
  ].join('\n');
}
