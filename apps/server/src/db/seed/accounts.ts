import { createHash } from 'node:crypto';
import {
  abnormalFillingAuditPage,
  abnormalFillingsPage,
  abnormalPage,
  activeCylindersPage,
  afterFillingChecksPage,
  archiveManagementPage,
  archiveQueryPage,
  beforeFillingChecksPage,
  blacklistPage,
  continuousFillingsPage,
  deletedFillingsPage,
  deliveryRecordsPage,
  fillingHistoryPage,
  fillingRecordsPage,
  fillingRefusalsPage,
  fillingSummaryPage,
  inspectionApprovalPage,
  inspectionAuditPage,
  inspectionForecastPage,
  inspectionRecordsPage,
  inspectionReportsPage,
  inspectionStatisticsPage,
  inspectUsersPage,
  isStrongPassword,
  lastFillingsPage,
  menuEntryOfPath,
  menusOfPage,
  menuTree,
  overdueCylindersPage,
  ownStationPage,
  periodicInspectionPage,
  reportViewsPage,
  scaleDevicesPage,
  sendUnitsPage,
  vehicleArchivePage,
  type PageKind,
} from '@gcs/contracts';
import type { Kysely } from 'kysely';
import { hashPasswordDigest, sm3Hex } from '../../platform/passwords';
import type { DatabaseSchema } from '../schema';
import { chinaInstant, formatDay, isoInstant } from './dates';
import { demoAccounts, type DemoAccountKey } from './demoAccounts';
import type { SeedUnits } from './units';

const allCodes = menuTree.map((menu) => menu.code);
/** The codes with every group above them (a menu shows an entry only under its groups), sorted. */
const withGroups = (codes: readonly string[]) =>
  [...new Set(codes.flatMap((code) => [code.slice(0, 3), code.slice(0, 6), code]))].sort();
/** The entries of pages, those under a path only when given (档案查询 of the liquefied cylinders). */
const entriesOf = (pages: readonly { kind: PageKind }[], under?: string) =>
  pages.flatMap((page) => menusOfPage(page.kind, under));
/** The code of a placeholder entry (no page declares it yet), by its path. */
function placeholderAt(path: string): string {
  const entry = menuEntryOfPath(path);
  if (!entry || entry.page) throw new Error(`${path} 不是待建页面`);
  return entry.code;
}
const inspectionBase = [...entriesOf([vehicleArchivePage]), ...entriesOf([inspectionRecordsPage], '/Register/')];
const regulatorSettings = ['008', ...entriesOf([reportViewsPage])];
const deposit = placeholderAt('/Regulatory/Deposit');

/** Each role's menus; each includes the page the role lands on (contracts rules/landingRoute). */
export const demoRoleMenus: Record<string, string[]> = {
  系统管理员: allCodes,
  // Regulators keep their saved report views (系统设置 › 报表视图), the only settings page they hold.
  市级监管: allCodes.filter(
    (code) =>
      (!code.startsWith('008') || regulatorSettings.includes(code)) && !menusOfPage(ownStationPage.kind).includes(code),
  ),
  // Deleting filling records (已删除充装记录) is the city's: a district regulator reads the records, never deletes them.
  区级监管: allCodes.filter(
    (code) =>
      (!/^00[89]/.test(code) || regulatorSettings.includes(code)) &&
      code !== deposit &&
      !menusOfPage(deletedFillingsPage.kind).includes(code),
  ),
  充装站: withGroups([
    ...entriesOf(
      [
        archiveQueryPage,
        blacklistPage,
        fillingSummaryPage,
        lastFillingsPage,
        archiveManagementPage,
        abnormalPage,
        fillingRecordsPage,
        fillingHistoryPage,
        activeCylindersPage,
        continuousFillingsPage,
        abnormalFillingsPage,
      ],
      '/GasCylinder/',
    ),
    ...entriesOf([
      beforeFillingChecksPage,
      afterFillingChecksPage,
      deliveryRecordsPage,
      abnormalFillingAuditPage,
      fillingRefusalsPage,
      overdueCylindersPage,
      scaleDevicesPage,
      ownStationPage,
    ]),
    placeholderAt('/Register/CylinderApproval'),
  ]),
  // 检验到期预测: an institution plans its capacity on its bound stations' cylinders coming due.
  检验机构检验员: withGroups([
    ...inspectionBase,
    ...entriesOf([inspectionRecordsPage], '/VehicleCylinder/'),
    ...entriesOf([periodicInspectionPage, inspectionReportsPage, inspectionForecastPage]),
  ]),
  检验机构审核员: withGroups([...inspectionBase, ...entriesOf([inspectionAuditPage])]),
  检验机构审批员: withGroups([...inspectionBase, ...entriesOf([inspectionApprovalPage])]),
  检验机构管理员: withGroups([
    ...inspectionBase,
    ...entriesOf([inspectionRecordsPage], '/VehicleCylinder/'),
    ...entriesOf([archiveQueryPage], '/IndustryCylinder/'),
    ...entriesOf([
      inspectionAuditPage,
      inspectionApprovalPage,
      periodicInspectionPage,
      inspectionReportsPage,
      inspectUsersPage,
      sendUnitsPage,
      inspectionStatisticsPage,
      inspectionForecastPage,
    ]),
  ]),
  中信银行: withGroups([deposit]),
};

