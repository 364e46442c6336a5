import { useEffect, useRef } from 'react';
import { readLastActivity, writeLastActivity } from '../../api/storage';
import { isIdle } from './idle';

const inputEvents = ['mousedown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;
/** User input refreshes the timestamp at most this often; the limit is two hours, so seconds do not matter. */
const touchThrottleMs = 5_000;
const checkEveryMs = 15_000;

/**
 * Calls `onIdle` once the last activity (a request or user input, kept in localStorage so all tabs share it) is
 * older than `idleMinutes`. Checked on a timer and whenever the tab becomes visible again.
 */
export function useIdleLogout(idleMinutes: number, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    let lastTouch = 0;
    let fired = false;
    const touch = () => {
      const now = Date.now();
      if (now - lastTouch < touchThrottleMs) return;
      lastTouch = now;
      writeLastActivity(now);
    };
    const check = () => {
      if (fired || document.visibilityState === 'hidden') return;
      if (isIdle(readLastActivity(), Date.now(), idleMinutes)) {
        fired = true;
        onIdleRef.current();
      }
    };
    for (const name of inputEvents) window.addEventListener(name, touch, { passive: true });
    document.addEventListener('visibilitychange', check);
    const timer = window.setInterval(check, checkEveryMs);
    return () => {
      for (const name of inputEvents) window.removeEventListener(name, touch);
      document.removeEventListener('visibilitychange', check);
      window.clearInterval(timer);
    };
  }, [idleMinutes]);
}
