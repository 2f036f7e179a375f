import { useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** A component that mounts antd's context holder for an API and hands the API over once it is mounted. */
export type HolderComponent<Api> = ComponentType<{ onReady: (api: Api) => void }>;

interface LazyHolder<Api> {
  /** The mounted API, or null until its code has arrived and mounted. */
  api: Api | null;
  /** Starts the download (once; again after a failed one) and settles with the API when it is mounted. */
  ready: () => Promise<Api>;
  /** The holder to render: null until the code has arrived. */
  holder: ReactNode;
}

/**
 * A context holder (antd's message, modal, notification) whose code loads the first time it is wanted. Calls made
 * before it arrives wait for it; a failed download (the server away for a moment) is tried again by the next call,
 * and the calls already waiting are then shown, so no toast is lost.
 */
export function useLazyHolder<Api>(load: () => Promise<HolderComponent<Api>>): LazyHolder<Api> {
  const [Holder, setHolder] = useState<HolderComponent<Api> | null>(null);
  const [api, setApi] = useState<Api | null>(null);
  const waiting = useRef<{ promise: Promise<Api>; resolve: (api: Api) => void } | null>(null);
  const loading = useRef(false);

  const ready = useCallback((): Promise<Api> => {
    if (!waiting.current) {
      let resolve: (api: Api) => void = () => undefined;
      const promise = new Promise<Api>((done) => (resolve = done));
      waiting.current = { promise, resolve };
    }
    if (!loading.current) {
      loading.current = true;
      load().then(
        (component) => setHolder(() => component),
        () => (loading.current = false),
      );
    }
    return waiting.current.promise;
  }, [load]);
  const onReady = useCallback((mounted: Api) => {
    setApi(mounted);
    waiting.current?.resolve(mounted);
  }, []);
  const holder = useMemo(() => (Holder ? <Holder onReady={onReady} /> : null), [Holder, onReady]);
  return { api, ready, holder };
}
