import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurablePage } from '@gcs/contracts';
import { recordedColumnConfigs } from '../../src/db/seed/columnConfigs';
import { seedDemoData } from '../../src/db/seed/index';
import { bearer } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: TestApp;
let admin: string;
let city: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { cylinders: 30, fillingRecords: 0, imageShare: 0, anchorDate: '2026-06-15' });
  app = await buildTestApp(database);
  const idOf = async (code: string) =>
    (await database.db.selectFrom('app_user').where('login_code', '=', code).select('id').executeTakeFirstOrThrow()).id;
  admin = await app.sessions.create(await idOf('superadmin'));
  city = await app.sessions.create(await idOf('city'));
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const seeded = recordedColumnConfigs.flatMap((config) =>
  config.pageNames.map((pageName) => ({ pageName, codes: config.codes })),
);

interface ConfigColumn {
  columnCode: string;
  isDisplay: boolean;
  sortable: string | null;
}

describe('the seeded column configurations of spec 02 section 3.12', () => {
  it('configure a page of the registry for each recorded report', () => {
    // The section records 12 reports, the blacklist with a variant: 13 configurations, every one seeded.
    expect(recordedColumnConfigs).toHaveLength(13);
    const recorded = recordedColumnConfigs.map((config) => config.codes);
    for (const codes of [
      ['areaName', 'stationName', 'noArchiveCount'],
      ['deviceguid', 'deviceNumber', 'divisionName', 'stationName', 'uploadTime'],
      ['specDifferCount'],
      ['stationCode', 'stationName', 'principal', 'divisionName'],
      ['medium', 'legalPersion', 'stationTypeNameText'],
    ]) {
      expect(recorded).toContainEqual(codes);
    }
    expect(recorded).toContainEqual(expect.arrayContaining(['operatorName', 'selfWeight', 'presetWeight']));
    expect(recorded).toContainEqual(expect.arrayContaining(['rowNumber', 'fillingStationName', 'volume', 'status']));
    expect(seeded.length).toBeGreaterThanOrEqual(20);
    for (const { pageName } of seeded) expect(configurablePage(pageName), pageName).toBeDefined();
  });

  it.each(seeded)(
    '$pageName: the page shows every recorded column, in the configured order',
    async ({ pageName, codes }) => {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/samr/Column/GetColumnConfig?PageName=${pageName}&IsDisplay=true`,
        headers: bearer(city),
      });
      expect(answer.statusCode).toBe(200);
      const shown: string[] = answer.json().list.map((column: ConfigColumn) => column.columnCode);
      expect(shown).toEqual(expect.arrayContaining([...codes]));
      // The page's own columns, in the definition's order, every one of them known to the definition.
      const defined = configurablePage(pageName)!.columns.map((column) => column.code);
      expect(shown).toEqual(defined.filter((code) => shown.includes(code)));
    },
  );

  it.each(seeded)('$pageName: passes the display configuration check unchanged', async ({ pageName }) => {
    const detail = await app.inject({
      method: 'GET',
      url: `/api/samr/Auth/GetDisplayConfig?PageName=${pageName}`,
      headers: bearer(admin),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.configured).toBe(true);
    const stored: ConfigColumn[] = detail.json().data.columns;
    // Saving the seeded columns as they are goes through the same validation as an administrator's change.
    const saved = await app.inject({
      method: 'POST',
      url: '/api/samr/Auth/UpdateDisplayConfig',
      headers: bearer(admin),
      payload: {
        PageName: pageName,
        columns: stored.map((column) => ({
          columnCode: column.columnCode,
          isDisplay: column.isDisplay,
          sortable: column.sortable !== null,
        })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.columns).toEqual(stored);
  });
});
