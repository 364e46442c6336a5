import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The built pages of the menu routes, by path (compared without regard to case). A menu route without an entry
 * shows its placeholder. One page component may serve several areas: it reads its area from the path.
 */
export const menuPages: Record<string, LazyExoticComponent<ComponentType>> = {
  '/GasCylinder/DocQuery': lazyPage(
    () => import('./Archive/ArchiveQueryPage'),
    (m) => m.ArchiveQueryPage,
  ),
  '/IndustryCylinder/DocQuery': lazyPage(
    () => import('./Archive/ArchiveQueryPage'),
    (m) => m.ArchiveQueryPage,
  ),
  '/VehicleCylinder/DocQuery': lazyPage(
    () => import('./Archive/ArchiveQueryPage'),
    (m) => m.ArchiveQueryPage,
  ),
  '/VehicleCylinder/VcDocQuery': lazyPage(
    () => import('./Archive/ArchiveQueryPage'),
    (m) => m.ArchiveQueryPage,
  ),
  '/GasCylinder/DocManagement': lazyPage(
    () => import('./Archive/ArchiveQueryPage'),
    (m) => m.ArchiveManagementPage,
  ),
  '/IndustryCylinder/DocManagement': lazyPage(
    () => import('./Archive/ArchiveQueryPage'),
    (m) => m.ArchiveManagementPage,
  ),
  '/VehicleCylinder/CylinderList': lazyPage(
    () => import('./Archive/ArchiveQueryPage'),
    (m) => m.ArchiveManagementPage,
  ),
  '/VehicleCylinder/DocQueryFillStation': lazyPage(
    () => import('./Archive/StationCountPage'),
    (m) => m.FillStationCountPage,
  ),
  '/VehicleCylinder/DocQueryUseStation': lazyPage(
    () => import('./Archive/StationCountPage'),
    (m) => m.UseStationCountPage,
  ),
  '/GasCylinder/cylinderAudit': lazyPage(
    () => import('./Audit/AuditPage'),
    (m) => m.AuditPage,
  ),
  '/IndustryCylinder/cylinderAudit': lazyPage(
    () => import('./Audit/AuditPage'),
    (m) => m.AuditPage,
  ),
  '/VehicleCylinder/cylinderAudit': lazyPage(
    () => import('./Audit/AuditPage'),
    (m) => m.AuditPage,
  ),
  '/GasCylinder/BlackCylinder': lazyPage(
    () => import('./Blacklist/BlacklistPage'),
    (m) => m.BlacklistPage,
  ),
  '/IndustryCylinder/BlackCylinder': lazyPage(
    () => import('./Blacklist/BlacklistPage'),
    (m) => m.BlacklistPage,
  ),
  '/VehicleCylinder/Blacklist': lazyPage(
    () => import('./Blacklist/BlacklistPage'),
    (m) => m.BlacklistPage,
  ),
  '/GasCylinder/AbnormalCylinder': lazyPage(
    () => import('./Abnormal/AbnormalPage'),
    (m) => m.AbnormalPage,
  ),
  '/IndustryCylinder/AbnormalCylinder': lazyPage(
    () => import('./Abnormal/AbnormalPage'),
    (m) => m.AbnormalPage,
  ),
  '/VehicleCylinder/AbnormalCylinder': lazyPage(
    () => import('./Abnormal/AbnormalPage'),
    (m) => m.AbnormalPage,
  ),
  '/VehicleCylinder/TypeManagement': lazyPage(
    () => import('./Reference/ReferencePages'),
    (m) => m.VehicleTypePage,
  ),
  '/VehicleCylinder/CylinderType': lazyPage(
    () => import('./Reference/ReferencePages'),
    (m) => m.CylinderTypePage,
  ),
  '/Setting/ReferenceData': lazyPage(
    () => import('./Reference/ReferencePages'),
    (m) => m.ReferenceDataPage,
  ),
  '/Setting/InspectionRule': lazyPage(
    () => import('./InspectionRule/InspectionRulePage'),
    (m) => m.InspectionRulePage,
  ),
};

export function menuPageFor(path: string): LazyExoticComponent<ComponentType> | undefined {
  const wanted = path.toLowerCase();
  const key = Object.keys(menuPages).find((candidate) => candidate.toLowerCase() === wanted);
  return key ? menuPages[key] : undefined;
}

/** Keeps `lazy(() => import(...).then(m => ({ default: m.X })))` short at each entry. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
