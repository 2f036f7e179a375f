import type { useAppProps } from 'antd/es/app/context';

/** The parts of antd's App API that load on first use: confirm dialogs and notifications. */
export type LazyFeedback = Pick<useAppProps, 'modal' | 'notification'>;

type ModalApi = useAppProps['modal'];
type ModalMethod = keyof ModalApi;
type ModalHandle = ReturnType<ModalApi['confirm']>;
type ModalConfig = Parameters<ModalApi['confirm']>[0];
type NotificationApi = useAppProps['notification'];

const MODAL_METHODS: readonly ModalMethod[] = ['confirm', 'info', 'success', 'error', 'warning'];
const NOTIFICATION_METHODS = ['open', 'success', 'error', 'info', 'warning'] as const;

// The real handle travels boxed: a modal handle has `then`, and a promise resolved with it would wait for OK or Cancel.
type Opened = Promise<{ handle: ModalHandle } | null>;

/**
 * A modal handle for a dialog whose code is still loading: `update` and `destroy` wait for the real dialog (a dialog
 * destroyed before it opened never opens), `then` settles as the real one does when its OK or Cancel is pressed.
 */
function deferredHandle(opened: Opened, destroyEarly: () => void): ModalHandle {
  let real: ModalHandle | null = null;
  void opened.then((box) => {
    real = box?.handle ?? null;
  });
  return {
    destroy: () => (real ? real.destroy() : destroyEarly()),
    update: (next) => {
      if (real) real.update(next);
      else void opened.then((box) => box?.handle.update(next));
    },
    then: (resolve, reject) => opened.then((box) => (box ? box.handle.then(resolve, reject) : resolve(false))),
  };
}

/**
 * antd's `modal` and `notification` APIs, callable at once while their code loads: each call waits for `ready()`
 * (which starts the load) and then goes to the real API. Callers keep using `App.useApp()` as before.
 */
export function deferredFeedback(ready: () => Promise<LazyFeedback>): LazyFeedback {
  const modal = Object.fromEntries(
    MODAL_METHODS.map((method) => [
      method,
      (config: ModalConfig) => {
        let cancelled = false;
        const opened: Opened = ready().then((feedback) => (cancelled ? null : { handle: feedback.modal[method](config) }));
        return deferredHandle(opened, () => (cancelled = true));
      },
    ]),
  ) as ModalApi;
  const notification = {
    ...Object.fromEntries(
      NOTIFICATION_METHODS.map((method) => [
        method,
        (...args: Parameters<NotificationApi['open']>) => void ready().then((feedback) => feedback.notification[method](...args)),
      ]),
    ),
    destroy: (key?: Parameters<NotificationApi['destroy']>[0]) => void ready().then((feedback) => feedback.notification.destroy(key)),
  } as NotificationApi;
  return { modal, notification };
}
