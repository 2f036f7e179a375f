import { useEffect, useState } from 'react';
import { registerFeedbackSink } from '../../../../lib/feedback';

interface Toast {
  id: number;
  level: 'warning' | 'error' | 'success';
  text: string;
}

let nextId = 0;

/**
 * The sign-in page's own toasts. The console's toasts come from antd, which this page does not load; while the page
 * is open the API client's messages (wrong password, locked account) land here instead, and none are kept for later.
 */
export function LoginToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    const timers = new Set<number>();
    const show = (level: Toast['level']) => (text: string, seconds: number) => {
      const id = (nextId += 1);
      setToasts((current) => [...current.filter((toast) => toast.text !== text), { id, level, text }]);
      const timer = window.setTimeout(
        () => {
          timers.delete(timer);
          setToasts((current) => current.filter((toast) => toast.id !== id));
        },
        Math.max(seconds, 3) * 1_000,
      );
      timers.add(timer);
    };
    const unregister = registerFeedbackSink({ warning: show('warning'), error: show('error'), success: show('success') });
    return () => {
      unregister();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);
  return (
    <div className="sluice-toasts" aria-live="assertive">
      {toasts.map((toast) => (
        <div key={toast.id} className={`sluice-toast sluice-toast--${toast.level}`} role={toast.level === 'success' ? 'status' : 'alert'}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}
