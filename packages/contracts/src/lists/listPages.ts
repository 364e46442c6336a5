import { CylinderCategory, FillingCheckKind } from '../enums';
import { categoryOfMenu, menuTree, pageNameOf, type MenuEntry, type PageKind } from '../menus';
import { abnormalFillingAuditPage } from './abnormalFillingAuditPage';
import { abnormalFillingsPage, clonedLabelsPage } from './abnormalFillingPages';
import { abnormalPage } from './abnormalPage';
import { archivePage } from './archivePage';
import { auditPage } from './auditPage';
import { blacklistPage } from './blacklistPage';
import { displayConfigPage } from './displayConfigPage';
import { fillingChecksPage } from './fillingChecksPage';
import { activeCylindersPage, continuousFillingsPage } from './fillingGroupPages';
import { fillingHistoryPage, fillingRecordsPage, lastFillingsPage } from './fillingRecordPages';
import { fillingRefusalsPage } from './fillingRefusalsPage';
import { fillingSummaryPage } from './fillingSummaryPage';
import { fillingTotalPage } from './fillingTotalPage';
import { statusChangesPage } from './statusChangesPage';
import { deletedFillingsPage } from './fillingDeletionPage';
import { fillingRulesPage } from './fillingRulesPage';
import { fillStationsPage } from './fillStationsPage';
import { ownStationPage } from './ownStationPage';
import { inspectStationsPage } from './inspectStationsPage';
import { inspectUsersPage, sendUnitsPage } from './inspectionUpkeepPages';
import { inspectionRecordsPage, inspectionReportsPage } from './inspectionRecordsPage';
import { inspectionRulesPage } from './inspectionRulesPage';
import { inspectionApprovalPage, inspectionAuditPage, periodicInspectionPage } from './inspectionTaskPages';
import { findingsAuditPage } from './findingsAuditPage';
import { inspectionForecastPage, inspectionStatisticsPage, overdueCylindersPage } from './inspectionForecastPages';
import {
  filterQueryFields,
  type FilterField,
  type ListArea,
  type ListCall,
  type ListPageDefinition,
  type ListTable,
} from './listDefinition';
import { cylinderTypesPage, referenceDataPage, vehicleTypesPage } from './referencePages';
import { regionalManagementPage } from './regionalManagementPage';
import { regulatorUnitsPage } from './regulatorUnitsPage';
import { rolesPage } from './rolesPage';
import { reportViewsPage } from './reportViewsPage';
import { scaleDevicesPage } from './scaleDevicesPage';
import { menusPage } from './menusPage';
import { offlineScalesPage } from './offlineScalesPage';
import { parametersPage, sysLogsPage } from './settingsPages';
import { fillStationCountPage, useStationCountPage } from './stationCountPages';
import { uploadConflictsPage } from './uploadConflictsPage';
import { thirdFillingsPage } from './thirdFillingsPage';
import { usersPage } from './usersPage';
import { deliveryRecordsPage } from './deliveryRecordsPage';
import { fillingRatePage } from './fillingRatePage';
import { lastFillDepartmentsPage, lastFillStationsPage } from './vehicleLastFillingPages';
import { enterprisePage, usageSummaryPage } from './usageSummaryPage';

/**
 * Every kind of page of the registry is a list definition, made for the area of its registry entry: the map is total
 * over `PageKind`, so the web renders any registry entry with a kind by the one list page without importing this map.
 */
