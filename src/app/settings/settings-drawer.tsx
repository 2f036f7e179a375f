import { Button, Divider, Drawer, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSizeLabels } from '../../features/shell/size-switch';
import { COMPONENT_SIZES, componentSize, type ComponentSize } from '../../lib/component-size';
import { useLocalValue } from '../../lib/local-value';
import { removeSetting, setSetting, type SettingKey } from '../../lib/storage';
import { themeColorName } from '../../lib/theme-colors';
import { useSetting } from '../../lib/use-setting';
import { LayoutPreviews } from './layout-previews';
import { SettingSwitch } from './setting-switch';
import { ThemeColorPicker } from './theme-color-picker';
import { settingsDrawer, useSettingsDrawerOpen } from './settings-open';
import { useLayoutChoice } from './use-layout-choice';
import './settings-drawer.css';

/** Spec section 9: side drawers are 280 px. */
export const SETTINGS_DRAWER_WIDTH = 280;

/** Everything the drawer changes, so "restore defaults" forgets exactly these. */
const APPEARANCE_KEYS: readonly SettingKey[] = [
  'themeClass',
  'theme',
  'menuStyle',
  'tagsView',
  'tagsIcon',
  'useCache',
  'showLanguage',
  'showSearch',
  'fixedHeader',
  'sidebarLogo',
];

type ToggleKey = 'tagsView' | 'tagsIcon' | 'useCache' | 'showLanguage' | 'showSearch' | 'fixedHeader' | 'sidebarLogo';

function Toggle({ setting, label }: { setting: ToggleKey; label: string }) {
  const checked = useSetting(setting);
  return <SettingSwitch label={label} checked={checked} onChange={(value) => setSetting(setting, value)} testId={`setting-${setting}`} />;
}

/** The settings drawer (spec 2.7): navigation mode, theme, colour, interface toggles and size, all remembered. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const open = useSettingsDrawerOpen();
  const [layout, chooseLayout] = useLayoutChoice();
  const dark = useSetting('themeClass') === 'dark';
  const color = themeColorName(useSetting('theme'));
  const darkMenu = useSetting('menuStyle') !== '1';
  const size = useLocalValue(componentSize);
  const sizeLabels = useSizeLabels();

  const restore = () => {
    for (const key of APPEARANCE_KEYS) removeSetting(key);
    componentSize.reset();
  };

  return (
    <Drawer
      open={open}
      onClose={settingsDrawer.close}
      size={SETTINGS_DRAWER_WIDTH}
      title={t('settings.title')}
      className="sluice-settings"
      data-testid="settings-drawer"
      footer={
        <Button block onClick={restore} data-testid="settings-restore">
          {t('settings.restore')}
        </Button>
      }
    >
      <h3 className="sluice-settings__heading">{t('settings.layout.title')}</h3>
      <LayoutPreviews value={layout} onChange={chooseLayout} />

      <Divider />
      <h3 className="sluice-settings__heading">{t('settings.theme.title')}</h3>
      <Segmented
        block
        value={dark ? 'dark' : 'light'}
        options={[
          { value: 'light', label: t('settings.theme.light') },
          { value: 'dark', label: t('settings.theme.dark') },
        ]}
        onChange={(value) => setSetting('themeClass', value === 'dark' ? 'dark' : 'light')}
        aria-label={t('settings.theme.title')}
        data-testid="setting-theme-mode"
      />
      {/* Dark mode darkens the sidebar anyway: the switch shows that and waits for light mode. */}
      <SettingSwitch
        label={t('settings.theme.dark-sidebar')}
        checked={darkMenu || dark}
        disabled={dark}
        onChange={(value) => setSetting('menuStyle', value ? '0' : '1')}
        testId="setting-menuStyle"
      />

      <h3 className="sluice-settings__heading">{t('settings.color.title')}</h3>
      <ThemeColorPicker value={color} onChange={(name) => setSetting('theme', name)} />

      <Divider />
      <h3 className="sluice-settings__heading">{t('settings.interface.title')}</h3>
      <Toggle setting="tagsView" label={t('settings.interface.tags-view')} />
      <Toggle setting="tagsIcon" label={t('settings.interface.tags-icon')} />
      <Toggle setting="useCache" label={t('settings.interface.use-cache')} />
      <Toggle setting="showLanguage" label={t('settings.interface.show-language')} />
      <Toggle setting="showSearch" label={t('settings.interface.show-search')} />
      <Toggle setting="fixedHeader" label={t('settings.interface.fixed-header')} />
      <Toggle setting="sidebarLogo" label={t('settings.interface.sidebar-logo')} />

      <Divider />
      <h3 className="sluice-settings__heading">{t('settings.size.title')}</h3>
      <Segmented<ComponentSize>
        block
        value={size}
        options={COMPONENT_SIZES.map((value) => ({ value, label: sizeLabels[value] }))}
        onChange={(value) => componentSize.set(value)}
        aria-label={t('settings.size.title')}
        data-testid="setting-size"
      />
    </Drawer>
  );
}
