import type { NoticeFile } from '../../../../server/src/wire/messages';
import type { UploadedFileValue } from '../../../../server/src/wire/files';
import { FileUploader } from '../../../ui/upload/file-uploader';

/** Spec 000 section 9: at most nine files on a notice. */
export const ATTACHMENTS_MAX = 9;

export interface AttachmentsFieldProps {
  value?: NoticeFile[];
  onChange?: (files: NoticeFile[]) => void;
}

const asUploaded = (file: NoticeFile): UploadedFileValue => ({
  name: file.name,
  fileId: file.fileId,
  fileVersionId: file.fileVersionId ?? file.fileId,
  size: file.size ?? 0,
  url: file.url,
});

/**
 * A notice's attachments through the shared file uploader (contract section 5: chunked, hashed in a worker, resumable,
 * with preview and download), at most nine.
 */
export function AttachmentsField({ value = [], onChange }: AttachmentsFieldProps) {
  return <FileUploader value={value.map(asUploaded)} onChange={(files) => onChange?.(files)} limit={ATTACHMENTS_MAX} />;
}
