import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** One file of a multipart body, read whole (the scope's limits bound its size). */
export interface IncomingFile {
  name: string;
  content: Buffer;
}

/** What a multipart upload answers when its body breaks the scope's limits or is not a form. */
export interface MultipartRefusals {
  /** 413: a file over the size limit (named by its file name). */
  tooLarge: (fileName: string) => string;
  /** 400: more files or parts than the limits allow. */
  tooMany: string;
  /** 400: no multipart body, or one that cannot be read. */
  malformed: string;
}

/** The text fields (as sent) and the files of a multipart body, in order. */
export async function readMultipartForm(
  request: FastifyRequest,
  refusals: MultipartRefusals,
): Promise<{ fields: Record<string, string>; files: IncomingFile[] }> {
  if (!request.isMultipart()) throw new HttpError(400, refusals.malformed);
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  let current = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        current = part.filename;
        files.push({ name: part.filename, content: await part.toBuffer() });
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, refusals.tooLarge(current));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(400, refusals.tooMany);
    throw new HttpError(400, refusals.malformed);
  }
  return { fields, files };
}
