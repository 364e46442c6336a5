import { useEffect, useState } from 'react';
import { clockFace, clockTickMs } from './dashboardClock';

/** The header clock: date, weekday and time, refreshed every 500 ms. */
export function DashboardClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), clockTickMs);
    return () => window.clearInterval(timer);
  }, []);
  const face = clockFace(now);
  return (
    <div className="dashboard-clock" aria-label="当前时间">
      <span className="dashboard-clock__date">{face.date}</span>
      <span className="dashboard-clock__weekday">{face.weekday}</span>
      <span className="dashboard-clock__time">{face.time}</span>
    </div>
  );
}
