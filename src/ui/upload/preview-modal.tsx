import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFileValue } from '../../../server/src/wire/files';
import { downloadFile } from './download-file';
import { previewAddress } from './upload-api';

type PreviewState = { kind: 'loading' } | { kind: 'frame'; url: string } | { kind: 'unavailable'; text: string };

/**
 * Spec 001 "document preview": a full-screen dialog titled 'document preview - {name}' framing the address the server
 * answers (images, PDF and text from this server; office files through the configured preview server). When the
 * server cannot show the file, a note and a download instead.
 */
export function PreviewModal({ file, onClose }: { file: UploadedFileValue | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PreviewState>({ kind: 'loading' });
  useEffect(() => {
    if (!file) return undefined;
    let alive = true;
    setState({ kind: 'loading' });
    previewAddress(file.fileVersionId, file.name).then(
      (url) => alive && setState(url ? { kind: 'frame', url } : { kind: 'unavailable', text: t('upload.preview.missing') }),
      (error: unknown) =>
        alive && setState({ kind: 'unavailable', text: (error as { msg?: string }).msg || t('upload.preview.unavailable') }),
    );
    return () => {
      alive = false;
    };
  }, [file, t]);

  return (
    <Modal
      open={file !== null}
      title={file ? t('upload.preview.title', { name: file.name }) : ''}
      onCancel={onClose}
      footer={null}
      width="100%"
      style={{ top: 0, paddingBottom: 0, maxWidth: '100vw' }}
      styles={{ body: { height: 'calc(100vh - 110px)' } }}
      destroyOnHidden
    >
      {state.kind === 'loading' ? <Spin /> : null}
      {state.kind === 'frame' && file ? (
        <iframe
          title={t('upload.preview.frame', { name: file.name })}
          src={state.url}
          style={{ width: '100%', height: '100%', border: 0 }}
        />
      ) : null}
      {state.kind === 'unavailable' && file ? (
        <Alert
          type="info"
          showIcon
          title={state.text}
          action={
            <Button icon={<DownloadOutlined />} onClick={() => void downloadFile(file.url, file.name).catch(() => undefined)}>
              {t('upload.action.download')}
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
