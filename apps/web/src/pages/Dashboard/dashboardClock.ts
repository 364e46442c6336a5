import { chinaClock } from '@gcs/contracts';

/** The big-screen clock (spec 01 section 2): date, weekday in Chinese and time, refreshed every 500 ms. */

export const clockTickMs = 500;

/** The clock's three parts on China's clock, whatever the browser's zone: 2026-11-26, 星期四, 08:05:09. */
export const clockFace = chinaClock;
