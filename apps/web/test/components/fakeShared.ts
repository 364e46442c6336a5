import { vi } from 'vitest';
import { sharedApi } from '@gcs/contracts';
import type { SharedClient } from '../../src/api/files';
import { fakeContractClient } from '../fakeApi';

/** The shared client with spies: no column configuration, no special areas, no files until a test says otherwise. */
export function fakeSharedClient(): SharedClient {
  return {
    ...fakeContractClient({ columnConfig: sharedApi.columnConfig }),
    uploadImage: vi.fn().mockRejectedValue(new Error('offline')),
    download: vi.fn().mockRejectedValue(new Error('offline')),
    staticConfig: vi.fn().mockResolvedValue({ select_multiple: [], station_type: [] }),
  };
}
