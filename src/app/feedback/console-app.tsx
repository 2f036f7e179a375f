import { theme } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { deferredFeedback, type LazyFeedback } from './deferred-feedback';
import { deferredMessage } from './deferred-message';
import { useLazyHolder } from './use-lazy-holder';

const loadFeedbackHost = () => import('./feedback-host').then((module) => module.FeedbackHost);
const loadMessageHost = () => import('./message-host').then((module) => module.MessageHost);

/** The first of these on the page loads the toasts' code, so a toast after a click never waits for a download. */
const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

const PrefetchContext = createContext<() => void>(() => undefined);

/**
 * Loads and mounts the confirm dialogs and notifications ahead of a click that may need them (the user menu's log
 * out), so that dialog opens at once, as it did when antd's App carried them.
 */
export const usePrefetchFeedback = (): (() => void) => useContext(PrefetchContext);

/**
 * antd's App for the console: `App.useApp()` gives the same message, modal and notification APIs, drawn with the
 * theme and locale, but their code loads when first wanted: the confirm dialogs and notifications (antd's Modal,
 * Skeleton and notification, about 30 KB gzip) on the first call or ahead of it with `usePrefetchFeedback`, the toasts
 * (about 10 KB) on the person's first click or key press, or the first toast. antd's own App imports them all, and
 * /home, which shows none of them, would carry them.
 */
export function ConsoleApp({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const feedback = useLazyHolder<LazyFeedback>(loadFeedbackHost);
  const toasts = useLazyHolder(loadMessageHost);
  const { ready: feedbackReady } = feedback;
  const { ready: toastsReady } = toasts;

  useEffect(() => {
    const load = () => {
      void toastsReady();
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, load, true);
    };
    for (const type of FIRST_INTERACTION) document.addEventListener(type, load, true);
    return () => {
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, load, true);
    };
  }, [toastsReady]);

  const prefetch = useCallback(() => {
    void feedbackReady();
    void toastsReady();
  }, [feedbackReady, toastsReady]);
  const deferred = useMemo(() => deferredFeedback(feedbackReady), [feedbackReady]);
  const deferredToasts = useMemo(() => deferredMessage(toastsReady), [toastsReady]);
  const value = useMemo<useAppProps>(
    () => ({ message: toasts.api ?? deferredToasts, ...(feedback.api ?? deferred) }),
    [toasts.api, deferredToasts, feedback.api, deferred],
  );
  // What antd's App root sets (its .ant-app style): text in the theme's colour, size and font.
  const style = { color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily };
  return (
    <AppContext.Provider value={value}>
      <PrefetchContext.Provider value={prefetch}>
        <div className="sluice-app" style={style}>
          {toasts.holder}
          {feedback.holder}
          {children}
        </div>
      </PrefetchContext.Provider>
    </AppContext.Provider>
  );
}
