import { abnormalModule } from './abnormal/abnormal.module';
import { abnormalFillingModule } from './abnormalFilling/abnormalFilling.module';
import { authModule } from './auth/auth.module';
import { citySignOnModule } from './citySignOn/citySignOn.module';
import { clientExportsModule } from './clientExports/clientExports.module';
import { blacklistModule } from './blacklist/blacklist.module';
import { cylinderRegistryModule } from './cylinderRegistry/cylinderRegistry.module';
import { cylindersModule } from './cylinders/cylinders.module';
import { displayConfigModule } from './displayConfig/displayConfig.module';
import { districtsModule } from './districts/districts.module';
import { dropDownModule } from './dropDown/dropDown.module';
import { fillingModule } from './filling/filling.module';
import { fillingSummaryModule } from './fillingSummary/fillingSummary.module';
import { fillingRecordsModule } from './fillingRecords/fillingRecords.module';
import { fillStationsModule } from './fillStations/fillStations.module';
import { frontModule } from './front/front.module';
import { inspectionModule } from './inspection/inspection.module';
import { inspectionForecastModule } from './inspectionForecast/inspectionForecast.module';
import { inspectionRulesModule } from './inspectionRules/inspectionRules.module';
import { inspectionUpkeepModule } from './inspectionUpkeep/inspectionUpkeep.module';
import { inspectStationsModule } from './inspectStations/inspectStations.module';
import type { PlatformModule } from './platformModule';
import { publicModule } from './public/public.module';
import { referenceModule } from './reference/reference.module';
import { regulatorsModule } from './regulators/regulators.module';
import { rolesModule } from './roles/roles.module';
import { scaleDevicesModule } from './scaleDevices/scaleDevices.module';
import { menusModule } from './menus/menus.module';
import { offlineScalesModule } from './offlineScales/offlineScales.module';
import { sharedModule } from './shared/shared.module';
import { siblingsModule } from './siblings/siblings.module';
import { wechatModule } from './wechat/wechat.module';
import { parametersModule } from './parameters/parameters.module';
import { statusChangesModule } from './statusChanges/statusChanges.module';
import { syslogsModule } from './syslogs/syslogs.module';
import { usersModule } from './users/users.module';
import { reportViewsModule } from './reportViews/reportViews.module';
import { vehicleLastFillingsModule } from './vehicleLastFillings/vehicleLastFillings.module';
import { deliveriesModule } from './deliveries/deliveries.module';
import { fillingRateModule } from './fillingRate/fillingRate.module';
import { usageSummaryModule } from './usageSummary/usageSummary.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { sunshineDashboardModule } from './sunshineDashboard/sunshineDashboard.module';

/** Every module of the API, registered in this order by buildApp. A new module is one line here. */
export const platformModules: readonly PlatformModule[] = [
  publicModule,
  frontModule,
  authModule,
  siblingsModule,
  wechatModule,
  citySignOnModule,
  fillStationsModule,
  inspectStationsModule,
  inspectionUpkeepModule,
  regulatorsModule,
  districtsModule,
  cylinderRegistryModule,
  inspectionRulesModule,
  cylindersModule,
  dropDownModule,
  referenceModule,
  blacklistModule,
  abnormalModule,
  fillingModule,
  inspectionModule,
  scaleDevicesModule,
  abnormalFillingModule,
  fillingSummaryModule,
  offlineScalesModule,
  statusChangesModule,
  inspectionForecastModule,
  fillingRecordsModule,
  sharedModule,
  rolesModule,
  menusModule,
  syslogsModule,
  parametersModule,
  displayConfigModule,
  usersModule,
  reportViewsModule,
  vehicleLastFillingsModule,
  deliveriesModule,
  fillingRateModule,
  usageSummaryModule,
  dashboardModule,
  clientExportsModule,
  sunshineDashboardModule,
];
