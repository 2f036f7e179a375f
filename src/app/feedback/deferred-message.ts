import type { ArgsProps, JointContent, MessageInstance, MessageType } from 'antd/es/message/interface';

const TYPED_METHODS = ['info', 'success', 'error', 'warning', 'loading'] as const;

// The real toast travels boxed: a MessageType has `then`, and a promise resolved with it would wait until it closes.
type Shown = Promise<{ toast: MessageType } | null>;

/** A toast whose code is still loading: closing it early means it never shows; `then` settles when the real one closes. */
function deferredToast(shown: Shown, closeEarly: () => void): MessageType {
  let real: MessageType | null = null;
  void shown.then((box) => (real = box?.toast ?? null));
  const close = () => (real ? real() : closeEarly());
  const closed: Promise<boolean> = shown.then((box) => (box ? box.toast : false));
  const then: MessageType['then'] = (onClosed, onFailed) => closed.then(onClosed, onFailed);
  return Object.assign(close, { then });
}

/**
 * antd's `message` API, callable at once while its code loads: each call waits for `ready()` (which starts the load)
 * and then goes to the real API, in the order the calls were made. Callers keep using `App.useApp()` as before.
 */
export function deferredMessage(ready: () => Promise<MessageInstance>): MessageInstance {
  const later = (show: (api: MessageInstance) => MessageType): MessageType => {
    let cancelled = false;
    const shown: Shown = ready().then((api) => (cancelled ? null : { toast: show(api) }));
    return deferredToast(shown, () => (cancelled = true));
  };
  const typed = Object.fromEntries(
    TYPED_METHODS.map((method) => [
      method,
      (content: JointContent, duration?: number | VoidFunction, onClose?: VoidFunction) =>
        later((api) => api[method](content, duration, onClose)),
    ]),
  ) as Pick<MessageInstance, (typeof TYPED_METHODS)[number]>;
  return {
    ...typed,
    open: (args: ArgsProps) => later((api) => api.open(args)),
    destroy: (key) => void ready().then((api) => api.destroy(key)),
  };
}
