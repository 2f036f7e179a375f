import { useEffect } from 'react';
import { registerFeedbackSink } from '../lib/feedback';
import { useAppFeedback } from '../ui/use-app-feedback';

/** Hands antd's context-aware message API (theme, locale) to the framework-free feedback module. */
export function FeedbackBridge() {
  const { message } = useAppFeedback();
  useEffect(
    () =>
      registerFeedbackSink({
        warning: (text, seconds) => void message.warning(text, seconds),
        error: (text, seconds) => void message.error(text, seconds),
        success: (text, seconds) => void message.success(text, seconds),
      }),
    [message],
  );
  return null;
}
