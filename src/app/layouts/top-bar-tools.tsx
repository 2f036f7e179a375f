import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { FullscreenButton } from '../../features/shell/fullscreen-button';
import { HeaderClock } from '../../features/shell/header-clock';
import { MessageBell } from '../../features/messages/message-bell';
import { ChatButton } from '../../features/chat/chat-button';
import { LazyPageSearchBox } from '../../features/shell/lazy-page-search-box';
import { ProjectSelector } from '../../features/shell/project-selector';
import { SizeSwitch } from '../../features/shell/size-switch';
import { useSetting } from '../../lib/use-setting';
import { LanguageSwitch } from '../../ui/language-switch';
import { ThemeToggle } from '../../ui/theme-toggle';
import { settingsDrawer } from '../settings/settings-open';
import { SearchButton } from './search-button';
import { TopBarSlots } from './top-bar-slots';
import { UserDropdown } from './user-dropdown';

export interface TopBarToolsProps {
  /** Mobile width: icons only, the rarely used tools move to the settings drawer. */
  compact: boolean;
  /** Top-menu layouts leave less room: the search box becomes an icon. */
  searchAsIcon: boolean;
}

/** The right-hand tools of the top bar (spec section 1), in the order a duty officer scans them. */
export function TopBarTools({ compact, searchAsIcon }: TopBarToolsProps) {
  const { t } = useTranslation();
  const showSearch = useSetting('showSearch');
  const showLanguage = useSetting('showLanguage');

  let search = null;
  if (showSearch) search = compact || searchAsIcon ? <SearchButton /> : <LazyPageSearchBox width={160} />;

  return (
    <div className="sluice-header__tools" data-testid="top-bar-tools">
      {search}
      <ProjectSelector compact={compact} />
      <TopBarSlots compact={compact} />
      <MessageBell />
      <ChatButton />
      {compact ? null : <FullscreenButton />}
      {compact ? null : <SizeSwitch />}
      {compact ? null : <ThemeToggle />}
      {showLanguage ? <LanguageSwitch /> : null}
      <Button
        type="text"
        className="sluice-tool"
        data-testid="settings-button"
        aria-label={t('settings.open')}
        title={t('settings.open')}
        icon={<SettingOutlined />}
        onClick={settingsDrawer.open}
      />
      {compact ? null : <HeaderClock />}
      <UserDropdown showName={!compact} />
    </div>
  );
}
