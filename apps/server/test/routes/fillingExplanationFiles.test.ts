import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  abnormalFillingAuditPage,
  abnormalFillingsPage,
  explanationFileLimits,
  explanationFileMessages,
  FillingFlag,
  menuOfPage,
  uploadContentMessages,
} from '@gcs/contracts';
import sharp from 'sharp';
import { insertFilling, insertFillingStation, insertFixture, pngPicture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const now = new Date('2026-11-26T06:00:00.000Z');
const base = '/api/samr/CylinderFilling';
const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => '2026-11-26' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  const roles = await database.db.selectFrom('role').select(['id', 'name']).execute();
  await database.db
    .insertInto('role_menu')
    .values(
      roles.flatMap((role) =>
        [
          '001',
          menuOfPage(abnormalFillingsPage.kind, '/GasCylinder/'),
          '006',
          menuOfPage(abnormalFillingAuditPage.kind),
        ].map((code) => ({ role_id: role.id, menu_code: code })),
      ),
    )
    .execute();
  const neighbourId = await insertFillingStation(database.db, 'FS002', '南浔燃气充装站', '330502');
  // A user of the neighbouring station: fs001's row (same password) moved to the other station.
  const fs001 = await database.db
    .selectFrom('app_user')
    .selectAll()
    .where('login_code', '=', 'fs001')
    .executeTakeFirstOrThrow();
  const { id: _id, ...copy } = fs001;
  await database.db
    .insertInto('app_user')
    .values({ ...copy, login_code: 'fs002', user_name: '南浔充装站', station_id: neighbourId } as never)
    .execute();
  const fill = (n: number, flags: number, stationId = fixture.stationId) =>
    insertFilling(database.db, { ...fixture, stationId }, null, {
      filling_guid: guid(n),
      cylinder_barcode: `A000${n}`,
      begin_time: `2026-11-2${n}T02:00:00.000Z`,
      flags,
    });
  await fill(1, FillingFlag.OverWeight);
  await fill(4, FillingFlag.OverWeight, neighbourId);
});

const png = pngPicture(4, 3);
const jpg = await sharp({ create: { width: 5, height: 4, channels: 3, background: '#567' } })
  .jpeg()
  .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart body of fields and files, as a browser sends it (file names in UTF-8). */
function multipart(fields: Record<string, string>, files: { name: string; content: Buffer }[]) {
  const boundary = '----explanation-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const as = async (code: string) => bearer(await tokenFor(app, code));
async function explain(code: string, fields: Record<string, string>, files: { name: string; content: Buffer }[]) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: `${base}/AddVCFillingAbnormalAppend`,
    headers: { ...(await as(code)), ...body.headers },
    payload: body.payload,
  });
}
const list = async (code: string) =>
  app.inject({ method: 'GET', url: `${base}/QueryVCFillingAbnormalAppend`, headers: await as(code) });
const download = async (code: string | null, id: number, no: number) =>
  app.inject({
    method: 'GET',
    url: `${base}/VCFillingAbnormalAppendFile?Id=${id}&No=${no}`,
    headers: code === null ? {} : await as(code),
  });
const stored = async () => {
  const explanations = await database.db.selectFrom('filling_explanation').select('id').execute();
  const links = await database.db.selectFrom('filling_explanation_file').select('no').execute();
  const files = await database.db.selectFrom('stored_file').select('id').execute();
  return { explanations: explanations.length, links: links.length, files: files.length };
};

