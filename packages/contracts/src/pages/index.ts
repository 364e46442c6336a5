// Written by `npm run pages` (tools/pageIndex.ts); do not edit by hand.
import { usageSummaryPage, enterprisePage } from './analysis/usageSummaryPage';
import { abnormalPage } from './archives/abnormalPage';
import { archiveQueryPage, archiveManagementPage, vehicleArchivePage, cylinderListPage } from './archives/archivePage';
import { archiveAuditPage } from './archives/auditPage';
import { blacklistPage } from './archives/blacklistPage';
import { fillStationCountPage, useStationCountPage } from './archives/stationCountPages';
import { statusChangesPage } from './archives/statusChangesPage';
import { abnormalFillingAuditPage } from './filling/abnormalFillingAuditPage';
import { abnormalFillingsPage, clonedLabelsPage } from './filling/abnormalFillingPages';
import { deliveryRecordsPage } from './filling/deliveryRecordsPage';
import { beforeFillingChecksPage, afterFillingChecksPage } from './filling/fillingChecksPage';
import { deletedFillingsPage } from './filling/fillingDeletionPage';
import { activeCylindersPage, continuousFillingsPage } from './filling/fillingGroupPages';
import { fillingPrecisionPage } from './filling/fillingPrecisionPage';
import { fillingRatePage } from './filling/fillingRatePage';
import { lastFillingsPage, fillingRecordsPage, fillingHistoryPage } from './filling/fillingRecordPages';
import { fillingRefusalsPage } from './filling/fillingRefusalsPage';
import { fillingRulesPage } from './filling/fillingRulesPage';
import { fillingSummaryPage } from './filling/fillingSummaryPage';
import { fillingTotalPage } from './filling/fillingTotalPage';
import { offlineScalesPage } from './filling/offlineScalesPage';
import { scaleDevicesPage } from './filling/scaleDevicesPage';
import { thirdPartyFillingsPage } from './filling/thirdFillingsPage';
import { uploadConflictsPage } from './filling/uploadConflictsPage';
import { lastFillDepartmentsPage, lastFillStationsPage } from './filling/vehicleLastFillingPages';
import { findingsAuditPage } from './inspection/findingsAuditPage';
import {
  inspectionForecastPage,
  inspectionStatisticsPage,
  overdueCylindersPage,
} from './inspection/inspectionForecastPages';
import { inspectionRecordsPage, inspectionReportsPage } from './inspection/inspectionRecordsPage';
import { inspectionRulesPage } from './inspection/inspectionRulesPage';
import { inspectionAuditPage, inspectionApprovalPage, periodicInspectionPage } from './inspection/inspectionTaskPages';
import { displayConfigPage } from './settings/displayConfigPage';
import { menusPage } from './settings/menusPage';
import { vehicleTypesPage, cylinderTypesPage, referenceDataPage } from './settings/referencePages';
import { reportViewsPage } from './settings/reportViewsPage';
import { rolesPage } from './settings/rolesPage';
import { sysLogsPage, parametersPage } from './settings/settingsPages';
import { usersPage } from './settings/usersPage';
import { fillStationsPage } from './units/fillStationsPage';
import { inspectStationsPage } from './units/inspectStationsPage';
import { inspectUsersPage, sendUnitsPage } from './units/inspectionUpkeepPages';
import { licenceQueryPage } from './units/licenceQueryPage';
import { ownStationPage } from './units/ownStationPage';
import { regionalManagementPage } from './units/regionalManagementPage';
import { regulatorUnitsPage } from './units/regulatorUnitsPage';

export * from './definePage';
export * from './analysis/usageSummaryPage';
export * from './archives/abnormalPage';
export * from './archives/archivePage';
export * from './archives/auditPage';
export * from './archives/blacklistPage';
export * from './archives/stationCountPages';
export * from './archives/statusChangesPage';
export * from './filling/abnormalFillingAuditPage';
export * from './filling/abnormalFillingPages';
export * from './filling/deliveryRecordsPage';
export * from './filling/fillingChecksPage';
export * from './filling/fillingDeletionPage';
export * from './filling/fillingGroupPages';
export * from './filling/fillingPrecisionPage';
export * from './filling/fillingRatePage';
export * from './filling/fillingRecordPages';
export * from './filling/fillingRefusalsPage';
export * from './filling/fillingRulesPage';
export * from './filling/fillingSummaryPage';
export * from './filling/fillingTotalPage';
export * from './filling/offlineScalesPage';
export * from './filling/scaleDevicesPage';
export * from './filling/thirdFillingsPage';
export * from './filling/uploadConflictsPage';
export * from './filling/vehicleLastFillingPages';
export * from './inspection/findingsAuditPage';
export * from './inspection/inspectionForecastPages';
export * from './inspection/inspectionRecordsPage';
export * from './inspection/inspectionRulesPage';
export * from './inspection/inspectionTaskPages';
export * from './settings/displayConfigPage';
export * from './settings/menusPage';
export * from './settings/referencePages';
export * from './settings/reportViewsPage';
export * from './settings/rolesPage';
export * from './settings/settingsPages';
export * from './settings/usersPage';
export * from './units/fillStationsPage';
export * from './units/inspectStationsPage';
export * from './units/inspectionUpkeepPages';
export * from './units/licenceQueryPage';
export * from './units/ownStationPage';
export * from './units/regionalManagementPage';
export * from './units/regulatorUnitsPage';

/** Every built page (docs/architecture.md §6): the menu tree, kinds and capabilities derive from it. */
export const pages = [
  usageSummaryPage,
  enterprisePage,
  abnormalPage,
  archiveQueryPage,
  archiveManagementPage,
  vehicleArchivePage,
  cylinderListPage,
  archiveAuditPage,
  blacklistPage,
  fillStationCountPage,
  useStationCountPage,
  statusChangesPage,
  abnormalFillingAuditPage,
  abnormalFillingsPage,
  clonedLabelsPage,
  deliveryRecordsPage,
  beforeFillingChecksPage,
  afterFillingChecksPage,
  deletedFillingsPage,
  activeCylindersPage,
  continuousFillingsPage,
  fillingPrecisionPage,
  fillingRatePage,
  lastFillingsPage,
  fillingRecordsPage,
  fillingHistoryPage,
  fillingRefusalsPage,
  fillingRulesPage,
  fillingSummaryPage,
  fillingTotalPage,
  offlineScalesPage,
  scaleDevicesPage,
  thirdPartyFillingsPage,
  uploadConflictsPage,
  lastFillDepartmentsPage,
  lastFillStationsPage,
  findingsAuditPage,
  inspectionForecastPage,
  inspectionStatisticsPage,
  overdueCylindersPage,
  inspectionRecordsPage,
  inspectionReportsPage,
  inspectionRulesPage,
  inspectionAuditPage,
  inspectionApprovalPage,
  periodicInspectionPage,
  displayConfigPage,
  menusPage,
  vehicleTypesPage,
  cylinderTypesPage,
  referenceDataPage,
  reportViewsPage,
  rolesPage,
  sysLogsPage,
  parametersPage,
  usersPage,
  fillStationsPage,
  inspectStationsPage,
  inspectUsersPage,
  sendUnitsPage,
  licenceQueryPage,
  ownStationPage,
  regionalManagementPage,
  regulatorUnitsPage,
] as const;
