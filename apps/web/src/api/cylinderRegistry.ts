import type { AxiosInstance } from 'axios';
import { cylinderRegistryApi, importTemplatePath, messages, type ImportResponse } from '@gcs/contracts';
import { contractClient, type ContractClient } from './contractClient';
import { ApiError, normaliseError, refusalError } from './errors';
import { downloadBlob, type UploadOptions } from './files';

/**
 * Registering, editing, deleting and importing cylinder archives (issue 4). The JSON calls are the contract's; the
 * batch import is a multipart upload whose refusal carries the rows in error, so that answer is returned, not thrown.
 */
type JsonCalls = Omit<typeof cylinderRegistryApi, 'importCylinders'>;

export interface ImportFields {
  CylinderCategory: number;
  /** The station the archives belong to (a regulator chooses it; a station user's own station otherwise). */
  StationId?: number;
}

export interface CylinderRegistryClient extends ContractClient<JsonCalls> {
  /** POST the .xlsx in `file` with CylinderCategory and StationId; a refusal with row errors is answered, not thrown. */
  importCylinders(
    file: Blob & { name?: string },
    fields: ImportFields,
    options?: UploadOptions,
  ): Promise<ImportResponse>;
  /** The import template (.xlsx) of a category, with the bearer token. */
  importTemplate(category: number, signal?: AbortSignal): Promise<Blob>;
}

function isImportAnswer(data: unknown): data is ImportResponse {
  if (data === null || typeof data !== 'object') return false;
  const body = data as Record<string, unknown>;
  return typeof body.result === 'boolean' && Array.isArray(body.errors);
}

export async function importCylinders(
  client: AxiosInstance,
  file: Blob & { name?: string },
  fields: ImportFields,
  { onProgress, signal }: UploadOptions = {},
): Promise<ImportResponse> {
  const form = new FormData();
  form.append('CylinderCategory', String(fields.CylinderCategory));
  if (fields.StationId !== undefined) form.append('StationId', String(fields.StationId));
  form.append('file', file, file.name ?? 'import.xlsx');
  try {
    const response = await client.post<unknown>(cylinderRegistryApi.importCylinders.path, form, {
      signal,
      // A refusal of the rows (400 or 422) carries the rows in error: read it instead of rejecting.
      validateStatus: (status) => (status >= 200 && status < 300) || status === 400 || status === 422,
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    });
    if (isImportAnswer(response.data)) return response.data;
    const fallback = response.status >= 400 ? messages.invalidParameter : messages.serverError;
    throw refusalError(response.data) ?? new ApiError(fallback, response.status);
  } catch (error) {
    throw normaliseError(error);
  }
}

export function createCylinderRegistryClient(client: AxiosInstance): CylinderRegistryClient {
  const { importCylinders: _multipart, ...jsonCalls } = cylinderRegistryApi;
  return {
    ...contractClient(client, jsonCalls),
    importCylinders: (file, fields, options) => importCylinders(client, file, fields, options),
    importTemplate: (category, signal) =>
      downloadBlob(client, importTemplatePath, { CylinderCategory: category }, signal),
  };
}
