import { CheckOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_COLOR_NAMES, THEME_COLORS, type ThemeColorName } from '../../lib/theme-colors';

export interface ThemeColorPickerProps {
  value: ThemeColorName;
  onChange: (name: ThemeColorName) => void;
}

/** The eight theme colours (spec 2.7) as named swatches. */
export function ThemeColorPicker({ value, onChange }: ThemeColorPickerProps) {
  const { t } = useTranslation();
  const names: Record<ThemeColorName, string> = {
    blue: t('settings.color.blue'),
    purple: t('settings.color.purple'),
    azure: t('settings.color.azure'),
    ocean: t('settings.color.ocean'),
    green: t('settings.color.green'),
    yellow: t('settings.color.yellow'),
    orange: t('settings.color.orange'),
    red: t('settings.color.red'),
  };
  return (
    <div className="sluice-color-picker" role="radiogroup" aria-label={t('settings.color.title')}>
      {THEME_COLOR_NAMES.map((name) => (
        <Tooltip key={name} title={names[name]}>
          <button
            type="button"
            role="radio"
            aria-checked={value === name}
            aria-label={names[name]}
            data-testid={`theme-color-${name}`}
            className="sluice-color-picker__swatch"
            style={{ background: THEME_COLORS[name] }}
            onClick={() => onChange(name)}
          >
            {value === name ? <CheckOutlined aria-hidden /> : null}
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
