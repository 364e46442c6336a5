import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { imageUploadMessages, maxImageBytes, uploadContentMessages } from '@gcs/contracts';
import { insertFixture, pngPicture } from '../support/fixtures';
import { grantPages } from '../support/grantPages';
import { bearer, insertIdentityFixture, storedPassword } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { multipartFile } from './matrix/shared.cases';

let database: TestDatabase;
let app: TestApp;
let token: string;
let identity: Awaited<ReturnType<typeof insertIdentityFixture>>;
let fixture: Awaited<ReturnType<typeof insertFixture>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  identity = await insertIdentityFixture(database.db, fixture, new Date().toISOString());
  await grantPages(database.db, ['市级监管', '充装站'], ['manageArchives', 'readArchives']);
  token = await app.sessions.create(identity.stationUserId);
});

const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const fileImageUrlOf = (id: number) => `/api/samr/File/Image?Id=${id}`;

async function upload(
  content: Buffer,
  options: Parameters<typeof multipartFile>[1] = {},
  headers: Record<string, string> = bearer(token),
) {
  const request = multipartFile(content, options);
  const response = await app.inject({
    method: 'POST',
    url: '/api/samr/File/UploadImage',
    payload: request.payload,
    headers: { ...request.headers, ...headers },
  });
  return { status: response.statusCode, body: response.json() };
}

