import { Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { LazyFeedback } from './deferred-feedback';

/**
 * The context holders of antd's confirm dialogs and notifications, with the APIs that draw into them. Loaded the first
 * time either is wanted (console-app.tsx): /home shows neither, and they weigh about 30 KB gzip.
 */
export function FeedbackHost({ onReady }: { onReady: (feedback: LazyFeedback) => void }) {
  const [modalApi, modalHolder] = Modal.useModal();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => onReady({ modal: modalApi, notification: notificationApi }), [modalApi, notificationApi, onReady]);
  return (
    <>
      {modalHolder}
      {notificationHolder}
    </>
  );
}
