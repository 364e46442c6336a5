import { describe, expect, it } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { dashboardApi } from '@gcs/contracts';
import { createHttpClient } from '../../src/api/http';
import { contractClient } from '../../src/api/contractClient';

function answering(status: number, data: unknown) {
  const adapter: AxiosAdapter = async (config) => ({ data, status, statusText: String(status), headers: {}, config });
  return contractClient(createHttpClient({ adapter }), dashboardApi);
}

const summary = {
  registerdCylinderCount: 3,
  normalCylinderCount: 2,
  scrappedCylinderCount: 1,
  fillingStationCount: 1,
  fillingCount: 9,
  inspectionStationCount: 1,
  inspectionCount: 4,
};

describe('the contract client', () => {
  it('resolves a 204 of a call that may answer No Content to null', async () => {
    await expect(answering(204, '').summary({ query: { RegionCode: '330521' } })).resolves.toBeNull();
  });

  it('resolves a 200 to the answer itself', async () => {
    const answer = { result: true, messeage: '', data: summary };
    await expect(answering(200, answer).summary({ query: {} })).resolves.toEqual(answer);
  });

  it('does not take a 204 as null for a call that never answers No Content', async () => {
    const sample = await answering(204, '').sample({ query: {} });
    expect(sample).not.toBeNull();
  });
});
