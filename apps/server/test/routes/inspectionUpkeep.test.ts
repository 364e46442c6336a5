import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, inspectionUpkeepMessages, unitMessages } from '@gcs/contracts';
import { as, closeCatalogueWorld, getUrl, openCatalogueWorld, postJson, type CatalogueWorld } from './catalogueWorld';

let world: CatalogueWorld;
/** The code of the `institution` account's institution, and another demo institution. */
let ownCode: string;
let otherInstitutionId: number;

const base = '/api/samr/UnitManage';

async function lastChange() {
  return (
    await world.db
      .selectFrom('syslog')
      .select(['detail', 'user_id'])
      .where('event', '=', 'unitChange')
      .orderBy('id', 'desc')
      .executeTakeFirst()
  )?.detail;
}

beforeAll(async () => {
  world = await openCatalogueWorld();
  const institutions = await world.db
    .selectFrom('station')
    .where('kind', '=', 2)
    .select(['id', 'code'])
    .orderBy('id')
    .execute();
  ownCode = institutions.find((row) => row.id === world.institutionId)?.code ?? '';
  otherInstitutionId = institutions.find((row) => row.id !== world.institutionId)?.id ?? -1;
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

describe('inspection users', () => {
  it('are listed for the institution itself, and for a regulator by institution', async () => {
    const own = await as(world, 'institution', getUrl(`${base}/QueryInspectUser`));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().totalCount).toBe(4);
    expect(own.json().list[0]).toMatchObject({
      ordinalNum: 1,
      inspectStationId: world.institutionId,
      code: `${ownCode}001`,
      isValid: true,
    });
    const city = await as(world, 'city', getUrl(`${base}/QueryInspectUser?CountPerPage=50`));
    expect(city.json().totalCount).toBe(16);
    const named = await as(world, 'city', getUrl(`${base}/QueryInspectUser?InspectStationId=${otherInstitutionId}`));
    expect(
      named.json().list.every((row: { inspectStationId: number }) => row.inspectStationId === otherInstitutionId),
    ).toBe(true);
    const foreign = await as(
      world,
      'institution',
      getUrl(`${base}/QueryInspectUser?InspectStationId=${otherInstitutionId}`),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('"list":[{');
    expect((await as(world, 'district', getUrl(`${base}/QueryInspectUser`))).statusCode).toBe(403);
    expect((await as(world, 'inspector', getUrl(`${base}/QueryInspectUser`))).statusCode).toBe(403);
  });

  it('are added with the next free code of the institution, changed and logged', async () => {
    const code = await as(world, 'institution', getUrl(`${base}/GetInspectUserCode`));
    expect(code.json().data.code).toBe(`${ownCode}005`);
    const added = await as(
      world,
      'institution',
      postJson(`${base}/AddInspectUser`, { name: '张检', phone: '13800001111', certificateNo: 'TSZ-QP-000001' }),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ code: `${ownCode}005`, inspectStationId: world.institutionId });
    const id = added.json().data.id as number;
    expect(await lastChange()).toMatchObject({ kind: 'inspectUser', action: 'add', id, before: null });
    expect((await as(world, 'institution', getUrl(`${base}/GetInspectUserCode`))).json().data.code).toBe(
      `${ownCode}006`,
    );

    const updated = await as(
      world,
      'institution',
      postJson(`${base}/UpdateInspectUser`, { id, name: '张检验', phone: '0573-82345678' }),
    );
    expect(updated.json().data).toMatchObject({ id, name: '张检验', code: `${ownCode}005`, certificateNo: null });
    expect(await lastChange()).toMatchObject({
      action: 'update',
      before: { name: '张检', phone: '13800001111' },
      after: { name: '张检验', phone: '0573-82345678' },
    });

    const taken = await as(
      world,
      'institution',
      postJson(`${base}/AddInspectUser`, { code: `${ownCode}001`, name: 'x' }),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().messeage).toBe(unitMessages.codeTaken('检验人员', `${ownCode}001`));
    const badPhone = await as(world, 'institution', postJson(`${base}/AddInspectUser`, { name: '李', phone: '123' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().messeage).toContain('联系电话格式不正确');
    const noName = await as(world, 'institution', postJson(`${base}/AddInspectUser`, { name: '' }));
    expect(noName.json().messeage).toContain('请填写姓名');
    const unchosen = await as(world, 'city', postJson(`${base}/AddInspectUser`, { name: '王' }));
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json().messeage).toBe(inspectionUpkeepMessages.chooseStation);
    const byCity = await as(
      world,
      'city',
      postJson(`${base}/AddInspectUser`, { name: '王', inspectStationId: otherInstitutionId }),
    );
    expect(byCity.json().data.inspectStationId).toBe(otherInstitutionId);
  });

  it('of another institution answer 404 and stay unchanged', async () => {
    const other = await world.db
      .selectFrom('inspect_user')
      .where('station_id', '=', otherInstitutionId)
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const update = await as(world, 'institution', postJson(`${base}/UpdateInspectUser`, { id: other.id, name: '改' }));
    expect(update.statusCode).toBe(404);
    expect(update.json().messeage).toBe(unitMessages.notFound('检验人员'));
    const moveIn = await as(
      world,
      'institution',
      postJson(`${base}/AddInspectUser`, { name: '改', inspectStationId: otherInstitutionId }),
    );
    expect(moveIn.statusCode).toBe(404);
    const remove = await as(world, 'institution', postJson(`${base}/DeleteInspectUser`, { ids: [other.id] }));
    expect(remove.statusCode).toBe(404);
    expect(await world.db.selectFrom('inspect_user').where('id', '=', other.id).selectAll().executeTakeFirst()).toEqual(
      other,
    );
  });

  it('cannot be deleted while an inspection record names them; a batch with one of them deletes none', async () => {
    const [named, free] = await world.db
      .selectFrom('inspect_user')
      .where('station_id', '=', world.institutionId)
      .select(['id', 'name'])
      .orderBy('id')
      .limit(2)
      .execute();
    if (!named || !free) throw new Error('demo inspectors missing');
    const record = await world.db.selectFrom('inspection_record').select('id').orderBy('id').executeTakeFirstOrThrow();
    await world.db
      .updateTable('inspection_record')
      .set({ inspect_user_id: named.id })
      .where('id', '=', record.id)
      .execute();

    const refused = await as(world, 'institution', postJson(`${base}/DeleteInspectUser`, { ids: [free.id, named.id] }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messeage).toBe(`${named.name}：${unitMessages.inUse('检验人员', '1条检验记录')}`);
    const left = await world.db
      .selectFrom('inspect_user')
      .where('id', 'in', [named.id, free.id])
      .select('id')
      .execute();
    expect(left).toHaveLength(2);

    const deleted = await as(world, 'institution', postJson(`${base}/DeleteInspectUser`, { ids: [free.id] }));
    expect(deleted.json()).toMatchObject({ result: true, data: { count: 1 } });
    expect(await lastChange()).toMatchObject({
      kind: 'inspectUser',
      action: 'delete',
      ids: [free.id],
      before: [{ id: free.id, name: free.name }],
      after: null,
    });
  });
});

describe('inspection sending units', () => {
  const creditCode = (() => {
    const body = '91330402MA2B3C4D5';
    return `${body}${creditCodeCheckCharacter(body)}`;
  })();

  it('are listed, added with the next code, changed and deleted by the institution', async () => {
    const list = await as(world, 'institution', getUrl(`${base}/QueryInspectionSendUnit`));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().totalCount).toBe(3);
    const code = await as(world, 'institution', getUrl(`${base}/GetInspectionSendUnitCode`));
    expect(code.json().data.code).toBe(`${ownCode}S004`);

    const added = await as(
      world,
      'institution',
      postJson(`${base}/AddInspectionSendUnit`, {
        name: '嘉兴市测试燃气有限公司',
        creditCode: creditCode.toLowerCase(),
        contact: '陈',
        phone: '13900002222',
      }),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ code: `${ownCode}S004`, creditCode, address: null });
    const id = added.json().data.id as number;

    const sameName = await as(
      world,
      'institution',
      postJson(`${base}/AddInspectionSendUnit`, { name: '嘉兴市测试燃气有限公司' }),
    );
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().messeage).toBe('该检验机构已有同名送检单位：嘉兴市测试燃气有限公司');
    const badCode = await as(
      world,
      'institution',
      postJson(`${base}/AddInspectionSendUnit`, { name: '某公司', creditCode: '91330402MA2B3C4D5Z' }),
    );
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().messeage).toContain('统一社会信用代码');

    const updated = await as(
      world,
      'institution',
      postJson(`${base}/UpdateInspectionSendUnit`, { id, name: '嘉兴市测试燃气集团', address: '南湖路1号' }),
    );
    expect(updated.json().data).toMatchObject({ name: '嘉兴市测试燃气集团', address: '南湖路1号', creditCode: null });
    expect(await lastChange()).toMatchObject({ kind: 'sendUnit', action: 'update', id });

    const other = await world.db
      .selectFrom('inspection_send_unit')
      .where('station_id', '=', otherInstitutionId)
      .select('id')
      .executeTakeFirstOrThrow();
    const mixed = await as(world, 'institution', postJson(`${base}/DeleteInspectionSendUnit`, { ids: [id, other.id] }));
    expect(mixed.statusCode).toBe(404);
    expect(
      await world.db.selectFrom('inspection_send_unit').where('id', '=', id).select('id').executeTakeFirst(),
    ).toBeDefined();
    const deleted = await as(world, 'institution', postJson(`${base}/DeleteInspectionSendUnit`, { ids: [id] }));
    expect(deleted.json().data.count).toBe(1);
    expect(await lastChange()).toMatchObject({ kind: 'sendUnit', action: 'delete', ids: [id] });
  });

  it('of another institution are neither listed nor coded for the institution', async () => {
    const list = await as(
      world,
      'institution',
      getUrl(`${base}/QueryInspectionSendUnit?InspectStationId=${otherInstitutionId}`),
    );
    expect(list.statusCode).toBe(404);
    const code = await as(
      world,
      'institution',
      getUrl(`${base}/GetInspectionSendUnitCode?InspectStationId=${otherInstitutionId}`),
    );
    expect(code.statusCode).toBe(404);
    const city = await as(
      world,
      'city',
      getUrl(`${base}/GetInspectionSendUnitCode?InspectStationId=${otherInstitutionId}`),
    );
    expect(city.json().data.code).toMatch(/S004$/);
  });
});
