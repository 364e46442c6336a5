import { sql, type Kysely } from 'kysely';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cylinderStatusValues, hostConfig } from '@gcs/contracts';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import type { DatabaseSchema } from '../../src/db/schema';
import { decodeCode128 } from '../../src/db/seed/code128';
import { databaseHasData, demoAreaCode, demoBarcodes, seedDemoData } from '../../src/db/seed/index';

const options = { cylinders: 600, fillingRecords: 3_000, anchorDate: '2026-06-15', seed: 7 };
const anchor = options.anchorDate;

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.db);
  return database;
}

/** A digest of every cylinder and filling row, computed by the database. */
async function checksum(db: Kysely<DatabaseSchema>): Promise<string> {
  const result = await sql<{ cylinders: string; fillings: string; inspections: string; files: string }>`select
    (select md5(string_agg(c::text, '|' order by c.id)) from cylinder c) as cylinders,
    (select md5(string_agg(f::text, '|' order by f.begin_time, f.id)) from filling_record f) as fillings,
    (select md5(string_agg(i::text, '|' order by i.id)) from inspection_record i) as inspections,
    (select md5(string_agg(s.sha256, '|' order by s.id)) from stored_file s) as files`.execute(db);
  return JSON.stringify(result.rows[0]);
}

const yearsAfter = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

