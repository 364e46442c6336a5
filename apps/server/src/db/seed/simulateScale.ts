/**
 * A demo scale: uploads filling records to a running platform as a seeded scale does, over HTTP with the scale's own
 * credential, then sends its first batch again to show that a retry stores nothing twice.
 *   npm run simulate:scale -w @gcs/server -- --device <设备编号> [--url http://localhost:8080] [--batches 3] [--size 20]
 * The device number is on 使用登记 › 充装秤 (demo scales are numbered <station code>-B1, -B2, ..., e.g. CZ33040201-B1).
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { deviceAuthorization, deviceUploadApi, type FillingUploadInput } from '@gcs/contracts';
import { demoBarcodes } from './demoBarcodes';
import { demoScaleGuid, demoScaleSecret } from './stationUpkeep';

const { values } = parseArgs({
  options: {
    device: { type: 'string' },
    url: { type: 'string', default: 'http://localhost:8080' },
    batches: { type: 'string', default: '3' },
    size: { type: 'string', default: '20' },
  },
});

function fillings(count: number, batch: number): FillingUploadInput[] {
  const barcodes = Object.values(demoBarcodes);
  return Array.from({ length: count }, (_, index) => {
    const begin = Date.now() - ((batch * count + index) * 7 + 5) * 60_000;
    const residual = Math.round(Math.random() * 80) / 100;
    return {
      fillingGuid: randomUUID(),
      cylinderBarcode: barcodes[index % barcodes.length] ?? demoBarcodes.normal,
      balance: '1号秤',
      cylinderSpec: 'YSP35.5',
      medium: '液化石油气',
      operator: '演示充装员',
      fillingWeight: Math.round((14.5 - residual + (Math.random() - 0.5) * 0.3) * 100) / 100,
      residualLiquidWeight: residual,
      beginTime: new Date(begin).toISOString(),
      endTime: new Date(begin + 150_000).toISOString(),
    };
  });
}

async function upload(records: FillingUploadInput[]): Promise<void> {
  const device = values.device ?? '';
  const response = await fetch(new URL(deviceUploadApi.upload.path, values.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: deviceAuthorization(demoScaleGuid(device), demoScaleSecret(device)),
    },
    body: JSON.stringify({ records }),
  });
  const answer = (await response.json()) as {
    messeage: string;
    data?: { records: { status: string; flags: string[] }[] };
  };
  const flagged = answer.data?.records.filter((record) => record.flags.length > 0).length ?? 0;
  console.log(`${response.status} ${answer.messeage}${answer.data ? `，其中${flagged}条被标记为异常充装` : ''}`);
  if (response.status === 429 || response.status === 503) {
    console.log(`平台要求 ${response.headers.get('retry-after')} 秒后重试`);
  }
}

async function main(): Promise<void> {
  if (!values.device) throw new Error('请用 --device 指定充装秤的设备编号（使用登记 › 充装秤）');
  const batches = Array.from({ length: Number(values.batches) }, (_, batch) => fillings(Number(values.size), batch));
  for (const batch of batches) await upload(batch);
  console.log('重发第一批（模拟网络重试）：');
  await upload(batches[0] ?? []);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
