import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { setSetting } from '../lib/storage';
import { useSetting } from '../lib/use-setting';

/** Switches between the light and dark theme; the choice is a local setting. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const dark = useSetting('themeClass') === 'dark';
  const label = dark ? t('common.theme.to-light') : t('common.theme.to-dark');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        data-testid="theme-toggle"
        aria-label={label}
        aria-pressed={dark}
        icon={dark ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => setSetting('themeClass', dark ? 'light' : 'dark')}
      />
    </Tooltip>
  );
}