describe('AddVCFillingAbnormalAppend with evidence files (multipart)', () => {
  it('stores the explanation with its files in order, lists them and audits them', async () => {
    const answer = await explain('fs001', { FillingGuid: guid(1), Explanation: '秤显示照片与维修单' }, [
      { name: '秤显示.png', content: png },
      { name: 'label.jpg', content: jpg },
      { name: '维修单.pdf', content: pdf },
    ]);
    expect(answer.statusCode).toBe(200);
    const id = answer.json().data.id as number;
    for (const code of ['fs001', 'huzhou']) {
      expect((await list(code)).json().list[0]).toMatchObject({
        id,
        explanation: '秤显示照片与维修单',
        attachmentCount: 3,
        attachments: [
          // Pictures are stored re-encoded: their size is the re-encoded one.
          { no: 1, name: '秤显示.png', mimeType: 'image/png', bytes: expect.any(Number) },
          { no: 2, name: 'label.jpg', mimeType: 'image/jpeg', bytes: expect.any(Number) },
          { no: 3, name: '维修单.pdf', mimeType: 'application/pdf', bytes: pdf.length },
        ],
      });
    }
    const log = await database.db
      .selectFrom('syslog')
      .select('detail')
      .where('event', '=', 'fillingExplanation')
      .executeTakeFirstOrThrow();
    expect(log.detail).toMatchObject({
      action: 'add',
      after: {
        files: [
          { no: 1, name: '秤显示.png' },
          { no: 2, name: 'label.jpg' },
          { no: 3, name: '维修单.pdf' },
        ],
      },
    });
  });

  it('still takes a text-only explanation as JSON, listed with no attachments', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: `${base}/AddVCFillingAbnormalAppend`,
      headers: await as('fs001'),
      payload: { FillingGuid: guid(1), Explanation: '仅文字说明' },
    });
    expect(answer.statusCode).toBe(200);
    expect((await list('fs001')).json().list[0]).toMatchObject({ attachmentCount: 0, attachments: [] });
  });

  it('refuses a renamed file by its content (400, naming it) and writes nothing', async () => {
    const answer = await explain('fs001', { FillingGuid: guid(1), Explanation: '说明' }, [
      { name: 'ok.png', content: png },
      { name: '假照片.jpg', content: Buffer.from('MZ this is an executable') },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messeage).toBe(explanationFileMessages.wrongType('假照片.jpg'));
    expect(await stored()).toEqual({ explanations: 0, links: 0, files: 0 });
  });

  it('refuses a file over the size limit (413, naming it) and writes nothing', async () => {
    const big = Buffer.concat([png, Buffer.alloc(explanationFileLimits.maxBytes)]);
    const answer = await explain('fs001', { FillingGuid: guid(1), Explanation: '说明' }, [
      { name: '大照片.png', content: big },
    ]);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().messeage).toBe(explanationFileMessages.tooLarge('大照片.png'));
    expect(await stored()).toEqual({ explanations: 0, links: 0, files: 0 });
  });

  it('refuses a PDF that carries JavaScript, even inside a compressed object stream (400, naming it)', async () => {
    const plain = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n%%EOF\n',
    );
    const objects = deflateSync(Buffer.from('1 0 << /Type /Action /S /J#61vaScript /JS (app.alert(1)) >>'));
    const hidden = Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${objects.length} >>\nstream\n`,
      ),
      objects,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    for (const content of [plain, hidden]) {
      const answer = await explain('fs001', { FillingGuid: guid(1), Explanation: '说明' }, [
        { name: '维修单.pdf', content },
      ]);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().messeage).toBe(`附件“维修单.pdf”：${uploadContentMessages.activePdf}`);
    }
    expect(await stored()).toEqual({ explanations: 0, links: 0, files: 0 });
  });

  it('refuses more files than allowed (400) and writes nothing', async () => {
    const files = Array.from({ length: explanationFileLimits.maxFiles + 1 }, (_, index) => ({
      name: `p${index}.png`,
      content: Buffer.concat([png, Buffer.from(String(index))]),
    }));
    const answer = await explain('fs001', { FillingGuid: guid(1), Explanation: '说明' }, files);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messeage).toBe(explanationFileMessages.tooMany);
    expect(await stored()).toEqual({ explanations: 0, links: 0, files: 0 });
  });

  it('refuses another station’s filling (404) and a regulator (403), storing no file', async () => {
    const other = await explain('fs001', { FillingGuid: guid(4), Explanation: '不是本站' }, [
      { name: 'a.png', content: png },
    ]);
    expect(other.statusCode).toBe(404);
    const regulator = await explain('huzhou', { FillingGuid: guid(1), Explanation: '代为说明' }, [
      { name: 'a.png', content: png },
    ]);
    expect(regulator.statusCode).toBe(403);
    expect(await stored()).toEqual({ explanations: 0, links: 0, files: 0 });
  });

  it('validates the text fields of a multipart body like JSON (400 naming the field)', async () => {
    const answer = await explain('fs001', { FillingGuid: guid(1), Explanation: ' ' }, [
      { name: 'a.png', content: png },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messeage).toContain('请填写补充说明');
    expect(await stored()).toEqual({ explanations: 0, links: 0, files: 0 });
  });
});

describe('VCFillingAbnormalAppendFile (who may open an evidence file)', () => {
  it('serves the file to the station, a regulator in scope and a system manager; 404 or 401 to the rest', async () => {
    const id = (
      await explain('fs001', { FillingGuid: guid(1), Explanation: '维修单' }, [
        { name: 'scale.png', content: png },
        { name: '维修单.pdf', content: pdf },
      ])
    ).json().data.id as number;
    for (const code of ['fs001', 'huzhou', 'admin']) {
      const file = await download(code, id, 2);
      expect(file.statusCode, code).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain(encodeURIComponent('维修单.pdf'));
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
    for (const code of ['hangzhou', 'fs002']) {
      const refused = await download(code, id, 1);
      expect(refused.statusCode, code).toBe(404);
      expect(refused.json().messeage).toBe(explanationFileMessages.notFound);
      expect(refused.body).not.toContain('scale.png');
    }
    expect((await download('fs001', id, 3)).statusCode).toBe(404);
    const beyond = await download('fs001', id, 32768);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().messeage).toContain('附件序号不能大于5');
    expect((await download(null, id, 1)).statusCode).toBe(401);
  });
});
