import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { PNG } from 'pngjs';
import { get, sharedCallCells, type RouteCase } from './matrixKit';

/** A multipart/form-data request body with one file part (the browser's FormData, written out by hand). */
export function multipartFile(
  content: Buffer,
  { field = 'file', fileName = '气瓶照片.png', contentType = 'image/png' } = {},
): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = `----gcs${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function tinyPng(): Buffer {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(120);
  return PNG.sync.write(png);
}

/** Shared table calls (column configuration, file upload): the holders of the pages that use them. */
export const sharedCases: Record<string, RouteCase> = {
  'GET /api/samr/Column/GetColumnConfig': {
    cells: sharedCallCells('listPages'),
    request: () => get('/api/samr/Column/GetColumnConfig?PageName=DocQuery'),
  },
  'POST /api/samr/File/UploadImage': {
    cells: sharedCallCells('imageUpload'),
    request: () => ({ method: 'POST', url: '/api/samr/File/UploadImage', ...multipartFile(tinyPng()) }),
  },
  'GET /api/samr/File/Image': {
    cells: sharedCallCells('imageRead'),
    request: () => get('/api/samr/File/Image?Id=1'),
  },
};
