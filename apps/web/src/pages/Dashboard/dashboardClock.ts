/** The big-screen clock (spec 01 section 2): date, weekday in Chinese and time, refreshed every 500 ms. */

export const clockTickMs = 500;

const weekdays = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

export interface ClockFace {
  date: string;
  weekday: string;
  time: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The clock's three parts in the browser's local time: 2026-11-26, 星期四, 08:05:09. */
export function clockFace(now: Date): ClockFace {
  return {
    date: `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`,
    weekday: weekdays[now.getDay()] ?? '',
    time: `${twoDigits(now.getHours())}:${twoDigits(now.getMinutes())}:${twoDigits(now.getSeconds())}`,
  };
}
