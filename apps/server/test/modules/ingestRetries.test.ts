import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillingUpload, type FillingUpload } from '@gcs/contracts';
import { IngestRepository } from '../../src/modules/filling/ingest.repository';
import { IngestService } from '../../src/modules/filling/ingest.service';
import { RecentBatches } from '../../src/modules/filling/recentBatches';
import { insertCylinder, insertFixture, insertScale } from '../support/fixtures';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

describe('RecentBatches', () => {
  it('knows the first guid of each scale’s last four stored batches, and no other scale’s', () => {
    const recent = new RecentBatches();
    for (const guid of ['a', 'b', 'c', 'd', 'e']) recent.remember(1, guid);
    recent.remember(1, 'e');
    expect(['a', 'b', 'c', 'd', 'e'].map((guid) => recent.isRetry(1, guid))).toEqual([false, true, true, true, true]);
    expect(recent.isRetry(2, 'e')).toBe(false);
  });
});

const now = new Date('2026-11-26T06:00:00.000Z');
let database: TestDatabase;
let device: { id: number; guid: string; stationId: number };

/** The repository, noting for each upload's first statement whether it skipped stored guids. */
class RecordingRepository extends IngestRepository {
  readonly skipped: boolean[] = [];
  override claimAndLookUp(...args: Parameters<IngestRepository['claimAndLookUp']>) {
    this.skipped.push(args[2].skipStored);
    return super.claimAndLookUp(...args);
  }
}

function service() {
  const repository = new RecordingRepository(database.db);
  return { repository, ingest: new IngestService({ repository, db: database.db, now: () => now }) };
}

let counter = 0;
const record = (): FillingUpload =>
  fillingUpload.parse({
    fillingGuid: `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`,
    cylinderBarcode: 'OK0001',
    fillingWeight: 14.5,
    beginTime: new Date(Date.parse('2026-11-26T01:00:00Z') + counter * 60_000).toISOString(),
  });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  const fixture = await insertFixture(database.db);
  await insertCylinder(database.db, fixture, { barcode: 'OK0001', audit_result: 1 });
  const scale = await insertScale(database.db, fixture.stationId, 'SCALE-01', 'scale-secret-0001-abcdefgh');
  device = { ...scale, stationId: fixture.stationId };
});

const statuses = (answer: Awaited<ReturnType<IngestService['upload']>>) =>
  answer.data.records.map((item) => item.status);

const storedCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('filling_record')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('registering the guids of an upload', () => {
  it('registers new records without looking for stored ones, and a batch sent again as a retry', async () => {
    const { repository, ingest } = service();
    const batch = [record(), record()];
    expect(statuses(await ingest.upload(device, batch))).toEqual(['stored', 'stored']);
    expect(statuses(await ingest.upload(device, batch))).toEqual(['duplicate', 'duplicate']);
    expect(repository.skipped).toEqual([false, true]);
    expect(await storedCount()).toBe(2);
  });

  it('runs an upload again as a retry when a record it took for new was stored (re-batched, or after a restart)', async () => {
    const first = service();
    const stored = [record(), record()];
    await first.ingest.upload(device, stored);
    const rebatched = [record(), stored[1]!];
    expect(statuses(await first.ingest.upload(device, rebatched))).toEqual(['stored', 'duplicate']);
    expect(first.repository.skipped).toEqual([false, false, true]);

    const restarted = service();
    expect(statuses(await restarted.ingest.upload(device, stored))).toEqual(['duplicate', 'duplicate']);
    expect(restarted.repository.skipped).toEqual([false, true]);
    expect(await storedCount()).toBe(3);
    const daily = await database.db.selectFrom('filling_daily').select('fillings').execute();
    expect(daily).toEqual([{ fillings: 3 }]);
  });
});