async function storedCount() {
  const row = await database.db
    .selectFrom('stored_file')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Files a stored picture as the archive photo of a new cylinder of the fixture's station. */
async function fileAsArchivePhoto(barcode: string, fileId: number) {
  const cylinder = await database.db
    .insertInto('cylinder')
    .values({ barcode, category: 1, station_id: fixture.stationId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('cylinder_image')
    .values({ cylinder_id: cylinder.id, kind: 1, file_id: fileId, name: '瓶身.png' })
    .execute();
}

describe('UploadImage', () => {
  it('stores a PNG and answers its id, name and address; the address serves the same picture', async () => {
    const picture = pngPicture(12, 9);
    const answer = await upload(picture, { fileName: '瓶身照片.png' });
    expect(answer.status).toBe(200);
    const id = answer.body.data.id as number;
    expect(answer.body).toEqual({
      result: true,
      messeage: '',
      data: { id, name: '瓶身照片.png', url: `/api/samr/File/Image?Id=${id}` },
    });

    const image = await app.inject({ method: 'GET', url: answer.body.data.url, headers: bearer(token) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toMatch(/private.*max-age=31536000/);
    // The picture is stored re-encoded: the same pixels, not necessarily the same bytes.
    const served = PNG.sync.read(image.rawPayload);
    expect([served.width, served.height]).toEqual([12, 9]);

    const again = await app.inject({
      method: 'GET',
      url: answer.body.data.url,
      headers: { ...bearer(token), 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('stores the same picture once, whatever its name', async () => {
    const picture = pngPicture(5, 5);
    const first = await upload(picture, { fileName: 'a.png' });
    const second = await upload(picture, { fileName: 'b.png' });
    expect(second.body.data).toMatchObject({ id: first.body.data.id, name: 'b.png' });
    expect(await storedCount()).toBe(1);
  });

  it('accepts a JPEG whatever its declared type, and serves it as image/jpeg', async () => {
    const picture = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#456' } })
      .jpeg()
      .toBuffer();
    const answer = await upload(picture, { fileName: 'photo.JPG', contentType: 'application/octet-stream' });
    expect(answer.status).toBe(200);
    const image = await app.inject({ method: 'GET', url: answer.body.data.url, headers: bearer(token) });
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a GIF named .png: the bytes decide, not the name', async () => {
    const answer = await upload(Buffer.from('GIF89a\x01\x00\x01\x00'), { fileName: 'fake.png' });
    expect(answer.status).toBe(400);
    expect(answer.body.messeage).toBe(imageUploadMessages.wrongType);
    expect(await storedCount()).toBe(0);
  });

  it('accepts exactly 5 MB and refuses a byte more', async () => {
    const picture = pngPicture(4, 4);
    const exact = Buffer.concat([picture, randomBytes(maxImageBytes - picture.length)]);
    expect((await upload(exact)).status).toBe(200);
    const tooLarge = await upload(Buffer.concat([exact, Buffer.from([0])]));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.messeage).toBe(imageUploadMessages.tooLarge);
    expect(await storedCount()).toBe(1);
  });

  it('asks for a picture when the field is missing or empty, or the body is not multipart', async () => {
    expect((await upload(pngPicture(), { field: 'photo' })).body.messeage).toBe(imageUploadMessages.noFile);
    expect((await upload(Buffer.alloc(0))).body.messeage).toBe(imageUploadMessages.noFile);
    const json = await app.inject({
      method: 'POST',
      url: '/api/samr/File/UploadImage',
      payload: { file: 'x' },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().messeage).toBe(imageUploadMessages.noFile);
  });

  it('needs a session to upload or to read a picture', async () => {
    expect((await upload(pngPicture(), {}, {})).status).toBe(401);
    const stored = await upload(pngPicture());
    const image = await app.inject({ method: 'GET', url: stored.body.data.url });
    expect(image.statusCode).toBe(401);
  });

  it('shows a picture only to its uploader and to those who may see the cylinder it belongs to', async () => {
    const answer = await upload(pngPicture(7, 7), { fileName: '瓶身.png' });
    const id = answer.body.data.id as number;
    const read = async (userId: number) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/samr/File/Image?Id=${id}`,
          headers: bearer(await app.sessions.create(userId)),
        })
      ).statusCode;
    expect(await read(identity.stationUserId)).toBe(200);
    expect(await read(identity.regulatorUserId)).toBe(404);
    expect(await read(identity.otherRegulatorUserId)).toBe(404);

    await fileAsArchivePhoto('FILE-0001', id);
    expect(await read(identity.regulatorUserId)).toBe(200);
    expect(await read(identity.otherRegulatorUserId)).toBe(404);
  });

  it("gives another station's copy of an archive photo a new id: the answer reveals nothing about it", async () => {
    const photo = pngPicture(9, 6);
    const archived = await upload(photo, { fileName: '瓶身.png' });
    const archivedId = archived.body.data.id as number;
    await fileAsArchivePhoto('FILE-0002', archivedId);

    const otherStation = await database.db
      .insertInto('station')
      .values({ code: 'FS002', name: '南浔燃气充装站', kind: 1, station_type: 1, division_code: '330502' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherUser = await database.db
      .insertInto('app_user')
      .values({
        login_code: 'fs002',
        user_name: '南浔充装站',
        belong_to_type: 1,
        station_id: otherStation.id,
        role_id: (
          await database.db.selectFrom('role').where('name', '=', '充装站').select('id').executeTakeFirstOrThrow()
        ).id,
        ...(await storedPassword()),
        update_password_time: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherToken = await app.sessions.create(otherUser.id);

    const copy = await upload(photo, { fileName: '同一张.png' }, bearer(otherToken));
    expect(copy.status).toBe(200);
    const copyId = copy.body.data.id as number;
    expect(copyId).not.toBe(archivedId);
    expect(await storedCount()).toBe(2);
    const served = await app.inject({ method: 'GET', url: fileImageUrlOf(archivedId), headers: bearer(otherToken) });
    expect(served.statusCode).toBe(404);

    // Within reach, the copy is reused: the regulator who sees the archive gets the archive photo's id back.
    const regulatorToken = await app.sessions.create(identity.regulatorUserId);
    const again = await upload(photo, {}, bearer(regulatorToken));
    expect(again.body.data.id).toBe(archivedId);
    expect((await upload(photo, {}, bearer(otherToken))).body.data.id).toBe(copyId);
    expect(await storedCount()).toBe(2);
  });

  it('stores a PNG followed by HTML only as a clean re-encoded picture', async () => {
    const polyglot = Buffer.concat([pngPicture(6, 6), Buffer.from('<html><script>alert(document.cookie)</script>')]);
    const answer = await upload(polyglot, { fileName: 'x.png' });
    expect(answer.status).toBe(200);
    const image = await app.inject({ method: 'GET', url: answer.body.data.url, headers: bearer(token) });
    expect(image.rawPayload.includes('<html')).toBe(false);
    expect(image.rawPayload.includes('<script')).toBe(false);
    expect(PNG.sync.read(image.rawPayload).width).toBe(6);
  });

  it('refuses JPEG or PNG magic that is not a picture, and a picture over 25 megapixels', async () => {
    const html = await upload(Buffer.concat([jpegHead, Buffer.from('<html><body>hi</body></html>')]));
    expect(html.status).toBe(400);
    expect(html.body.messeage).toBe(uploadContentMessages.undecodableImage);
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const tooMany = await upload(huge);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.messeage).toBe(uploadContentMessages.tooManyPixels);
    expect(tooMany.body.messeage).toContain('2500万像素');
    expect(await storedCount()).toBe(0);
  });

  it('serves an archive photo only to those holding an archive page, even within their scope', async () => {
    const answer = await upload(pngPicture(5, 8), { fileName: '瓶身.png' });
    const id = answer.body.data.id as number;
    await fileAsArchivePhoto('FILE-0003', id);
    // A regulator of the same unit holding the filling-station page: it may read pictures, not archive ones.
    const role = await database.db
      .insertInto('role')
      .values({ name: '充装单位管理' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantPages(database.db, ['充装单位管理'], ['fillStations']);
    const regulatorUnit = await database.db
      .selectFrom('app_user')
      .where('id', '=', identity.regulatorUserId)
      .select(['regulator_id', 'level'])
      .executeTakeFirstOrThrow();
    const stationsOnly = await database.db
      .insertInto('app_user')
      .values({
        login_code: 'stations-only',
        user_name: '充装单位管理员',
        belong_to_type: 10,
        regulator_id: regulatorUnit.regulator_id,
        level: regulatorUnit.level,
        role_id: role.id,
        ...(await storedPassword()),
        update_password_time: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = async (userId: number) =>
      (await app.inject({ method: 'GET', url: fileImageUrlOf(id), headers: bearer(await app.sessions.create(userId)) }))
        .statusCode;
    expect(await read(identity.regulatorUserId)).toBe(200);
    expect(await read(stationsOnly.id)).toBe(404);
  });

  it('answers 404 for an unknown picture', async () => {
    const image = await app.inject({ method: 'GET', url: '/api/samr/File/Image?Id=999', headers: bearer(token) });
    expect(image.statusCode).toBe(404);
  });
});
