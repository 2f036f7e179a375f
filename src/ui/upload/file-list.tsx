import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFileValue } from '../../../server/src/wire/files';
import { downloadFile } from './download-file';
import { PreviewModal } from './preview-modal';
import { formatBytes } from './upload-format';

/** Attached files, read-only (a notice's detail): name, size, preview and download. */
export function FileList({ files }: { files: UploadedFileValue[] }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<UploadedFileValue | null>(null);
  return (
    <>
      <List
        size="small"
        dataSource={files}
        locale={{ emptyText: t('upload.page.empty') }}
        renderItem={(file) => (
          <List.Item
            actions={[
              <Button key="preview" type="link" size="small" icon={<EyeOutlined />} onClick={() => setPreview(file)}>
                {t('upload.action.preview')}
              </Button>,
              <Button
                key="download"
                type="link"
                size="small"
                icon={<DownloadOutlined />}
                onClick={() => void downloadFile(file.url, file.name).catch(() => undefined)}
              >
                {t('upload.action.download')}
              </Button>,
            ]}
          >
            <Space>
              <Typography.Text>{file.name}</Typography.Text>
              <Typography.Text type="secondary">{formatBytes(file.size)}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      <PreviewModal file={preview} onClose={() => setPreview(null)} />
    </>
  );
}
