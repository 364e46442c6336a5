import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * Text PostgreSQL cannot hold, refused in every route's query and JSON body before validation: a NUL character
 * (PostgreSQL text has no room for it, so it would end as a server error) and an unpaired UTF-16 surrogate (no
 * UTF-8 encoding exists; the database driver would silently store U+FFFD instead of what was sent). One hook for
 * every route, so a new call cannot forget it, and it runs before any handler, so nothing stored is touched.
 */
export function installInputTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const problem = findBadText(request.query, '查询参数') ?? findBadText(request.body, '请求内容');
    done(problem ? new HttpError(400, problem) : undefined);
  });
}

/** A value still to look at, with where it is: its container's entry and its key there (no key for the input). */
interface Pending {
  value: unknown;
  parent: Pending | undefined;
  key: string | number | undefined;
}

/** The path of a value as the messages name it (`records[3].medium`), built only for a value at fault. */
function pathOf(entry: Pending): string {
  const keys: (string | number)[] = [];
  for (let at: Pending | undefined = entry; at?.key !== undefined; at = at.parent) keys.push(at.key);
  let path = '';
  for (const key of keys.reverse()) path = typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
  return path;
}

/** The first string (name or value) that cannot be stored, as a Chinese message naming where it is; or undefined. */
export function findBadText(input: unknown, part: string): string | undefined {
  // Walked with an explicit stack: a deeply nested JSON body must not overflow the call stack.
  const stack: Pending[] = [{ value: input, parent: undefined, key: undefined }];
  while (stack.length > 0) {
    const entry = stack.pop() as Pending;
    const value = entry.value;
    if (typeof value === 'string') {
      const fault = faultOf(value);
      if (fault) {
        const path = pathOf(entry);
        return `${path ? `字段${path}` : part}${fault}`;
      }
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        stack.push({ value: value[index] as unknown, parent: entry, key: index });
      }
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      const keys = Object.keys(value);
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index] as string;
        const fault = faultOf(key);
        if (fault) return `${part}的字段名${fault}`;
        stack.push({ value: (value as Record<string, unknown>)[key], parent: entry, key });
      }
    }
  }
  return undefined;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag). */
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function faultOf(text: string): string | undefined {
  if (text.includes('\u0000')) return '含有不允许的空字符（NUL）';
  if (unpairedSurrogate.test(text)) return '含有无效的Unicode字符（不成对的代理项）';
  return undefined;
}
