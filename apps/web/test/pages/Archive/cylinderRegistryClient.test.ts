import { describe, expect, it } from 'vitest';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createCylinderRegistryClient } from '../../../src/api/cylinderRegistry';
import { ApiError } from '../../../src/api/errors';
import { createHttpClient } from '../../../src/api/http';

/** An adapter that answers every request with the status and body given, honouring the request's validateStatus. */
function answering(status: number, data: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (config.validateStatus && !config.validateStatus(status)) {
      throw new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, undefined, response);
    }
    return response;
  };
  return { seen, client: createCylinderRegistryClient(createHttpClient({ adapter })) };
}

const file = () => new File(['PK'], '档案.xlsx');

describe('cylinder registry client', () => {
  it('posts the file with the category and station as multipart fields', async () => {
    const { seen, client } = answering(200, { result: true, messeage: '导入成功', imported: 2, errors: [] });
    const answer = await client.importCylinders(file(), { CylinderCategory: 3, StationId: 31 });
    expect(answer.imported).toBe(2);
    const request = seen[0];
    expect(request?.url).toBe('/api/samr/Cylinder/ImportCylinders');
    const form = request?.data as FormData;
    expect(form.get('CylinderCategory')).toBe('3');
    expect(form.get('StationId')).toBe('31');
    expect((form.get('file') as File).name).toBe('档案.xlsx');
  });

  it('answers a refusal that lists the rows in error instead of throwing it', async () => {
    const refusal = {
      result: false,
      messeage: '导入失败：1 行有错误',
      imported: 0,
      errors: [{ row: 2, barcode: 'QP1', reason: '气瓶条码已存在：QP1' }],
    };
    const { client } = answering(400, refusal);
    await expect(client.importCylinders(file(), { CylinderCategory: 1 })).resolves.toEqual(refusal);
  });

  it('throws the server message of a refusal without rows', async () => {
    const { client } = answering(400, { result: false, messeage: '请上传 .xlsx 格式的文件', statusCode: 400 });
    const failure = client.importCylinders(file(), { CylinderCategory: 1 });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('请上传 .xlsx 格式的文件');
    const forbidden = answering(403, { result: false, messeage: '对不起，您没有权限进行此操作' });
    await expect(forbidden.client.importCylinders(file(), { CylinderCategory: 1 })).rejects.toThrow(
      '对不起，您没有权限进行此操作',
    );
  });

  it('downloads the template of a category as a blob', async () => {
    const { seen, client } = answering(200, new Blob(['PK'], { type: 'application/octet-stream' }));
    const blob = await client.importTemplate(2);
    expect(blob).toBeInstanceOf(Blob);
    expect(seen[0]?.url).toBe('/api/samr/Cylinder/ImportTemplate');
    expect(seen[0]?.params).toEqual({ CylinderCategory: 2 });
    expect(seen[0]?.responseType).toBe('blob');
  });
});
