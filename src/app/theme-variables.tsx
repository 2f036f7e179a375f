import { theme } from 'antd';
import { useEffect } from 'react';

/** Variables PlainThemeSync keeps up to date outside the console too. */
const PLAIN_VARIABLES = new Set(['--sluice-primary', '--sluice-primary-strong']);

/** Publishes the theme's colours as CSS variables so plain stylesheets follow light and dark mode. */
export function ThemeVariables({ dark, strong }: { dark: boolean; strong: string }) {
  const { token } = theme.useToken();
  useEffect(() => {
    const root = document.documentElement;
    const vars: Record<string, string> = {
      '--sluice-primary': token.colorPrimary,
      '--sluice-primary-strong': strong,
      '--sluice-primary-bg': token.colorPrimaryBg,
      '--sluice-fill': token.colorFillSecondary,
      '--sluice-bg-layout': token.colorBgLayout,
      '--sluice-bg-container': token.colorBgContainer,
      '--sluice-bg-elevated': token.colorBgElevated,
      '--sluice-border': token.colorBorderSecondary,
      '--sluice-text': token.colorText,
      '--sluice-text-secondary': token.colorTextSecondary,
      '--sluice-radius': `${token.borderRadiusLG}px`,
    };
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
    root.dataset.theme = dark ? 'dark' : 'light';
    root.style.colorScheme = dark ? 'dark' : 'light';
    // Pages outside the console (sign-in) fall back to global.css's defaults for the theme they show next.
    return () => {
      for (const name of Object.keys(vars)) if (!PLAIN_VARIABLES.has(name)) root.style.removeProperty(name);
    };
  }, [token, dark, strong]);
  return null;
}
