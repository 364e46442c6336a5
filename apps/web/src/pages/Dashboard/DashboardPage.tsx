import { useSession } from '../../app/session/SessionContext';
import { DashboardStyleA } from './DashboardStyleA';
import { DashboardStyleB } from './DashboardStyleB';
import { useDashboard } from './useDashboard';
import './dashboard.css';

/** The /Dashboard templates by the host configuration's `temstyle`; style-b unless another is named. */
export const dashboardTemplates = { 'style-a': DashboardStyleA, 'style-b': DashboardStyleB } as const;

export function dashboardTemplate(temstyle: string) {
  return Object.hasOwn(dashboardTemplates, temstyle)
    ? dashboardTemplates[temstyle as keyof typeof dashboardTemplates]
    : dashboardTemplates['style-b'];
}

/** /Dashboard: the dashboard inside the logged-in frame, in the deployment's template. */
export function DashboardPage() {
  const { config } = useSession();
  const state = useDashboard();
  const Template = dashboardTemplate(config.temstyle);
  return <Template state={state} title={config.title} />;
}
