import { useLocation } from 'react-router-dom';
import {
  categoryOfMenu,
  CylinderCategory,
  cylinderCategoryLabels,
  menuEntryOfPath,
  pageNameOf,
  type PageKind,
} from '@gcs/contracts';

export interface PageArea {
  category: CylinderCategory;
  categoryName: string;
  isVehicle: boolean;
  /** The column-configuration name of the page (its registry entry's PageName). */
  pageName: string;
  /** The kind of page the registry says the path is (undefined outside the registry). */
  kind: PageKind | undefined;
  /** Filter values the registry entry fixes (a page of one flag of the abnormal fillings). */
  fixed?: Readonly<Record<string, unknown>>;
  /** The registry entry's menu code (undefined outside the registry): what a saved report view belongs to. */
  menuCode?: string;
}

/** The area a page serves, from its registry entry: one page component serves the three areas. */
export function pageAreaOf(pathname: string): PageArea {
  const entry = menuEntryOfPath(pathname);
  const category = entry ? categoryOfMenu(entry) : CylinderCategory.Liquefied;
  return {
    category,
    categoryName: cylinderCategoryLabels[category],
    isVehicle: category === CylinderCategory.Vehicle,
    pageName: entry ? pageNameOf(entry) : '',
    kind: entry?.page,
    ...(entry?.fixed ? { fixed: entry.fixed } : {}),
    ...(entry ? { menuCode: entry.code } : {}),
  };
}

export function usePageArea(): PageArea {
  const { pathname } = useLocation();
  return pageAreaOf(pathname);
}
