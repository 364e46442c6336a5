import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@gcs/contracts';

/** A refusal the caller can act on: an HTTP status and a Chinese message that names the problem. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string = messages.notFound) => new HttpError(404, message);

/** The one error handler (docs/architecture.md §3): clear 4xx messages, 5xx never leaks internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(body(error.statusCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = issue ? `${issue.message}${field ? `（${field}）` : ''}` : messages.invalidParameter;
      return reply.code(400).send(body(400, message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply.code(500).send(body(500, messages.serverError));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(body(500, messages.serverError));
    }
    return reply.code(status).send(body(status, status === 404 ? messages.notFound : messages.invalidParameter));
  });
}

export function notFoundBody() {
  return body(404, messages.notFound);
}

function body(statusCode: number, messeage: string) {
  return { result: false, messeage, statusCode };
}
