import { useEffect } from 'react';
import { strongShade, themeColorOf } from '../lib/theme-colors';
import { useSetting } from '../lib/use-setting';

/**
 * Light or dark and the theme colour for pages drawn without antd (the sign-in page): the `data-theme` attribute
 * picks the defaults in global.css, the colour comes from the settings. Inside the console antd's ThemeVariables
 * refines the same variables from its tokens.
 */
export function PlainThemeSync() {
  const dark = useSetting('themeClass') === 'dark';
  const primary = themeColorOf(useSetting('theme'));
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = dark ? 'dark' : 'light';
    root.style.colorScheme = dark ? 'dark' : 'light';
    root.style.setProperty('--sluice-primary', primary);
    root.style.setProperty('--sluice-primary-strong', strongShade(primary));
  }, [dark, primary]);
  return null;
}
