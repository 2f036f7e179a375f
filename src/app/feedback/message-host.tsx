import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';

/**
 * The context holder of antd's toasts with the API that draws into it. Loaded on the person's first click or key, or
 * the first toast (console-app.tsx): /home shows none, and it brings antd's notification core (about 10 KB gzip).
 */
export function MessageHost({ onReady }: { onReady: (api: MessageInstance) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => onReady(messageApi), [messageApi, onReady]);
  return messageHolder;
}
