import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { deviceAuthorization, deviceUploadApi, type FillingUploadInput } from '@gcs/contracts';
import { openDatabase, type Database } from '../../src/db/database';
import { rawDailyQuery } from '../../src/db/fillingDaily';
import { migrate } from '../../src/db/migrate';
import { insertCylinder, insertFixture, insertScale } from '../support/fixtures';

/**
 * The platform's process is killed (SIGKILL, no shutdown) while scales are uploading and retrying; after a restart on
 * the same database, every record the platform acknowledged is there exactly once, and the daily rollup still equals
 * the records. Runs on the embedded database, or on PostgreSQL (a schema of its own) when TEST_DATABASE_URL is set.
 */
const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const url = process.env.TEST_DATABASE_URL;
const schema = url ? `crash_${process.pid}_${randomBytes(3).toString('hex')}` : undefined;
const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), 'gcs-crash-'));
const secret = 'crash-test-scale-secret-0001';

const open = (): Promise<Database> => openDatabase({ url, dataDir: dataDir ?? '', schema, poolSize: 2 });

/** The running platform, stopped after the test whatever happened (a schema dropped under it would fail its requests). */
let running: ChildProcess | undefined;

afterAll(async () => {
  if (running && running.exitCode === null) {
    const exited = new Promise((resolve) => running?.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (schema) {
    const database = await open();
    await sql.raw(`drop schema ${schema} cascade`).execute(database.db);
    await database.close();
  }
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The platform as `npm start` runs it (no demo data), on the test's database. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url ?? '',
      DATABASE_SCHEMA: schema ?? '',
      DATA_DIR: dataDir ?? '',
      SEED_DEMO_DATA: 'false',
      SYSLOG_PURGE: 'false',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
      DEVICE_UPLOADS_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running = child;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a killed platform keeps every acknowledged filling exactly once', () => {
  it('survives SIGKILL in the middle of a stream of uploads with retries', async () => {
    const setup = await open();
    await migrate(setup.db);
    const fixture = await insertFixture(setup.db);
    await insertCylinder(setup.db, fixture, { barcode: 'CR0001', audit_result: 1 });
    const scale = await insertScale(setup.db, fixture.stationId, 'CRASH-01', secret);
    await setup.close();

    const port = await freePort();
    let server = await startServer(port);
    const acknowledged = new Set<string>();
    const sent = new Set<string>();
    let acks = 0;
    let interrupted = 0;

    /** One scale's batch, sent until the platform acknowledges it, whatever happens to the platform meanwhile. */
    const sendUntilAcknowledged = async (records: FillingUploadInput[]) => {
      for (const record of records) sent.add(record.fillingGuid);
      for (;;) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}${deviceUploadApi.upload.path}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: deviceAuthorization(scale.guid, secret),
            },
            body: JSON.stringify({ records }),
          });
          if (response.ok) {
            for (const record of records) acknowledged.add(record.fillingGuid);
            acks += 1;
            return;
          }
          if (response.status !== 503 && response.status !== 429) throw new Error(`unexpected ${response.status}`);
          await sleep(Number(response.headers.get('retry-after') ?? 1) * 100);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
          interrupted += 1;
          await sleep(100); // the platform is down: the scale keeps its batch and tries again
        }
      }
    };

    let minute = 0;
    const batch = (): FillingUploadInput[] =>
      Array.from({ length: 25 }, () => {
        minute += 1;
        const begin = Date.parse('2026-11-20T00:00:00Z') + minute * 60_000;
        return {
          fillingGuid: randomUUID(),
          cylinderBarcode: minute % 3 === 0 ? 'CR0001' : `CRX${minute}`,
          fillingWeight: 14.2,
          beginTime: new Date(begin).toISOString(),
          endTime: new Date(begin + 120_000).toISOString(),
        };
      });
    const scaleStream = async () => {
      for (let n = 0; n < 8; n += 1) await sendUntilAcknowledged(batch());
    };

    const streams = Promise.all([scaleStream(), scaleStream(), scaleStream()]);
    while (acks < 5) await sleep(10);
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    server = await startServer(port);
    await streams;
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;

    // The kill cut requests off (the scales had to retry), and every batch was acknowledged in the end.
    expect(interrupted).toBeGreaterThan(0);
    expect(acknowledged.size).toBe(3 * 8 * 25);
    const check = await open();
    try {
      const stored = await check.db
        .selectFrom('filling_record')
        .select(['filling_guid', (eb) => eb.fn.countAll<number>().as('copies')])
        .groupBy('filling_guid')
        .execute();
      expect(stored.filter((row) => Number(row.copies) !== 1)).toEqual([]);
      const storedGuids = new Set(stored.map((row) => row.filling_guid));
      expect([...acknowledged].filter((guid) => !storedGuids.has(guid))).toEqual([]);
      expect([...storedGuids].filter((guid) => !sent.has(guid))).toEqual([]);
      const kept = await sql`select station_id, day::text, category, fillings, normal, no_archive, continuous
                               from filling_daily order by 1, 2, 3`.execute(check.db);
      const raw = await sql`select station_id, day::text, category, fillings, normal, no_archive, continuous
                              from (${rawDailyQuery()}) raw order by 1, 2, 3`.execute(check.db);
      expect(kept.rows).toEqual(raw.rows);
    } finally {
      await check.close();
    }
  }, 300_000);
});
