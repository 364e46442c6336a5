import { useCallback } from 'react';
import { sharedCallCapabilities, type SharedCall } from '@gcs/contracts';
import { useHolds } from './useHolds';

/**
 * Whether the user holds a page that uses a shared call (the dashboards, the dropdowns): the server refuses the call
 * to the others, so a page skips it for them rather than show an error.
 */
export function useHoldsSharedCall(): (call: SharedCall) => boolean {
  const holds = useHolds();
  return useCallback(
    (call: SharedCall) => sharedCallCapabilities[call].some((capability) => holds(capability)),
    [holds],
  );
}
