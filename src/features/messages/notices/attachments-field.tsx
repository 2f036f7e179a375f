import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadSingle } from '../../../ui/upload/upload-api';
import type { NoticeFile } from '../../../../server/src/wire/messages';

/** Spec 000 section 9: at most nine files on a notice. */
export const ATTACHMENTS_MAX = 9;

export interface AttachmentsFieldProps {
  value?: NoticeFile[];
  onChange?: (files: NoticeFile[]) => void;
}

/**
 * A notice's attachments, each sent through the single upload (`POST /api/file/Uploader/annex`, contract section 5).
 * The shared chunked uploader (src/ui/upload, with preview) should replace this field once it is in (issue 13).
 */
export function AttachmentsField({ value = [], onChange }: AttachmentsFieldProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const fileList: UploadFile[] = value.map((file) => ({ uid: file.fileId, name: file.name, status: 'done' }));
  return (
    <Upload
      fileList={fileList}
      maxCount={ATTACHMENTS_MAX}
      onRemove={(file) => onChange?.(value.filter((entry) => entry.fileId !== file.uid))}
      customRequest={({ file, onSuccess, onError }) => {
        uploadSingle('annex', file as File).then(
          (stored) => {
            onChange?.([...value, { name: (file as File).name, fileId: stored.name, url: stored.url, size: (file as File).size }]);
            onSuccess?.(stored);
          },
          (error: Error) => {
            void message.error(error.message);
            onError?.(error);
          },
        );
      }}
      showUploadList={{ showPreviewIcon: false }}
    >
      <Button icon={<UploadOutlined />} disabled={value.length >= ATTACHMENTS_MAX}>
        {t('messages.notice-admin.attach', { max: ATTACHMENTS_MAX })}
      </Button>
    </Upload>
  );
}
