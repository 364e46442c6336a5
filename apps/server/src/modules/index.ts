// Written by `npm run pages` (tools/pageIndex.ts); do not edit by hand.
import { abnormalModule } from './abnormal/abnormal.module';
import { abnormalFillingModule } from './abnormalFilling/abnormalFilling.module';
import { authModule } from './auth/auth.module';
import { blacklistModule } from './blacklist/blacklist.module';
import { citySignOnModule } from './citySignOn/citySignOn.module';
import { clientExportsModule } from './clientExports/clientExports.module';
import { cylinderRegistryModule } from './cylinderRegistry/cylinderRegistry.module';
import { cylindersModule } from './cylinders/cylinders.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { deliveriesModule } from './deliveries/deliveries.module';
import { displayConfigModule } from './displayConfig/displayConfig.module';
import { districtsModule } from './districts/districts.module';
import { dropDownModule } from './dropDown/dropDown.module';
import { fillStationsModule } from './fillStations/fillStations.module';
import { fillingModule } from './filling/filling.module';
import { fillingPrecisionModule } from './fillingPrecision/fillingPrecision.module';
import { fillingRateModule } from './fillingRate/fillingRate.module';
import { fillingRecordsModule } from './fillingRecords/fillingRecords.module';
import { fillingSummaryModule } from './fillingSummary/fillingSummary.module';
import { frontModule } from './front/front.module';
import { inspectStationsModule } from './inspectStations/inspectStations.module';
import { inspectionModule } from './inspection/inspection.module';
import { inspectionForecastModule } from './inspectionForecast/inspectionForecast.module';
import { inspectionRulesModule } from './inspectionRules/inspectionRules.module';
import { inspectionUpkeepModule } from './inspectionUpkeep/inspectionUpkeep.module';
import { licenceQueryModule } from './licenceQuery/licenceQuery.module';
import { menusModule } from './menus/menus.module';
import { offlineScalesModule } from './offlineScales/offlineScales.module';
import { parametersModule } from './parameters/parameters.module';
import { publicModule } from './public/public.module';
import { referenceModule } from './reference/reference.module';
import { regulatorsModule } from './regulators/regulators.module';
import { reportViewsModule } from './reportViews/reportViews.module';
import { rolesModule } from './roles/roles.module';
import { scaleDevicesModule } from './scaleDevices/scaleDevices.module';
import { sharedModule } from './shared/shared.module';
import { siblingsModule } from './siblings/siblings.module';
import { statusChangesModule } from './statusChanges/statusChanges.module';
import { sunshineDashboardModule } from './sunshineDashboard/sunshineDashboard.module';
import { syslogsModule } from './syslogs/syslogs.module';
import { usageSummaryModule } from './usageSummary/usageSummary.module';
import { usersModule } from './users/users.module';
import { vehicleLastFillingsModule } from './vehicleLastFillings/vehicleLastFillings.module';
import { wechatModule } from './wechat/wechat.module';
import type { PlatformModule } from './platformModule';

/** Every module of the API (a folder with its `<name>.module.ts`), registered in this order by buildApp. */
export const platformModules: readonly PlatformModule[] = [
  abnormalModule,
  abnormalFillingModule,
  authModule,
  blacklistModule,
  citySignOnModule,
  clientExportsModule,
  cylinderRegistryModule,
  cylindersModule,
  dashboardModule,
  deliveriesModule,
  displayConfigModule,
  districtsModule,
  dropDownModule,
  fillStationsModule,
  fillingModule,
  fillingPrecisionModule,
  fillingRateModule,
  fillingRecordsModule,
  fillingSummaryModule,
  frontModule,
  inspectStationsModule,
  inspectionModule,
  inspectionForecastModule,
  inspectionRulesModule,
  inspectionUpkeepModule,
  licenceQueryModule,
  menusModule,
  offlineScalesModule,
  parametersModule,
  publicModule,
  referenceModule,
  regulatorsModule,
  reportViewsModule,
  rolesModule,
  scaleDevicesModule,
  sharedModule,
  siblingsModule,
  statusChangesModule,
  sunshineDashboardModule,
  syslogsModule,
  usageSummaryModule,
  usersModule,
  vehicleLastFillingsModule,
  wechatModule,
];
