import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { isLanguage } from '../lib/language';
import { ANTD_LOCALES } from './antd-locale';
import { AntdStyleWarmUp } from './antd-style-warm-up';
import { FeedbackBridge } from './feedback-bridge';
import { ConsoleApp } from './feedback/console-app';
import { queryClient } from './query-client';
import { ThemeVariables } from './theme-variables';
import { useAntdTheme } from './use-antd-theme';
import '../lib/dayjs-locale';

function ThemedApp({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const { config, componentSize, dark, strong } = useAntdTheme();
  const language = isLanguage(instance.language) ? instance.language : 'zh-CN';
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={config} componentSize={componentSize}>
      <ConsoleApp>
        <ThemeVariables dark={dark} strong={strong} />
        <FeedbackBridge />
        <AntdStyleWarmUp />
        {children}
      </ConsoleApp>
    </ConfigProvider>
  );
}

/** Everything a page relies on: translations, antd theme, size and locale, toasts, and the server-state cache. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedApp>{children}</ThemedApp>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
