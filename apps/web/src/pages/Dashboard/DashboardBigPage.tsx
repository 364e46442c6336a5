import { HomeOutlined, RollbackOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { CylinderTypeTabs } from './CylinderTypeTabs';
import { DashboardBoard } from './DashboardBoard';
import { DashboardClock } from './DashboardClock';
import { RefreshButton } from './RefreshButton';
import { useDashboard } from './useDashboard';
import { useWindowLayout } from './useWindowLayout';
import './dashboard.css';

/** /DashboardBig: the full-screen cockpit for a wall screen (spec 01 section 2). */
export function DashboardBigPage() {
  const { config, landingPath } = useSession();
  const state = useDashboard();
  const layout = useWindowLayout();
  return (
    <div className={`dashboard-big ${layout}`}>
      <header className="dashboard-big__header">
        <nav className="dashboard-big__menu" aria-label="看板菜单">
          <Link to="/Main" className="dashboard-big__home">
            <HomeOutlined /> 首页
          </Link>
          <CylinderTypeTabs value={state.selection.cylinderType} onPick={state.pickType} />
        </nav>
        <h1 className="dashboard-big__title">{config.title}</h1>
        <div className="dashboard-big__tools">
          <DashboardClock />
          <RefreshButton refresh={state.data.refresh} />
          <Link to={landingPath} className="dashboard-big__back">
            <RollbackOutlined /> 返回
          </Link>
        </div>
      </header>
      <DashboardBoard state={state} />
    </div>
  );
}
