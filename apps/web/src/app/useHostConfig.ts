import { useQuery } from '@tanstack/react-query';
import type { HostConfig } from '@gcs/contracts';
import { useApi } from '../api/ApiContext';
import { mergeHostConfig } from './hostConfigDefaults';

export interface HostConfigState {
  config: HostConfig;
  applicationName: string;
  loading: boolean;
}

const hostConfigQueryOptions = { staleTime: Infinity, gcTime: Infinity, retry: false } as const;

/** Host configuration fetched once at start; failures fall back to the defaults without a message. */
export function useHostConfig(): HostConfigState {
  const api = useApi();
  const frontEnd = useQuery({
    queryKey: ['host', 'frontEnd'],
    queryFn: ({ signal }) => api.front.frontEnd(signal).then((answer) => answer.data),
    ...hostConfigQueryOptions,
  });
  const applicationName = useQuery({
    queryKey: ['host', 'applicationName'],
    queryFn: ({ signal }) => api.front.applicationName(signal).then((answer) => answer.data),
    ...hostConfigQueryOptions,
  });
  const config = mergeHostConfig(frontEnd.data, applicationName.data);
  return {
    config,
    applicationName: config.applicationName,
    loading: frontEnd.isPending || applicationName.isPending,
  };
}
