import { CloseCircleOutlined, CloseOutlined, MinusOutlined, PushpinOutlined, ReloadOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TabView } from '../../lib/tab-rules';
import type { TabActions } from './use-tab-actions';

/** The tab context menu of spec 2.6 (refresh, close, close others, close all) plus pin/unpin. */
export function useTabMenuItems(tab: TabView): NonNullable<MenuProps['items']> {
  const { t } = useTranslation();
  return [
    { key: 'refresh', icon: <ReloadOutlined />, label: <span data-testid="tab-refresh">{t('shell.tabs.refresh')}</span> },
    {
      key: 'close',
      icon: <CloseOutlined />,
      disabled: tab.meta.affix,
      label: <span data-testid="tab-close">{t('shell.tabs.close')}</span>,
    },
    { key: 'close-others', icon: <MinusOutlined />, label: <span data-testid="tab-close-others">{t('shell.tabs.close-others')}</span> },
    { key: 'close-all', icon: <CloseCircleOutlined />, label: <span data-testid="tab-close-all">{t('shell.tabs.close-all')}</span> },
    { type: 'divider' },
    {
      key: 'pin',
      icon: <PushpinOutlined />,
      label: <span data-testid="tab-pin">{tab.meta.affix ? t('shell.tabs.unpin') : t('shell.tabs.pin')}</span>,
    },
  ];
}

/** Runs a context-menu choice on `tab`. */
export function runTabMenuAction(key: string, tab: TabView, actions: TabActions): void {
  if (key === 'refresh') actions.refresh(tab);
  else if (key === 'close') actions.close(tab);
  else if (key === 'close-others') actions.closeOthers(tab);
  else if (key === 'close-all') actions.closeAll();
  else if (key === 'pin') actions.togglePin(tab);
}
