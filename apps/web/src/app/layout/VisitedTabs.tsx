import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { VisitedTab, VisitedTabsAction } from './visitedTabs';

type CloseAction = Exclude<VisitedTabsAction['type'], 'visit' | 'closeAll'>;

const closeLabels: Record<CloseAction, string> = {
  close: '关闭当前',
  closeLeft: '关闭左侧',
  closeRight: '关闭右侧',
  closeOthers: '关闭其他',
};

function closeMenu(tabs: readonly VisitedTab[], tab: VisitedTab): MenuProps['items'] {
  const index = tabs.findIndex((item) => item.path === tab.path);
  const closable = (items: readonly VisitedTab[]) => items.some((item) => !item.noClosable);
  const others = tabs.filter((item) => item.path !== tab.path);
  return [
    { key: 'close', label: closeLabels.close, disabled: tab.noClosable },
    { key: 'closeLeft', label: closeLabels.closeLeft, disabled: !closable(tabs.slice(0, index)) },
    { key: 'closeRight', label: closeLabels.closeRight, disabled: !closable(tabs.slice(index + 1)) },
    { key: 'closeOthers', label: closeLabels.closeOthers, disabled: !closable(others) },
  ];
}

export interface VisitedTabsProps {
  tabs: readonly VisitedTab[];
  activePath: string;
  onOpen: (path: string) => void;
  onClose: (action: CloseAction, path: string) => void;
}

/** The visited-route tabs: click to switch, × or the context menu (right click, or the ▾ button) to close. */
export function VisitedTabs({ tabs, activePath, onOpen, onClose }: VisitedTabsProps) {
  const active = tabs.find((tab) => tab.path === activePath);
  const menuFor = (tab: VisitedTab): MenuProps => ({
    items: closeMenu(tabs, tab),
    onClick: ({ key }) => onClose(key as CloseAction, tab.path),
  });
  return (
    <nav className="visited-tabs" aria-label="已访问页面">
      <div className="visited-tabs__list">
        {tabs.map((tab) => (
          <Dropdown key={tab.path} trigger={['contextMenu']} menu={menuFor(tab)}>
            <div
              className={`visited-tabs__tab${tab.path === activePath ? ' visited-tabs__tab--active' : ''}`}
              data-testid="visited-tab"
              data-path={tab.path}
              aria-current={tab.path === activePath ? 'page' : undefined}
            >
              <button type="button" className="visited-tabs__open" onClick={() => onOpen(tab.path)}>
                {tab.title}
              </button>
              {tab.noClosable ? null : (
                <button
                  type="button"
                  className="visited-tabs__close"
                  aria-label={`关闭${tab.title}`}
                  onClick={() => onClose('close', tab.path)}
                >
                  <CloseOutlined />
                </button>
              )}
            </div>
          </Dropdown>
        ))}
      </div>
      {active ? (
        <Dropdown trigger={['click']} menu={menuFor(active)}>
          <Button size="small" icon={<DownOutlined />} aria-label="标签操作" />
        </Dropdown>
      ) : null}
    </nav>
  );
}
