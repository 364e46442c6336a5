import type { AxiosInstance } from 'axios';
import {
  imageUploadMessages,
  sharedApi,
  staticConfig,
  staticConfigPath,
  type CallResponse,
  type StaticConfig,
} from '@gcs/contracts';
import { contractClient, type ContractClient } from './contractClient';
import { ApiError, normaliseError, refusalError } from './errors';

/**
 * Files through the one HTTP client (spec 02 section 7.2), so the bearer token, the 401 handling and the idle
 * timestamp apply to them as to every call: blob downloads (Excel export, pictures behind a login), picture uploads,
 * and the local static configuration.
 */

export type UploadImageAnswer = CallResponse<typeof sharedApi.uploadImage>;

export interface UploadOptions {
  /** Percent sent so far (0–100). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface SharedClient extends Omit<ContractClient<typeof sharedApi>, 'uploadImage'> {
  /** POST the picture as multipart field `file`; answers its id, name and address. */
  uploadImage(file: Blob & { name?: string }, options?: UploadOptions): Promise<UploadImageAnswer>;
  /**
   * GET a file (by default with the given query parameters) as a blob, with the bearer token; `onProgress` hears the
   * bytes received so far while it streams.
   */
  download(
    url: string,
    params?: Record<string, unknown>,
    signal?: AbortSignal,
    onProgress?: (bytes: number) => void,
  ): Promise<Blob>;
  /** The local static configuration file (select_multiple, station_type). */
  staticConfig(signal?: AbortSignal): Promise<StaticConfig>;
}

/** A blob's content through FileReader, which older engines (and jsdom) offer where Blob's own readers are missing. */
function readBlob<T>(blob: Blob, read: (reader: FileReader) => void, result: (reader: FileReader) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(result(reader));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    read(reader);
  });
}

function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return readBlob(
    blob,
    (reader) => reader.readAsText(blob),
    (reader) => String(reader.result),
  );
}

/** A blob's bytes (the first bytes of a chosen file say what it really is). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return readBlob(
    blob,
    (reader) => reader.readAsArrayBuffer(blob),
    (reader) => new Uint8Array(reader.result as ArrayBuffer),
  );
}

/** A JSON answer where a file was expected is a refusal: its messeage (or a general one) is the error. */
async function refusalInBlob(blob: Blob): Promise<ApiError | null> {
  if (!blob.type.includes('json')) return null;
  try {
    return refusalError(JSON.parse(await blobText(blob))) ?? new ApiError('下载失败', 200);
  } catch {
    return new ApiError('下载失败', 200);
  }
}

export async function downloadBlob(
  client: AxiosInstance,
  url: string,
  params?: Record<string, unknown>,
  signal?: AbortSignal,
  onProgress?: (bytes: number) => void,
): Promise<Blob> {
  const response = await client.get<Blob>(url, {
    params,
    responseType: 'blob',
    signal,
    ...(onProgress ? { onDownloadProgress: (event: { loaded: number }) => onProgress(event.loaded) } : {}),
  });
  const refusal = await refusalInBlob(response.data);
  if (refusal) throw refusal;
  return response.data;
}

export async function uploadFile(
  client: AxiosInstance,
  url: string,
  file: Blob & { name?: string },
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadImageAnswer> {
  const form = new FormData();
  form.append('file', file, file.name ?? 'image');
  const response = await client.post<UploadImageAnswer>(url, form, {
    signal,
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  const refusal = refusalError(response.data);
  if (refusal) throw refusal;
  if (!response.data?.data) throw new ApiError(imageUploadMessages.uploadFailed, response.status);
  return response.data;
}

/**
 * POSTs a multipart form and answers the call's body: a refusal in the body is the error, and an empty body is refused
 * with `noAnswer`.
 */
export async function postForm<T>(client: AxiosInstance, url: string, form: FormData, noAnswer: string): Promise<T> {
  try {
    const response = await client.post<T>(url, form);
    const refusal = refusalError(response.data);
    if (refusal) throw refusal;
    if (!response.data) throw new ApiError(noAnswer, response.status);
    return response.data;
  } catch (error) {
    throw normaliseError(error);
  }
}

/** Offers a blob to the user as a file download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has started.
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export function createSharedClient(client: AxiosInstance): SharedClient {
  return {
    ...contractClient(client, { columnConfig: sharedApi.columnConfig }),
    uploadImage: (file, options) => uploadFile(client, sharedApi.uploadImage.path, file, options),
    download: (url, params, signal, onProgress) => downloadBlob(client, url, params, signal, onProgress),
    staticConfig: async (signal) => {
      const response = await client.get<unknown>(staticConfigPath, { signal });
      return staticConfig.parse(response.data ?? {});
    },
  };
}