export interface SeededAccounts {
  users: number;
  /** The station of the `station` account (its licence runs out within the warning window). */
  stationId: number;
}

/** Menus, roles and the demo accounts; a deterministic salt per account keeps the seed reproducible. */
export async function insertAccounts(
  db: Kysely<DatabaseSchema>,
  units: SeedUnits,
  anchor: number,
  seed: number,
): Promise<SeededAccounts> {
  await db
    .insertInto('menu')
    .values(menuTree.map((menu, index) => ({ code: menu.code, path: menu.path, title: menu.title, sort: index })))
    .execute();
  const roles = await db
    .insertInto('role')
    .values(Object.keys(demoRoleMenus).map((name) => ({ name })))
    .returning(['id', 'name'])
    .execute();
  const roleId = new Map(roles.map((role) => [role.name, role.id]));
  await db
    .insertInto('role_menu')
    .values(
      roles.flatMap((role) => (demoRoleMenus[role.name] ?? []).map((code) => ({ role_id: role.id, menu_code: code }))),
    )
    .execute();

  const district = (code: string) => {
    const id = units.districtRegulators.get(code);
    if (id === undefined) throw new Error(`no regulator for ${code}`);
    return id;
  };
  const expiring = await db
    .selectFrom('station')
    .where('kind', '=', 1)
    .where('station_type', '=', 1)
    .where('license_until', '>', formatDay(anchor))
    .where('license_until', '<=', formatDay(anchor + 45))
    .orderBy('license_until')
    .orderBy('code')
    .select('id')
    .executeTakeFirstOrThrow();
  const institution = units.institutions[0];
  if (!institution) throw new Error('no inspection institution');

  const unitOf: Record<DemoAccountKey, { regulatorId?: number; stationId?: number; level?: number }> = {
    superadmin: {},
    city: { regulatorId: units.cityRegulatorId, level: 2 },
    district: { regulatorId: district('330402'), level: 3 },
    station: { stationId: expiring.id },
    inspector: { stationId: institution.id },
    auditor: { stationId: institution.id },
    approver: { stationId: institution.id },
    institution: { stationId: institution.id },
    bank: { regulatorId: units.cityRegulatorId },
    expired: { regulatorId: district('330411'), level: 3 },
    weak: { regulatorId: district('330421'), level: 3 },
  };
  const changedAt = (daysBefore: number) => isoInstant(chinaInstant(anchor - daysBefore, 10 * 3600));

  // The passwords' scrypts run side by side on libuv's threads.
  const entries = Object.entries(demoAccounts) as [DemoAccountKey, (typeof demoAccounts)[DemoAccountKey]][];
  const rows = await Promise.all(
    entries.map(async ([key, account]) => {
      const salt = createHash('sha256').update(`${seed}:${account.loginCode}`).digest('hex').slice(0, 32);
      const unit = unitOf[key];
      return {
        login_code: account.loginCode,
        user_name: account.userName,
        password_salt: salt,
        password_hash: await hashPasswordDigest(sm3Hex(account.password), salt),
        role_id: roleId.get(account.roleName) ?? null,
        belong_to_type: account.belongToType,
        regulator_id: unit.regulatorId ?? null,
        station_id: unit.stationId ?? null,
        level: unit.level ?? null,
        is_system_manager: account.isSystemManager,
        update_password_time: changedAt(key === 'expired' ? 210 : 3),
        password_weak: !isStrongPassword(account.password, 'default'),
      };
    }),
  );
  await db.insertInto('app_user').values(rows).execute();
  return { users: rows.length, stationId: expiring.id };
}
