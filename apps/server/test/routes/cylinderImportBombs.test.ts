import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLimits, importMessages } from '@gcs/contracts';
import { demoAccounts } from '../../src/db/seed/demoAccounts';
import { seedDemoData } from '../../src/db/seed/index';
import { bearer } from '../support/identity';
import { buildTestApp, testToday, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { cellBomb, sizeBomb } from '../support/xlsxBombs';

let database: TestDatabase;
let app: TestApp;
let token: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { cylinders: 5, fillingRecords: 0, imageShare: 0, anchorDate: testToday });
  app = await buildTestApp(database);
  const user = await database.db
    .selectFrom('app_user')
    .select('id')
    .where('login_code', '=', demoAccounts.station.loginCode)
    .executeTakeFirstOrThrow();
  token = await app.sessions.create(user.id);
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

function importRequest(file: Buffer) {
  const boundary = '----gcs-bomb-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="档案.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app
    .inject({
      method: 'POST',
      url: '/api/samr/Cylinder/ImportCylinders',
      payload,
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    .then((response) => ({ status: response.statusCode, body: response.json() }));
}

describe('ImportCylinders against spreadsheet bombs', () => {
  it('refuses, before inflating, a workbook that declares more than 64 MB unpacked', async () => {
    const bomb = await sizeBomb(400);
    expect(bomb.length).toBeLessThan(importLimits.maxBytes);
    const answer = await importRequest(bomb);
    expect(answer.status).toBe(413);
    expect(answer.body.messeage).toBe(importMessages.inflatedTooLarge);
    expect(answer.body.messeage).toContain('64 MB');
  }, 60_000);

  it('stops inflating at 64 MB a workbook that declares itself small', async () => {
    const answer = await importRequest(await sizeBomb(100, false));
    expect(answer.status).toBe(413);
    expect(answer.body.messeage).toBe(importMessages.inflatedTooLarge);
  }, 60_000);

  it('refuses a workbook of more than 500,000 cells, naming the limit', async () => {
    const answer = await importRequest(await cellBomb(importLimits.maxCells + 100));
    expect(answer.status).toBe(413);
    expect(answer.body.messeage).toBe(importMessages.tooManyCells);
    expect(answer.body.messeage).toContain('500000');
  }, 60_000);

  it('runs one import at a time per user and keeps answering /healthz while it parses', async () => {
    const bomb = await cellBomb(importLimits.maxCells + 100);
    const order: string[] = [];
    // Two at once: whichever reaches the import first runs it (on PostgreSQL their session checks may finish in
    // either order), and the other is refused as busy.
    const imports = [importRequest(bomb), importRequest(bomb)].map((request) =>
      request.then((answer) => {
        order.push(`import ${answer.status}`);
        return answer;
      }),
    );
    const health = app.inject({ method: 'GET', url: '/healthz' }).then((answer) => {
      order.push('healthz');
      return answer;
    });
    const answers = await Promise.all(imports);
    expect(answers.map((answer) => answer.status).sort()).toEqual([409, 413]);
    expect(answers.find((answer) => answer.status === 409)?.body.messeage).toBe(importMessages.busy);
    expect((await health).statusCode).toBe(200);
    // /healthz answers while the import that runs is still parsing.
    expect(order.indexOf('healthz')).toBeLessThan(order.indexOf('import 413'));

    const book = new ExcelJS.Workbook();
    book.addWorksheet('气瓶档案').addRow(['条码']);
    const after = await importRequest(Buffer.from(await book.xlsx.writeBuffer()));
    expect(after.status).toBe(200);
  }, 60_000);
});
