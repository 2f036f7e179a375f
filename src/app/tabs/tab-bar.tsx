import { DownOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { TabView } from '../../lib/tab-rules';
import { useSetting } from '../../lib/use-setting';
import { TabItem } from './tab-item';
import { runTabMenuAction, useTabMenuItems } from './tab-menu-items';
import { useTabs } from './tab-store';
import { useTabActions, type TabActions } from './use-tab-actions';
import './tab-bar.css';

/** The tab bar of spec 2.6: open pages as tabs, scroll buttons, and the context actions for the page in view. */
export function TabBar() {
  const { t } = useTranslation();
  const tabs = useTabs();
  const { pathname } = useLocation();
  const actions = useTabActions();
  const showIcon = useSetting('tagsIcon');
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    setEdges({ start: element.scrollLeft <= 0, end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1 });
  }, []);

  useLayoutEffect(measure, [measure, tabs]);
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  // Bring the page in view into sight.
  useEffect(() => {
    const active = scroller.current?.querySelector<HTMLElement>('[data-active="true"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, tabs.length]);

  const scrollBy = (direction: -1 | 1) => {
    const element = scroller.current;
    if (!element) return;
    element.scrollBy({ left: direction * Math.max(120, element.clientWidth * 0.6), behavior: 'smooth' });
  };

  const activeTab = tabs.find((tab) => tab.path === pathname);
  return (
    <div className="sluice-tabs" data-testid="tab-bar">
      <Button
        type="text"
        size="small"
        className="sluice-tabs__arrow"
        icon={<LeftOutlined />}
        aria-label={t('shell.tabs.previous')}
        disabled={edges.start}
        data-testid="tabs-previous"
        onClick={() => scrollBy(-1)}
      />
      <nav className="sluice-tabs__scroller" ref={scroller} aria-label={t('shell.tabs.label')} onScroll={measure}>
        <ul className="sluice-tabs__list">
          {tabs.map((tab) => (
            <TabItem key={tab.path} tab={tab} active={tab.path === pathname} showIcon={showIcon} actions={actions} />
          ))}
        </ul>
      </nav>
      <Button
        type="text"
        size="small"
        className="sluice-tabs__arrow"
        icon={<RightOutlined />}
        aria-label={t('shell.tabs.next')}
        disabled={edges.end}
        data-testid="tabs-next"
        onClick={() => scrollBy(1)}
      />
      {activeTab ? <ActiveTabMenu tab={activeTab} actions={actions} /> : null}
    </div>
  );
}

/** The context actions of the page in view, for keyboard and touch users who cannot right-click. */
function ActiveTabMenu({ tab, actions }: { tab: TabView; actions: TabActions }) {
  const { t } = useTranslation();
  const items = useTabMenuItems(tab);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => runTabMenuAction(key, tab, actions),
      }}
    >
      <Button
        type="text"
        size="small"
        className="sluice-tabs__arrow"
        icon={<DownOutlined />}
        aria-label={t('shell.tabs.actions')}
        data-testid="tab-actions"
      />
    </Dropdown>
  );
}
