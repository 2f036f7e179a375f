import { PaperClipOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { signFileUrl } from '../../ui/upload/upload-api';
import type { MessageFile } from './message-kinds';

/**
 * Opens an attachment in a new tab. The file API needs a credential a link cannot carry, so a path on this server is
 * signed for a minute first (never the token in the address). The tab opens at once: one opened after an await is
 * taken for a pop-up and blocked.
 */
async function openAttachment(url: string): Promise<void> {
  if (!url.startsWith('/')) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  const tab = window.open('', '_blank');
  try {
    const signed = await signFileUrl(url);
    if (tab) tab.location.href = signed.url;
  } catch {
    tab?.close();
  }
}

/** A message's attachments as links that download them. */
export function AttachmentList({ files }: { files: MessageFile[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <section className="sluice-message-files" aria-label={t('messages.notice.attachments', { count: files.length })}>
      <Typography.Text type="secondary">{t('messages.notice.attachments', { count: files.length })}</Typography.Text>
      <ul>
        {files.map((file) => (
          <li key={file.fileId || file.url}>
            <Typography.Link href={file.url} onClick={(event) => (event.preventDefault(), void openAttachment(file.url))}>
              <PaperClipOutlined /> {file.name}
            </Typography.Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
