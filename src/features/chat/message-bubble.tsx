import { ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../streams/chat/chat-events';
import { formatDateTime } from '../../lib/format/date-time';
import { ChatImage } from './chat-image';
import { MessageText } from './message-text';

function Body({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (typeof message.content === 'string') return <MessageText text={message.content} />;
  if (message.type === 'image') return <ChatImage media={message.content} />;
  return <>{message.content.fileName ?? t('chat.list.media')}</>;
}

/** One message: who and when, the text or image, and for my own its sending state or a retry after a failure. */
export function MessageBubble({
  message,
  mine,
  author,
  onRetry,
}: {
  message: ChatMessage;
  mine: boolean;
  author: string;
  onRetry: (clientMsgId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={mine ? 'sluice-chat__msg sluice-chat__msg--mine' : 'sluice-chat__msg'}
      data-testid="chat-message"
      data-status={message.status}
    >
      <div className="sluice-chat__msg-meta">
        {author} · {formatDateTime(message.time, 'YYYY-MM-DD HH:mm')}
      </div>
      <div className="sluice-chat__bubble">
        <Body message={message} />
      </div>
      {message.status === 'sending' ? (
        <span className="sluice-chat__status" role="status">
          <LoadingOutlined /> {t('chat.status.sending')}
        </span>
      ) : null}
      {message.status === 'failed' ? (
        <span className="sluice-chat__status sluice-chat__status--failed" role="alert">
          <ExclamationCircleOutlined /> {t('chat.status.failed')}: {message.error ?? t('chat.status.timeout')}
          {message.clientMsgId ? (
            <Button size="small" type="link" onClick={() => onRetry(message.clientMsgId as string)}>
              {t('chat.status.retry')}
            </Button>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
