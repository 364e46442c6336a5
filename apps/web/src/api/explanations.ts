import type { AxiosInstance } from 'axios';
import { abnormalExplanationApi, explanationFileMessages, type CallResponse } from '@gcs/contracts';
import { downloadBlob, postForm } from './files';

/**
 * Explanations of abnormal fillings with evidence files: the explanation and its files go in one multipart body
 * (fields FillingGuid and Explanation, files `file`), so the server stores them together or not at all; a file comes
 * back as a blob with the bearer token.
 */
export type AddExplanationAnswer = CallResponse<typeof abnormalExplanationApi.add>;

export interface ExplanationsClient {
  addWithFiles(
    fillingGuid: string,
    explanation: string,
    files: readonly (Blob & { name?: string })[],
  ): Promise<AddExplanationAnswer>;
  file(explanationId: number, no: number): Promise<Blob>;
}

export function createExplanationsClient(client: AxiosInstance): ExplanationsClient {
  return {
    addWithFiles: (fillingGuid, explanation, files) => {
      const form = new FormData();
      form.append('FillingGuid', fillingGuid);
      form.append('Explanation', explanation);
      for (const file of files) form.append('file', file, file.name ?? 'file');
      return postForm(client, abnormalExplanationApi.add.path, form, explanationFileMessages.badForm);
    },
    file: (explanationId, no) => downloadBlob(client, abnormalExplanationApi.file.path, { Id: explanationId, No: no }),
  };
}
