import { useLocation } from 'react-router-dom';
import { CylinderCategory, cylinderCategoryLabels } from '@gcs/contracts';

/** The cylinder category of an area (spec 02 section 2.3): /GasCylinder 1, /IndustryCylinder 2, /VehicleCylinder 3. */
const areaCategories: Record<string, CylinderCategory> = {
  gascylinder: CylinderCategory.Liquefied,
  industrycylinder: CylinderCategory.Industrial,
  vehiclecylinder: CylinderCategory.Vehicle,
};

export function categoryOfPath(pathname: string): CylinderCategory {
  const area =
    pathname
      .split('/')
      .find((segment) => segment !== '')
      ?.toLowerCase() ?? '';
  return areaCategories[area] ?? CylinderCategory.Liquefied;
}

export interface PageArea {
  category: CylinderCategory;
  categoryName: string;
  isVehicle: boolean;
  /** The page's own segment of the path (BlackCylinder, Blacklist ...), used as its column configuration name. */
  pageName: string;
}

/** The area a page serves, read from its path: one page component serves the three areas. */
export function pageAreaOf(pathname: string): PageArea {
  const category = categoryOfPath(pathname);
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return {
    category,
    categoryName: cylinderCategoryLabels[category],
    isVehicle: category === CylinderCategory.Vehicle,
    pageName: segments[segments.length - 1] ?? '',
  };
}

export function usePageArea(): PageArea {
  const { pathname } = useLocation();
  return pageAreaOf(pathname);
}
