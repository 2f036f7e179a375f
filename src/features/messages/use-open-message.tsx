import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MessageItem } from '../../../server/src/wire/messages';
import { MESSAGE_KEYS, UNREAD_COUNT_KEY, messageApi } from './api';

// The dialog (and DOMPurify with it) loads with the first notice opened: the bell that opens it is on every page.
const NoticeDialog = lazy(() => import('./notice-dialog').then((module) => ({ default: module.NoticeDialog })));

/** Where a message opens (spec 000 line 98): a notice in a dialog, anything else on /messageDetail. */
export function messageTarget(message: Pick<MessageItem, 'id' | 'type'>): { dialog: true } | { path: string } {
  if (message.type === 1) return { dialog: true };
  // Project basic info, dispatching and workflow detail are not built yet: the detail page shows the message itself.
  return { path: `/messageDetail?id=${encodeURIComponent(message.id)}` };
}

/**
 * Opening a message: a notice is read (which marks it read) and shown in a dialog; any other kind goes to its page,
 * which reads it. Returns the opener and the dialog to render.
 */
export function useOpenMessage(): { open: (message: MessageItem) => void; dialog: ReactNode } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<MessageItem | null>(null);
  // Mounted from the first notice on, so closing it still animates.
  const [dialogWanted, setDialogWanted] = useState(false);
  const open = useCallback(
    (message: MessageItem) => {
      const target = messageTarget(message);
      if ('path' in target) {
        void navigate(target.path);
        return;
      }
      setNotice(message);
      setDialogWanted(true);
      messageApi.readInfo(message.id).then(
        (read) => {
          setNotice(read);
          if (message.isRead === '0') {
            void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.all });
            void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
          }
        },
        // Revoked or deleted meanwhile: the client has said so; the list refetches without it.
        () => {
          setNotice(null);
          void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.all });
        },
      );
    },
    [navigate, queryClient],
  );
  const dialog = dialogWanted ? (
    <Suspense fallback={null}>
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </Suspense>
  ) : null;
  return { open, dialog };
}
