import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from '../../src/api/http';
import { downloadBlob, uploadFile } from '../../src/api/files';

function stub(data: unknown, headers: Record<string, string> = {}) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data, status: 200, statusText: 'OK', headers, config };
  };
  return { seen, client: createHttpClient({ adapter }) };
}

describe('file transfers through the API client', () => {
  it('downloads a blob with the bearer token and the filters as parameters', async () => {
    window.sessionStorage.setItem('accessToken', 'tok-1');
    const file = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const { seen, client } = stub(file);
    const blob = await downloadBlob(client, '/api/samr/Cylinder/list', { Barcode: 'QP', isExport: true });
    expect(blob).toBe(file);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(seen[0]?.responseType).toBe('blob');
    expect(seen[0]?.params).toEqual({ Barcode: 'QP', isExport: true });
  });

  it("reads a JSON answer where a file was expected as the server's refusal", async () => {
    const refusal = new Blob([JSON.stringify({ result: false, messeage: '导出数据过多' })], {
      type: 'application/json',
    });
    const { client } = stub(refusal);
    await expect(downloadBlob(client, '/x')).rejects.toThrow('导出数据过多');
  });

  it('uploads the picture as the multipart field `file`', async () => {
    window.sessionStorage.setItem('accessToken', 'tok-2');
    const answer = { result: true, messeage: '', data: { id: 5, name: 'a.png', url: '/api/samr/File/Image?Id=5' } };
    const { seen, client } = stub(answer);
    const picture = new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' });
    await expect(uploadFile(client, '/api/samr/File/UploadImage', picture)).resolves.toEqual(answer);
    const form = seen[0]?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('a.png');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-2');
  });
});
