import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/testApp';
import {
  insertCylinder,
  insertFilling,
  insertFixture,
  insertImage,
  insertInspection,
  pngPicture,
  type Fixture,
} from '../support/fixtures';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/** The public archive names cylinders by handles from the search answer, never by id (docs/security.md). */

let database: TestDatabase;
let app: FastifyInstance;
let fixture: Fixture;
let clock = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { publicRateLimitPerMinute: 100_000 }, { now: () => clock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  clock = new Date();
  await database.reset();
  fixture = await insertFixture(database.db);
});

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, text: response.body };
}

const json = async (url: string) => JSON.parse((await get(url)).text);

async function handleOf(barcode: string): Promise<string> {
  return (await json(`/api/samr/PublicQuery/PublicQueryList?Barcode=${barcode}`)).list[0].id;
}

/** Every public call that names one cylinder, given what stands for the cylinder. */
const callsNaming = (cylinder: string) => [
  `/api/samr/PublicQuery/CylinderDetail?CylinderId=${cylinder}`,
  `/api/samr/PublicQuery/InspectionListByCylinderId?CylinderId=${cylinder}`,
  `/api/samr/PublicQuery/ArchiveImages?CylinderId=${cylinder}`,
  `/api/samr/PublicQuery/SupplementalPhotos?CylinderId=${cylinder}`,
  `/api/samr/CylinderFilling/FillingListByCylinderId?CylinderId=${cylinder}&sumType=0`,
];

/** A cylinder with a record of each kind: a filling, an inspection, a picture of each kind. */
async function cylinderWithRecords(barcode: string) {
  const id = await insertCylinder(database.db, fixture, {
    barcode,
    category: 3,
    plate_num: '浙E12345',
    audit_person_name: '王审核',
    audit_time: '2024-04-01T02:03:04Z',
  });
  await insertFilling(database.db, fixture, id, {
    filling_guid: randomUUID(),
    begin_time: '2026-05-20T01:02:03Z',
    cylinder_barcode: barcode,
    operator_name: '钱充装',
    plate_number: '浙E12345',
  });
  await insertInspection(database.db, fixture, id, {
    report_code: `R-${barcode}`,
    operation_time: '2024-03-01T02:00:00Z',
  });
  const archive = await insertImage(database.db, id, 1, '建档照片.png', pngPicture(8, 8));
  const supplemental = await insertImage(database.db, id, 2, '补充照片.png', pngPicture(4, 4));
  return { id, archive, supplemental };
}

describe('walking the public archive', () => {
  it('finds nothing by ids 1…N or random handles, on any call, without login', async () => {
    const cylinders = [await cylinderWithRecords('WALK-A'), await cylinderWithRecords('WALK-B')];
    const top = Math.max(...cylinders.flatMap(({ id, archive, supplemental }) => [id, archive, supplemental])) + 3;
    const guesses = [
      ...Array.from({ length: top }, (_, index) => String(index + 1)),
      ...Array.from({ length: 20 }, () => randomBytes(16).toString('base64url')),
    ];
    const answered: string[] = [];
    for (const guess of guesses) {
      const urls = [
        ...callsNaming(guess),
        ...Array.from({ length: top }, (_, index) => `/api/samr/PublicQuery/Image?CylinderId=${guess}&Id=${index + 1}`),
      ];
      for (const url of urls) {
        const { status } = await get(url);
        if (status < 400) answered.push(`${status} ${url}`);
      }
      // The old shape of the picture call, by picture id alone.
      if ((await get(`/api/samr/PublicQuery/Image?Id=${guess}`)).status < 400) answered.push(`Image?Id=${guess}`);
    }
    expect(answered).toEqual([]);
    const refused = await json(`/api/samr/PublicQuery/CylinderDetail?CylinderId=${guesses.at(-1)}`);
    expect(refused).toMatchObject({ result: false, messeage: '气瓶档案链接已失效，请重新查询' });
  });

  it('opens everything of a cylinder found by the search, by the handle of its row', async () => {
    await cylinderWithRecords('FOUND-1');
    const handle = await handleOf('FOUND-1');
    for (const url of callsNaming(handle)) expect((await get(url)).status, url).toBe(200);
    const detail = await json(`/api/samr/PublicQuery/CylinderDetail?CylinderId=${handle}`);
    expect(detail.data).toMatchObject({ id: handle, barcode: 'FOUND-1' });
    const pictures = await json(`/api/samr/PublicQuery/ArchiveImages?CylinderId=${handle}`);
    const picture = await app.inject({ method: 'GET', url: pictures.list[0].url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('refuses a handle older than a day, and accepts it until then', async () => {
    await cylinderWithRecords('OLD-1');
    const handle = await handleOf('OLD-1');
    clock = new Date(clock.getTime() + 23 * 3600_000);
    expect((await get(`/api/samr/PublicQuery/CylinderDetail?CylinderId=${handle}`)).status).toBe(200);
    clock = new Date(clock.getTime() + 2 * 3600_000);
    for (const url of callsNaming(handle)) {
      const answer = await get(url);
      expect(answer.status, url).toBe(404);
      expect(JSON.parse(answer.text).messeage).toBe('气瓶档案链接已失效，请重新查询');
    }
    expect((await get(`/api/samr/PublicQuery/CylinderDetail?CylinderId=${await handleOf('OLD-1')}`)).status).toBe(200);
  });

  it("does not serve cylinder B's pictures by cylinder A's handle", async () => {
    await cylinderWithRecords('OWN-A');
    const b = await cylinderWithRecords('OWN-B');
    const handleA = await handleOf('OWN-A');
    for (const imageId of [b.archive, b.supplemental]) {
      const answer = await get(`/api/samr/PublicQuery/Image?CylinderId=${handleA}&Id=${imageId}`);
      expect(answer.status).toBe(404);
    }
    const handleB = await handleOf('OWN-B');
    expect((await get(`/api/samr/PublicQuery/Image?CylinderId=${handleB}&Id=${b.archive}`)).status).toBe(200);
  });

  it("answers no operator's or auditor's name, no time beyond the day and no whole plate number", async () => {
    await cylinderWithRecords('QUIET-1');
    const handle = await handleOf('QUIET-1');
    const answers = [
      (await get('/api/samr/PublicQuery/PublicQueryList?Barcode=QUIET-1')).text,
      (await get('/api/samr/CylinderFilling/FillingListByCylinderId?Barcode=QUIET-1')).text,
    ];
    for (const url of callsNaming(handle)) answers.push((await get(url)).text);
    for (const text of answers) {
      expect(text).not.toMatch(/钱充装|王审核|浙E12345/);
      expect(text).not.toMatch(/\d{2}:\d{2}/);
      expect(text).not.toMatch(/"(operator|auditPersonName)"/);
    }
    const detail = await json(`/api/samr/PublicQuery/CylinderDetail?CylinderId=${handle}`);
    expect(detail.data).toMatchObject({ plateNum: '浙E***45', auditTime: '2024-04-01' });
  });
});
