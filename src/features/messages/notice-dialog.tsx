import { Empty, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '../../../server/src/wire/messages';
import { AttachmentList } from './attachment-list';
import { formatDateTime } from '../../lib/format/date-time';
import { parseContent, parseFiles } from './message-kinds';
import { SanitizedHtml } from './sanitized-html';
import './messages.css';

export interface NoticeDialogProps {
  /** The notice to show; null closes the dialog. */
  notice: MessageItem | null;
  onClose: () => void;
}

/** A notice opened from the centre or the bell (spec 000 line 98: type 1 shows a dialog): body and attachments. */
export function NoticeDialog({ notice, onClose }: NoticeDialogProps) {
  const { t } = useTranslation();
  const files = notice ? parseFiles(notice.files) : [];
  const content = notice ? parseContent(notice.bodyText) : '';
  const by = notice?.releaseUser || notice?.creatorUser || t('messages.sender.system');
  const at = notice?.releaseTime ?? notice?.lastModifyTime ?? null;
  return (
    <Modal
      open={notice !== null}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      title={notice?.title}
      data-testid="notice-dialog"
    >
      {notice ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {t('messages.notice.released-by', { name: by, time: at ? formatDateTime(at) : '' })}
          </Typography.Text>
          {content ? <SanitizedHtml html={content} testId="notice-body" /> : <Empty description={t('messages.detail.no-content')} />}
          <AttachmentList files={files} />
        </Space>
      ) : null}
    </Modal>
  );
}
