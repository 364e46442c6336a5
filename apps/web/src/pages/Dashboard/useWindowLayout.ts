import { useEffect, useState } from 'react';
import { dashboardLayout, type DashboardLayout } from './dashboardLayout';

/** The big screen's layout class, following the window's size. */
export function useWindowLayout(): DashboardLayout {
  const current = () => dashboardLayout(window.innerWidth, window.innerHeight);
  const [layout, setLayout] = useState(current);
  useEffect(() => {
    const onResize = () => setLayout(dashboardLayout(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return layout;
}
