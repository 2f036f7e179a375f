import { CloseOutlined, PushpinFilled } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isMiddleClick, type TabView } from '../../lib/tab-rules';
import { routeTitle } from '../../lib/title';
import { MenuIcon } from '../../ui/menu-icon';
import { runTabMenuAction, useTabMenuItems } from './tab-menu-items';
import type { TabActions } from './use-tab-actions';

export interface TabItemProps {
  tab: TabView;
  active: boolean;
  showIcon: boolean;
  actions: TabActions;
}

/** One tab: a link to its page, a close button (or a pin when pinned), a context menu, middle-click to close. */
export function TabItem({ tab, active, showIcon, actions }: TabItemProps) {
  const { t } = useTranslation();
  const title = routeTitle(t, { name: tab.name, title: tab.meta.title, ...(tab.meta.titleKey ? { titleKey: tab.meta.titleKey } : {}) });
  const items = useTabMenuItems(tab);
  const onMenuClick: MenuProps['onClick'] = ({ key }) => runTabMenuAction(key, tab, actions);
  const onAuxClick = (event: MouseEvent) => {
    if (!isMiddleClick(event)) return;
    event.preventDefault();
    if (!tab.meta.affix) actions.close(tab);
  };

  const className = ['sluice-tab', active ? 'sluice-tab--active' : '', tab.meta.affix ? 'sluice-tab--affix' : ''].filter(Boolean).join(' ');
  return (
    <li className={className} data-testid="tab" data-path={tab.path} data-active={active ? 'true' : undefined}>
      <Dropdown trigger={['contextMenu']} menu={{ items, onClick: onMenuClick }}>
        <div
          className="sluice-tab__body"
          onAuxClick={onAuxClick}
          // Stops the browser's autoscroll so the middle button can close the tab.
          onMouseDown={(event) => isMiddleClick(event) && event.preventDefault()}
        >
          <Link to={tab.fullPath} className="sluice-tab__link" aria-current={active ? 'page' : undefined} title={title}>
            {showIcon ? (
              <span className="sluice-tab__icon" aria-hidden>
                <MenuIcon icon={tab.meta.icon} type={2} />
              </span>
            ) : null}
            <span className="sluice-tab__title">{title}</span>
          </Link>
          {tab.meta.affix ? (
            <PushpinFilled className="sluice-tab__pin" aria-label={t('shell.tabs.pinned')} role="img" />
          ) : (
            <button
              type="button"
              className="sluice-tab__close"
              aria-label={t('shell.tabs.close-named', { title })}
              onClick={() => actions.close(tab)}
            >
              <CloseOutlined aria-hidden />
            </button>
          )}
        </div>
      </Dropdown>
    </li>
  );
}
