/** Where toasts go. The app registers antd's context-aware message API (src/app/feedback-bridge.tsx). */
export interface FeedbackSink {
  warning(text: string, seconds: number): void;
  error(text: string, seconds: number): void;
  success(text: string, seconds: number): void;
}

type Level = keyof FeedbackSink;

let sink: FeedbackSink | null = null;
let pending: { level: Level; text: string; seconds: number }[] = [];

function show(level: Level, text: string, seconds: number): void {
  if (sink) sink[level](text, seconds);
  // Messages raised before the app mounted (e.g. by the first route guard run) wait for the sink.
  else pending.push({ level, text, seconds });
}

/** Short toasts for the whole console; safe to call before React has mounted. */
export const feedback = {
  warning: (text: string, seconds = 1.5) => show('warning', text, seconds),
  error: (text: string, seconds = 1.5) => show('error', text, seconds),
  success: (text: string, seconds = 1.5) => show('success', text, seconds),
};

/** Installs the toast sink and flushes anything queued; returns the uninstaller. */
export function registerFeedbackSink(next: FeedbackSink): () => void {
  sink = next;
  const queued = pending;
  pending = [];
  for (const item of queued) next[item.level](item.text, item.seconds);
  return () => {
    if (sink === next) sink = null;
  };
}