export const listPages = {
  archiveQuery: archivePage('archiveQuery'),
  vehicleArchive: archivePage('vehicleArchive'),
  archiveManagement: archivePage('archiveManagement'),
  cylinderList: archivePage('cylinderList'),
  fillStationCount: fillStationCountPage,
  useStationCount: useStationCountPage,
  blacklist: blacklistPage,
  abnormal: abnormalPage,
  archiveAudit: auditPage,
  vehicleTypes: vehicleTypesPage,
  cylinderTypes: cylinderTypesPage,
  referenceData: referenceDataPage,
  fillStations: fillStationsPage,
  ownStation: ownStationPage,
  inspectStations: inspectStationsPage,
  inspectUsers: inspectUsersPage,
  sendUnits: sendUnitsPage,
  regulatorUnits: regulatorUnitsPage,
  regionalManagement: regionalManagementPage,
  inspectionRules: inspectionRulesPage,
  roles: rolesPage,
  menus: menusPage,
  sysLogs: sysLogsPage,
  parameters: parametersPage,
  displayConfig: displayConfigPage,
  users: usersPage,
  fillingRefusals: fillingRefusalsPage,
  scaleDevices: scaleDevicesPage,
  abnormalFillings: abnormalFillingsPage,
  clonedLabels: clonedLabelsPage,
  beforeFillingChecks: fillingChecksPage(FillingCheckKind.Before),
  afterFillingChecks: fillingChecksPage(FillingCheckKind.After),
  fillingSummary: fillingSummaryPage,
  offlineScales: offlineScalesPage,
  fillingRecords: fillingRecordsPage,
  fillingHistory: fillingHistoryPage,
  lastFillings: lastFillingsPage,
  activeCylinders: activeCylindersPage,
  thirdPartyFillings: thirdFillingsPage,
  continuousFillings: continuousFillingsPage,
  inspectionRecords: inspectionRecordsPage,
  inspectionReports: inspectionReportsPage,
  inspectionAudit: inspectionAuditPage,
  findingsAudit: findingsAuditPage,
  inspectionApproval: inspectionApprovalPage,
  periodicInspection: periodicInspectionPage,
  deletedFillings: deletedFillingsPage,
  abnormalFillingAudit: abnormalFillingAuditPage,
  uploadConflicts: uploadConflictsPage,
  fillingRules: fillingRulesPage,
  reportViews: reportViewsPage,
  fillingTotal: fillingTotalPage,
  statusChanges: statusChangesPage,
  inspectionForecast: inspectionForecastPage,
  overdueCylinders: overdueCylindersPage,
  inspectionStatistics: inspectionStatisticsPage,
  lastFillDepartments: lastFillDepartmentsPage,
  lastFillStations: lastFillStationsPage,
  deliveryRecords: deliveryRecordsPage,
  fillingRate: fillingRatePage,
  usageSummary: usageSummaryPage,
  enterprise: enterprisePage,
} as const satisfies Record<PageKind, (area: ListArea) => ListPageDefinition>;

export type ListPageKind = keyof typeof listPages;

export const isListPageKind = (kind: PageKind | undefined): kind is ListPageKind =>
  kind !== undefined && Object.hasOwn(listPages, kind);

/** The area a registry entry's page is made for: its group's category, its PageName and the values it fixes. */
export function listAreaOf(menu: MenuEntry): ListArea {
  const category = categoryOfMenu(menu);
  return {
    category,
    isVehicle: category === CylinderCategory.Vehicle,
    pageName: pageNameOf(menu),
    ...(menu.fixed ? { fixed: menu.fixed } : {}),
  };
}

/**
 * The definition of a page of a kind in an area, with the values its registry entry fixes: they join the
 * definition's own fixed values (every call of the page carries them) and the widgets that would set them go, so one
 * definition serves a list and its pages narrowed to one value (异常充装 and 超期充装) without hand-wired copies.
 */
export function listPageFor(kind: ListPageKind, area: ListArea): ListPageDefinition {
  const definition = listPages[kind](area);
  const fixed = area.fixed;
  if (!fixed || Object.keys(fixed).length === 0) return definition;
  const open = (field: FilterField) => !filterQueryFields(field).some((name) => Object.hasOwn(fixed, name));
  return {
    ...definition,
    fixed: { ...definition.fixed, ...fixed },
    filters: definition.filters.filter(open),
    tables: definition.tables.map((table) =>
      table.filters ? { ...table, filters: table.filters.filter(open) } : table,
    ),
  };
}

const areas: readonly ListArea[] = Object.values(CylinderCategory).map((category) => ({
  category,
  isVehicle: category === CylinderCategory.Vehicle,
  pageName: '',
}));

/** The table of a list page (in any area) that a call answers: what the server registers the call by. */
export function listTableOf(kind: ListPageKind, call: ListCall): ListTable {
  // The areas of every category, and those of the registry's entries that fix values (a vehicle page of one flag
  // has a table of its own).
  const fixedAreas = menuTree.filter((menu) => menu.page === kind && menu.fixed).map(listAreaOf);
  for (const area of [...areas, ...fixedAreas]) {
    const tables = listPages[kind](area).tables;
    const table = tables.find((candidate) => candidate.call.path === call.path);
    if (table) return table;
    // A table another page's counts open in a dialog (a group's fillings) is answered for the page that opens it.
    const drilled = tables.flatMap((candidate) =>
      candidate.drill && 'dialog' in candidate.drill ? [candidate.drill.dialog] : [],
    );
    const dialog = drilled.find((candidate) => candidate.call.path === call.path);
    if (dialog) return dialog;
  }
  throw new Error(`列表页面 ${kind} 没有调用 ${call.path}`);
}
