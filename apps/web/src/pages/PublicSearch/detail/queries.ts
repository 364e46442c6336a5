import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/ApiContext';

/**
 * The public calls name a cylinder by the handle of its search row (docs/security.md, "The public data rule").
 * The detail call is shared by the basic-information and audit tabs (one request for both).
 */
export function useCylinderDetail(cylinderId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['public', 'detail', cylinderId],
    queryFn: ({ signal }) => api.public.detail({ CylinderId: cylinderId }, signal).then((answer) => answer.data),
  });
}

export type ImageSet = 'archive' | 'supplemental';

export function useCylinderImages(cylinderId: string, set: ImageSet) {
  const api = useApi();
  return useQuery({
    queryKey: ['public', 'images', set, cylinderId],
    queryFn: ({ signal }) => {
      const call = set === 'archive' ? api.public.archiveImages : api.public.supplementalPhotos;
      return call({ CylinderId: cylinderId }, signal).then((answer) => answer.list);
    },
  });
}

export function useCylinderFillings(cylinderId: string, pageIndex: number, countPerPage: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['public', 'fillings', cylinderId, pageIndex, countPerPage],
    queryFn: ({ signal }) =>
      api.public.fillings(
        { CylinderId: cylinderId, sumType: 0, PageIndex: pageIndex, CountPerPage: countPerPage },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Inspection records, one per page (spec 02 section 9). */
export function useCylinderInspection(cylinderId: string, pageIndex: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['public', 'inspections', cylinderId, pageIndex],
    queryFn: ({ signal }) =>
      api.public.inspections({ CylinderId: cylinderId, PageIndex: pageIndex, CountPerPage: 1 }, signal),
    // Keeps the pager and the shown record in place while the next record loads.
    placeholderData: keepPreviousData,
  });
}
