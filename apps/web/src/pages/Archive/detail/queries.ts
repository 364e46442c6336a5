import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/ApiContext';

/** Every archive query key starts with this: invalidating it refreshes lists, counts and open details alike. */
export const archiveQueryRoot = 'cylinder';

/** The full record, shared by the basic-information and audit tabs (and the edit form). */
export function useArchiveDetail(cylinderId: number) {
  const api = useApi();
  return useQuery({
    queryKey: [archiveQueryRoot, 'detail', cylinderId],
    queryFn: ({ signal }) =>
      api.cylinder.queryBaseInfoById({ query: { Id: cylinderId }, signal }).then((answer) => answer.data),
  });
}

export function useArchiveIssued(cylinderId: number) {
  const api = useApi();
  return useQuery({
    queryKey: [archiveQueryRoot, 'issued', cylinderId],
    queryFn: ({ signal }) =>
      api.cylinder.queryIssuedInfoById({ query: { Id: cylinderId }, signal }).then((answer) => answer.data),
  });
}

export function useArchiveValve(cylinderId: number) {
  const api = useApi();
  return useQuery({
    queryKey: [archiveQueryRoot, 'valve', cylinderId],
    queryFn: ({ signal }) =>
      api.cylinder.queryCylinderValveById({ query: { Id: cylinderId }, signal }).then((answer) => answer.data),
  });
}

/** Inspection records one per page (spec 02 section 9: the inspection tab's page size is 1). */
export function useArchiveInspection(cylinderId: number, pageIndex: number) {
  const api = useApi();
  return useQuery({
    queryKey: [archiveQueryRoot, 'inspections', cylinderId, pageIndex],
    queryFn: ({ signal }) =>
      api.cylinder.queryInspectionInfoById({
        query: { Id: cylinderId, PageIndex: pageIndex, CountPerPage: 1 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useArchiveLastFilling(cylinderId: number) {
  const api = useApi();
  return useQuery({
    queryKey: [archiveQueryRoot, 'lastFilling', cylinderId],
    queryFn: ({ signal }) =>
      api.cylinder.cylinderLastFilling({ query: { CylinderId: cylinderId }, signal }).then((answer) => answer.data),
  });
}

/** Archive pictures and supplemental photos come in one answer; each tab shows its kind. */
export function useArchiveImages(cylinderId: number) {
  const api = useApi();
  return useQuery({
    queryKey: [archiveQueryRoot, 'images', cylinderId],
    queryFn: ({ signal }) =>
      api.cylinder.queryImageInfoById({ query: { Id: cylinderId }, signal }).then((answer) => answer.list),
  });
}

export function useArchiveChanges(cylinderId: number, pageIndex: number, pageSize: number) {
  const api = useApi();
  return useQuery({
    queryKey: [archiveQueryRoot, 'history', cylinderId, pageIndex, pageSize],
    queryFn: ({ signal }) =>
      api.cylinder.queryHistoryInfoById({
        query: { Id: cylinderId, PageIndex: pageIndex, CountPerPage: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useArchiveTrail(cylinderId: number, pageIndex: number, pageSize: number) {
  const api = useApi();
  return useQuery({
    queryKey: [archiveQueryRoot, 'trail', cylinderId, pageIndex, pageSize],
    queryFn: ({ signal }) =>
      api.cylinder.queryHistoryInfoById2({
        query: { Id: cylinderId, PageIndex: pageIndex, CountPerPage: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
