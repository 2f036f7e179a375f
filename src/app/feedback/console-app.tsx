import { message, theme } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { deferredFeedback, type LazyFeedback } from './deferred-feedback';

const loadFeedbackHost = () => import('./feedback-host');
const FeedbackHost = lazy(() => loadFeedbackHost().then((module) => ({ default: module.FeedbackHost })));

const PrefetchContext = createContext<() => void>(() => undefined);

/**
 * Loads and mounts the confirm dialogs and notifications ahead of a click that may need them (the user menu's log
 * out), so that dialog opens at once, as it did when antd's App carried them.
 */
export const usePrefetchFeedback = (): (() => void) => useContext(PrefetchContext);

interface Pending {
  promise: Promise<LazyFeedback>;
  resolve: (feedback: LazyFeedback) => void;
}

/**
 * antd's App for the console: `App.useApp()` gives the same message, modal and notification APIs, drawn with the
 * theme and locale, but the confirm dialogs and notifications (antd's Modal, Skeleton and notification, about 30 KB
 * gzip) load the first time one is called, or ahead of it with `usePrefetchFeedback`. antd's own App imports them all,
 * and every page would carry them; toasts (`message`) stay at hand, as every failed call shows one.
 */
export function ConsoleApp({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [messageApi, messageHolder] = message.useMessage();
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<LazyFeedback | null>(null);
  const pending = useRef<Pending | null>(null);

  const ready = useCallback((): Promise<LazyFeedback> => {
    if (!pending.current) {
      let resolve: Pending['resolve'] = () => undefined;
      const promise = new Promise<LazyFeedback>((done) => (resolve = done));
      pending.current = { promise, resolve };
      setWanted(true);
    }
    return pending.current.promise;
  }, []);
  const onReady = useCallback((feedback: LazyFeedback) => {
    setLoaded(feedback);
    pending.current?.resolve(feedback);
  }, []);

  const prefetch = useCallback(() => void ready(), [ready]);
  const deferred = useMemo(() => deferredFeedback(ready), [ready]);
  const value = useMemo<useAppProps>(() => ({ message: messageApi, ...(loaded ?? deferred) }), [messageApi, loaded, deferred]);
  // What antd's App root sets (its .ant-app style): text in the theme's colour, size and font.
  const style = { color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily };
  return (
    <AppContext.Provider value={value}>
      <PrefetchContext.Provider value={prefetch}>
        <div className="sluice-app" style={style}>
          {messageHolder}
          {wanted ? (
            <Suspense fallback={null}>
              <FeedbackHost onReady={onReady} />
            </Suspense>
          ) : null}
          {children}
        </div>
      </PrefetchContext.Provider>
    </AppContext.Provider>
  );
}
