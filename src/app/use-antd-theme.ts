import { theme, type ThemeConfig } from 'antd';
import { useMemo } from 'react';
import { antdSizeOf, componentSize } from '../lib/component-size';
import { useLocalValue } from '../lib/local-value';
import { lightShade, strongShade, themeColorOf } from '../lib/theme-colors';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion';
import { useSetting } from '../lib/use-setting';

/** Dark mode's container colour in antd, which text colours are checked against. */
const DARK_CONTAINER = '#141414';

export interface AntdTheme {
  config: ThemeConfig;
  componentSize: 'medium' | 'small';
  dark: boolean;
  /** Shade of the theme colour that carries white text (active tab, selected items). */
  strong: string;
}

/**
 * antd's theme from the settings drawer: dark or light, the theme colour, and the size (component size, with the
 * compact algorithm for mini); no animation when the system asks for reduced motion. Unknown stored values have
 * already become defaults in the stores.
 */
export function useAntdTheme(): AntdTheme {
  const dark = useSetting('themeClass') === 'dark';
  const primary = themeColorOf(useSetting('theme'));
  const size = antdSizeOf(useLocalValue(componentSize));
  const reducedMotion = usePrefersReducedMotion();
  return useMemo(() => {
    const strong = strongShade(primary);
    const selectedText = dark ? lightShade(primary, DARK_CONTAINER) : strong;
    const secondaryText = dark ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.65)';
    const algorithm = [dark ? theme.darkAlgorithm : theme.defaultAlgorithm, ...(size.compact ? [theme.compactAlgorithm] : [])];
    const config: ThemeConfig = {
      algorithm,
      token: {
        colorPrimary: primary,
        colorLink: selectedText,
        // antd's description grey (45 % black, #8c8c8c) is below 4.5:1 on white; descriptions use the secondary text colour.
        colorTextDescription: secondaryText,
        // Drawers, dialogs and menus open without animation for people who asked their system for less motion.
        motion: !reducedMotion,
        ...(size.controlHeight ? { controlHeight: size.controlHeight } : {}),
      },
      components: {
        // Filled buttons and selected items carry text on the theme colour: use the shade that stays readable.
        Button: { colorPrimary: strong, algorithm: true },
        Menu: {
          itemSelectedColor: selectedText,
          subMenuItemSelectedColor: selectedText,
          horizontalItemSelectedColor: selectedText,
          darkItemSelectedBg: strong,
        },
        Badge: { colorError: '#d4380d' },
      },
    };
    return { config, componentSize: size.componentSize, dark, strong };
  }, [dark, primary, reducedMotion, size.compact, size.componentSize, size.controlHeight]);
}
