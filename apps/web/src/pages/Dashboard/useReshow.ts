import { useEffect, useState } from 'react';

/** The counters' re-show delay (spec 01 section 9). */
export const reshowDelayMs = 60;

/** False for 60 ms each time `key` changes, then true: the counters hide and re-show on each change. */
export function useReshow(key: string): boolean {
  const [shownKey, setShownKey] = useState(key);
  useEffect(() => {
    const timer = window.setTimeout(() => setShownKey(key), reshowDelayMs);
    return () => window.clearTimeout(timer);
  }, [key]);
  return shownKey === key;
}
