import type { AxiosInstance } from 'axios';
import { cylinderInspectionReportApi, reportMessages, type CallResponse } from '@gcs/contracts';
import { downloadBlob, postForm } from './files';

/**
 * Inspection report files (CylinderInspectionReport): the uploads are multipart bodies (one file for one record, or
 * a batch matched by report code); the file itself comes back as a blob with the bearer token.
 */
export type UploadReportAnswer = CallResponse<typeof cylinderInspectionReportApi.upload>;
export type AllUploadAnswer = CallResponse<typeof cylinderInspectionReportApi.allUpload>;

export interface InspectionReportsClient {
  upload(inspectionId: number, file: Blob & { name?: string }): Promise<UploadReportAnswer>;
  allUpload(files: readonly (Blob & { name?: string })[]): Promise<AllUploadAnswer>;
  file(inspectionId: number): Promise<Blob>;
}

export function createInspectionReportsClient(client: AxiosInstance): InspectionReportsClient {
  return {
    upload: (inspectionId, file) => {
      const form = new FormData();
      form.append('InspectionId', String(inspectionId));
      form.append('file', file, file.name ?? 'report.pdf');
      return postForm(client, cylinderInspectionReportApi.upload.path, form, reportMessages.noFile);
    },
    allUpload: (files) => {
      const form = new FormData();
      for (const file of files) form.append('file', file, file.name ?? 'report.pdf');
      return postForm(client, cylinderInspectionReportApi.allUpload.path, form, reportMessages.noFile);
    },
    file: (inspectionId) => downloadBlob(client, cylinderInspectionReportApi.file.path, { InspectionId: inspectionId }),
  };
}
