import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autoAuditFailures,
  passesAutoAudit,
  passesAutoAuditSql,
  type AutoAuditFacts,
} from '../../src/modules/cylinders/autoAudit';
import { insertCylinder, insertFixture, insertImage, pngPicture, type Fixture } from '../support/fixtures';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const complete: AutoAuditFacts = {
  vendorId: 1,
  serialNumber: 'SN1',
  makeDate: '2020-03-01',
  specId: 1,
  mediumId: 1,
  stationId: 1,
  proofMaterial: 3,
  archiveImageCount: 1,
  isBlacklisted: false,
};

/** One variant per requirement that breaks it, and variants that still pass. */
const failing: [string, Partial<AutoAuditFacts>][] = [
  ['缺少制造单位', { vendorId: null }],
  ['缺少出厂编号', { serialNumber: null }],
  ['缺少出厂编号', { serialNumber: '  ' }],
  ['缺少制造年月', { makeDate: null }],
  ['缺少规格型号', { specId: null }],
  ['缺少充装介质', { mediumId: null }],
  ['缺少所属充装单位', { stationId: null }],
  ['缺少产品质量证明书或监督检验证书', { proofMaterial: 1 }],
  ['缺少产品质量证明书或监督检验证书', { proofMaterial: 2 }],
  ['缺少产品质量证明书或监督检验证书', { proofMaterial: 12 }],
  ['缺少建档图片', { archiveImageCount: 0 }],
  ['已列入黑名单', { isBlacklisted: true }],
];
const passing: Partial<AutoAuditFacts>[] = [{}, { proofMaterial: 15 }, { proofMaterial: 7 }, { archiveImageCount: 3 }];

describe('the automatic audit rule', () => {
  it('passes a complete archive', () => {
    for (const variant of passing) {
      expect(autoAuditFailures({ ...complete, ...variant })).toEqual([]);
      expect(passesAutoAudit({ ...complete, ...variant })).toBe(true);
    }
  });

  it('names each requirement an archive fails', () => {
    for (const [reason, variant] of failing) {
      expect(autoAuditFailures({ ...complete, ...variant }), JSON.stringify(variant)).toEqual([reason]);
    }
    expect(autoAuditFailures({ ...complete, vendorId: null, archiveImageCount: 0 })).toEqual([
      '缺少制造单位',
      '缺少建档图片',
    ]);
  });
});

describe('the rule in SQL agrees with the rule on the facts', () => {
  let database: TestDatabase;
  let fixture: Fixture;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.reset();
    fixture = await insertFixture(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('selects exactly the archives the pure rule passes', async () => {
    const variants = [...passing, ...failing.map(([, variant]) => variant)];
    const expected = new Map<number, boolean>();
    for (const [index, variant] of variants.entries()) {
      const facts = { ...complete, ...variant };
      const id = await insertCylinder(database.db, fixture, {
        barcode: `AA-${index}`,
        vendor_id: facts.vendorId === null ? null : fixture.vendorId,
        serial_number: facts.serialNumber,
        make_date: facts.makeDate,
        spec_id: facts.specId === null ? null : fixture.specId,
        medium_id: facts.mediumId === null ? null : fixture.mediumId,
        station_id: facts.stationId === null ? null : fixture.stationId,
        proof_material: facts.proofMaterial,
        is_blacklisted: facts.isBlacklisted,
      });
      for (let image = 0; image < facts.archiveImageCount; image += 1) {
        await insertImage(database.db, id, 1, `照片${image}`, pngPicture(4 + image, 4));
      }
      if (facts.archiveImageCount === 0) await insertImage(database.db, id, 2, '补充照片不算', pngPicture(2, 2));
      expected.set(id, passesAutoAudit(facts));
    }
    const selected = await database.db.selectFrom('cylinder as c').where(passesAutoAuditSql).select('c.id').execute();
    const passed = [...expected].filter(([, passes]) => passes).map(([id]) => id);
    expect(selected.map((row) => row.id).sort((a, b) => a - b)).toEqual(passed.sort((a, b) => a - b));
    expect(passed).toHaveLength(passing.length);
  });
});
