import {
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  ContainerOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FileProtectOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messages } from '@gcs/contracts';
import { userAreaCode } from '../../app/area/areaCode';
import { UserMenu } from '../../app/layout/UserMenu';
import { useSession } from '../../app/session/SessionContext';
import { useSessionActions } from '../../app/session/useSessionActions';
import { useWechatBindingCallback } from '../../components/wechat/useWechatBindingCallback';
import { SiblingLinks } from './SiblingLinks';
import { mainTiles, showsDashboardLink, type MainTile } from './mainTiles';

const tileIcons: Record<string, ReactNode> = {
  '/GasCylinder': <ContainerOutlined />,
  '/IndustryCylinder': <ExperimentOutlined />,
  '/VehicleCylinder': <CarOutlined />,
  '/PressureVessel': <SafetyCertificateOutlined />,
  '/DataAnalysis': <BarChartOutlined />,
  '/Regulatory': <TeamOutlined />,
  '/Register': <FileProtectOutlined />,
};

/** The landing page with the module tiles (spec 01 section 2, "Main landing page"). */
export function MainPage() {
  const { user, routes, config } = useSession();
  const { logout } = useSessionActions();
  const { message } = App.useApp();
  const navigate = useNavigate();
  // WeChat sends the browser back here after a binding scan (wechatReturnPaths.bind).
  useWechatBindingCallback();
  const tiles = mainTiles(routes, userAreaCode(user.regulatorCode, config.code), config);
  const links = user.level === 2 ? [...config.siblingLinks, ...config.levelTwoLinks] : config.siblingLinks;

  const open = (tile: MainTile) => {
    if (!tile.enabled) {
      void message.warning(messages.noMenuPermission);
      return;
    }
    if (tile.externalUrl) window.open(tile.externalUrl, '_blank', 'noopener,noreferrer');
    else navigate(tile.path);
  };

  return (
    <div className="main-page">
      <header className="main-page__header">
        <nav className="main-page__links" aria-label="相关平台">
          {showsDashboardLink(config, user.level) ? (
            <Link to="/Dashboard" className="main-page__link">
              <DashboardOutlined /> 驾驶舱
            </Link>
          ) : null}
          <SiblingLinks />
          {links.map((link) => (
            <a
              key={`${link.title}-${link.url}`}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="main-page__link"
            >
              {link.title}
            </a>
          ))}
        </nav>
        <div className="main-page__user">
          <UserMenu />
          <Button type="text" className="main-page__logout" onClick={() => void logout()}>
            退出登录
          </Button>
        </div>
      </header>
      <main className="main-page__body">
        <h1 className="main-page__title">{config.title}</h1>
        <ul className="main-page__tiles">
          {tiles.map((tile) => (
            <li key={tile.path}>
              <button
                type="button"
                className={`main-tile${tile.enabled ? '' : ' main-tile--disabled'}`}
                aria-disabled={tile.enabled ? undefined : true}
                onClick={() => open(tile)}
              >
                <span className="main-tile__icon" aria-hidden>
                  {tileIcons[tile.path]}
                </span>
                <span className="main-tile__title">{tile.title}</span>
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="main-tile main-tile--pending"
              onClick={() => void message.info(messages.notBuilt)}
            >
              <span className="main-tile__icon" aria-hidden>
                <AppstoreOutlined />
              </span>
              <span className="main-tile__title">{messages.developing}</span>
            </button>
          </li>
        </ul>
      </main>
    </div>
  );
}
