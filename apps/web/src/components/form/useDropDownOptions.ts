import { useQuery } from '@tanstack/react-query';
import type { DropDownOption } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';

/** Reference dropdowns that depend on the cylinder category. */
export type CategoryDropDown = 'cylinderVendor' | 'cylinderType' | 'cylinderSpec' | 'fillingMedium';

/** Options of a reference dropdown for a category; a failed load gives no options and no message (spec 02 §8). */
export function useDropDownOptions(kind: CategoryDropDown, category: number | undefined): DropDownOption[] {
  const api = useApi();
  const query = useQuery({
    queryKey: ['dropDown', kind, category ?? null],
    queryFn: ({ signal }) => api.dropDown[kind]({ query: { CylinderCategory: category }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data?.list ?? [];
}