describe('demo data seed', () => {
  let first: Database;
  let second: Database;
  let db: Kysely<DatabaseSchema>;

  beforeAll(async () => {
    first = await freshDatabase();
    second = await freshDatabase();
    db = first.db;
    expect(await databaseHasData(db)).toBe(false);
    await seedDemoData(first.db, options);
    await seedDemoData(second.db, options);
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('reports that the database now has data', async () => {
    expect(await databaseHasData(db)).toBe(true);
  });

  it('gives the same rows for the same seed and anchor date', async () => {
    expect(await checksum(first.db)).toBe(await checksum(second.db));
  });

  it('gives other rows for another seed', async () => {
    const other = await freshDatabase();
    try {
      await seedDemoData(other.db, { ...options, seed: 8 });
      expect(await checksum(other.db)).not.toBe(await checksum(db));
    } finally {
      await other.close();
    }
  }, 60_000);

  it('creates the requested numbers of cylinders and filling records', async () => {
    const cylinders = await db
      .selectFrom('cylinder')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const fillings = await db
      .selectFrom('filling_record')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(cylinders.n)).toBe(options.cylinders);
    expect(Number(fillings.n)).toBe(options.fillingRecords);
  });

  it('uses every cylinder status and every category, most cylinders normal', async () => {
    const statuses = await db
      .selectFrom('cylinder')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    expect(statuses.map((row) => row.status).sort((a, b) => a - b)).toEqual(
      [...cylinderStatusValues].sort((a, b) => a - b),
    );
    const normal = statuses.find((row) => row.status === 0);
    expect(Number(normal?.n)).toBeGreaterThan(options.cylinders * 0.7);
    const categories = await db.selectFrom('cylinder').select('category').distinct().execute();
    expect(categories.map((row) => row.category).sort()).toEqual([1, 2, 3]);
  });

  it('has overdue, blacklisted and scrap-overdue cylinders', async () => {
    const overdue = await db
      .selectFrom('cylinder')
      .select('id')
      .where('status', '=', 0)
      .where('next_inspection_date', '<', anchor)
      .execute();
    const scrapOverdue = await db
      .selectFrom('cylinder')
      .select('id')
      .where('status', '=', 0)
      .where('scrap_date', '<', anchor)
      .execute();
    const blacklisted = await db.selectFrom('cylinder').select('id').where('is_blacklisted', '=', true).execute();
    expect(overdue.length).toBeGreaterThan(5);
    expect(scrapOverdue.length).toBeGreaterThan(5);
    expect(blacklisted.length).toBeGreaterThan(0);
  });

  it('keeps the demo barcodes in their promised states relative to the anchor date', async () => {
    const rows = await db
      .selectFrom('cylinder')
      .selectAll()
      .where('barcode', 'in', Object.values(demoBarcodes))
      .execute();
    const byBarcode = new Map(rows.map((row) => [row.barcode, row]));
    const normal = byBarcode.get(demoBarcodes.normal);
    expect(normal?.status).toBe(0);
    expect(normal?.is_blacklisted).toBe(false);
    expect(normal!.next_inspection_date! >= yearsAfter(anchor, 2)).toBe(true);
    expect(normal!.scrap_date! > anchor).toBe(true);

    const overdueInspection = byBarcode.get(demoBarcodes.overdueInspection);
    expect(overdueInspection?.status).toBe(0);
    expect(overdueInspection!.next_inspection_date! < anchor).toBe(true);
    expect(overdueInspection!.scrap_date! > yearsAfter(anchor, 1)).toBe(true);

    const overdueScrap = byBarcode.get(demoBarcodes.overdueScrap);
    expect(overdueScrap?.status).toBe(0);
    expect(overdueScrap!.scrap_date! < anchor).toBe(true);

    expect(byBarcode.get(demoBarcodes.scrapped)?.status).toBe(2);

    const vehicle = byBarcode.get(demoBarcodes.vehicle);
    expect(vehicle?.category).toBe(3);
    expect(vehicle?.plate_num).toMatch(/^浙F·[0-9A-Z]{5}$/);

    for (const row of rows) {
      const inspections = await db
        .selectFrom('inspection_record')
        .select('id')
        .where('cylinder_id', '=', row.id)
        .execute();
      const fillings = await db.selectFrom('filling_record').select('id').where('cylinder_id', '=', row.id).execute();
      const images = await db.selectFrom('cylinder_image').select('kind').where('cylinder_id', '=', row.id).execute();
      expect(inspections.length, row.barcode).toBeGreaterThanOrEqual(3);
      expect(fillings.length, row.barcode).toBeGreaterThanOrEqual(3);
      expect(images.filter((image) => image.kind === 1).length, row.barcode).toBeGreaterThanOrEqual(2);
      expect(images.filter((image) => image.kind === 2).length, row.barcode).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps the last inspection record consistent with the cylinder dates', async () => {
    const mismatches = await sql<{ id: number }>`select c.id from cylinder c
      join lateral (select last_inspection_date from inspection_record i where i.cylinder_id = c.id
                    order by operation_time desc limit 1) last on true
      where last.last_inspection_date <> c.last_inspection_date`.execute(db);
    expect(mismatches.rows).toEqual([]);
  });

  it('has the city regulator’s reviews of concluded inspections in each status (检验结论审核)', async () => {
    const reviews = await db
      .selectFrom('inspection_finding_review as r')
      .innerJoin('inspection_record as i', 'i.id', 'r.inspection_id')
      .select(['r.status', 'r.opinion', 'r.reviewed_by_name', 'i.approval_result'])
      .execute();
    expect(reviews.filter((review) => review.status === 1)).toHaveLength(3);
    const doubtful = reviews.filter((review) => review.status === 2);
    expect(doubtful).toHaveLength(3);
    expect(doubtful.every((review) => (review.opinion ?? '').length > 0)).toBe(true);
    expect(reviews.every((review) => review.approval_result === 1 && review.reviewed_by_name.startsWith('city'))).toBe(
      true,
    );
  });

  it('fills vehicle fields only on vehicle cylinders, and gives vehicle inspections their checklist', async () => {
    const wrong = await db
      .selectFrom('cylinder')
      .select('id')
      .where('category', '<>', 3)
      .where((eb) =>
        eb.or([
          eb('plate_num', 'is not', null),
          eb('department_name', 'is not', null),
          eb('vc_type_name', 'is not', null),
          eb('install_date', 'is not', null),
        ]),
      )
      .execute();
    expect(wrong).toEqual([]);
    const withPlate = await db
      .selectFrom('cylinder')
      .select('id')
      .where('category', '=', 3)
      .where('plate_num', 'is not', null)
      .execute();
    expect(withPlate.length).toBeGreaterThan(0);
    const vehicleRecord = await db
      .selectFrom('inspection_record')
      .innerJoin('cylinder', 'cylinder.id', 'inspection_record.cylinder_id')
      .select('inspection_record.inspect_items_json')
      .where('cylinder.category', '=', 3)
      .executeTakeFirstOrThrow();
    const items = vehicleRecord.inspect_items_json as { name: string; value: string; children: unknown[] }[];
    expect(Array.isArray(items)).toBe(true);
    expect(items[0]).toMatchObject({
      name: expect.any(String),
      value: expect.any(String),
      children: expect.any(Array),
    });
  });

  it('registers every filling record in filling_guid, and no-archive fills carry no cylinder', async () => {
    const missing = await sql<{ n: number }>`select count(*)::int as n from filling_record f
      where not exists (select 1 from filling_guid g where g.filling_guid = f.filling_guid and g.begin_time = f.begin_time)`.execute(
      db,
    );
    expect(missing.rows[0]?.n).toBe(0);
    const states = await db.selectFrom('filling_record').select('cylinder_state').distinct().execute();
    expect(states.map((row) => row.cylinder_state).sort()).toEqual([0, 1, 2, 3]);
    const badNoArchive = await db
      .selectFrom('filling_record')
      .select('id')
      .where('cylinder_state', '=', 3)
      .where('cylinder_id', 'is not', null)
      .execute();
    expect(badNoArchive).toEqual([]);
    const outside = await db
      .selectFrom('filling_record')
      .select('id')
      .where('begin_time', '>=', `${anchor}T00:00:00+08:00`)
      .execute();
    expect(outside).toEqual([]);
  });

  it('gives the two pending demo explanations a real PNG of the cylinder label as evidence', async () => {
    const files = await db
      .selectFrom('filling_explanation as e')
      .innerJoin('filling_explanation_file as ef', 'ef.explanation_id', 'e.id')
      .innerJoin('stored_file as f', 'f.id', 'ef.file_id')
      .select(['e.status', 'e.cylinder_barcode', 'ef.name', 'f.mime_type', 'f.content'])
      .execute();
    expect(files.map((file) => file.status)).toEqual([0, 0]);
    for (const file of files) {
      expect(file.name).toBe(`气瓶标签${file.cylinder_barcode}.png`);
      expect(file.mime_type).toBe('image/png');
      expect(PNG.sync.read(Buffer.from(file.content)).width).toBeGreaterThan(0);
    }
  });

  it('stores real PNG pictures, the label carrying a readable Code 128 barcode', async () => {
    const files = await db
      .selectFrom('cylinder_image')
      .innerJoin('stored_file', 'stored_file.id', 'cylinder_image.file_id')
      .innerJoin('cylinder', 'cylinder.id', 'cylinder_image.cylinder_id')
      .select([
        'stored_file.content',
        'stored_file.byte_size',
        'stored_file.mime_type',
        'cylinder_image.name',
        'cylinder.barcode',
      ])
      .where('cylinder.barcode', '=', demoBarcodes.normal)
      .execute();
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const bytes = Buffer.from(file.content);
      expect(file.mime_type).toBe('image/png');
      expect(bytes.length).toBe(file.byte_size);
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const png = PNG.sync.read(bytes);
      expect(png.width).toBeGreaterThan(100);
    }
    const label = files.find((file) => file.name === '建档照片1.png');
    const png = PNG.sync.read(Buffer.from(label!.content));
    // Read the modules along a scan line through the bars (2 pixels per module, starting after the quiet zone).
    const y = 100;
    let modules = '';
    for (let x = 40; x < png.width - 40; x += 2) modules += png.data[(y * png.width + x) * 4]! < 128 ? '1' : '0';
    expect(decodeCode128(modules.replace(/0+$/, ''))).toBe(demoBarcodes.normal);
  });

  it('creates the stations, institutions and regulator bindings of the demo city', async () => {
    const stations = await db.selectFrom('station').select(['id', 'kind', 'station_type', 'license_until']).execute();
    const filling = stations.filter((s) => s.kind === 1);
    expect(filling.length).toBeGreaterThanOrEqual(30);
    expect(new Set(filling.map((s) => s.station_type))).toEqual(new Set([1, 2, 3]));
    expect(stations.filter((s) => s.kind === 2).length).toBeGreaterThanOrEqual(3);
    expect(filling.some((s) => s.license_until === null)).toBe(true);
    expect(filling.some((s) => s.license_until !== null && s.license_until < anchor)).toBe(true);
    const unbound = await sql<{ id: number }>`select s.id from station s
      where not exists (select 1 from regulator_station rs join regulator r on r.id = rs.regulator_id
                        where rs.station_id = s.id and r.level = 3)`.execute(db);
    expect(unbound.rows).toEqual([]);
    const city = await db
      .selectFrom('regulator')
      .selectAll()
      .where('division_code', '=', demoAreaCode)
      .executeTakeFirstOrThrow();
    expect(city.level).toBe(2);
    const districts = await db.selectFrom('regulator').select('id').where('parent_id', '=', city.id).execute();
    expect(districts.length).toBe(7);
  });

  it('loads the division tree and a valid host configuration', async () => {
    const levels = await db
      .selectFrom('division')
      .select(['level', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('level')
      .orderBy('level')
      .execute();
    expect(levels.map((row) => row.level)).toEqual([1, 2, 3]);
    expect(Number(levels[2]?.n)).toBeGreaterThan(2500);
    const row = await db.selectFrom('host_config').select('config').where('id', '=', 1).executeTakeFirstOrThrow();
    const config = hostConfig.parse(row.config);
    expect(config.code).toBe(demoAreaCode);
    expect(config.temstyle).toBe('style-b');
  });
});
