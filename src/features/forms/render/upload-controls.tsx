import { ImageUploader, type UploadedImageValue } from '../../../ui/upload/image-uploader';
import { FileUploader } from '../../../ui/upload/file-uploader';
import type { UploadedFileValue } from '../../../../server/src/wire/files';
import { FILE_LIMIT_DEFAULT, IMAGE_LIMIT_DEFAULT } from './form-limits';
import type { FieldControlProps } from './field-control-props';

// Image and file uploads through src/ui/upload. The form holds the record's own shapes (seed 001 section 3): images as
// one comma-joined string of this site's links, files as [{ name, url, fileId }], so no conversion is needed on send.

/** Image size limit in MB (seed 001 section 5). */
const IMAGE_MAX_MB = 5;

/** Comma-joined links to the uploader's entries; the stored name is the link's last segment. */
export function imagesOf(value: unknown): UploadedImageValue[] {
  if (typeof value !== 'string' || value === '') return [];
  return value.split(',').map((url) => {
    const name = url.slice(url.lastIndexOf('/') + 1);
    return { name, fileId: name, url };
  });
}

export function UploadImageControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  return (
    <span id={id}>
      <ImageUploader
        value={imagesOf(value)}
        onChange={(images) => onChange?.(images.length === 0 ? '' : images.map((image) => image.url).join(','))}
        limit={field.limit ?? IMAGE_LIMIT_DEFAULT}
        maxSize={IMAGE_MAX_MB}
        disabled={disabled || readOnly}
      />
    </span>
  );
}

interface RecordFile {
  name: string;
  url: string;
  fileId?: string;
}

const isRecordFile = (value: unknown): value is RecordFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecordFile).name === 'string' &&
  typeof (value as RecordFile).url === 'string';

export function UploadFileControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const files: UploadedFileValue[] = (Array.isArray(value) ? value.filter(isRecordFile) : []).map((file) => ({
    name: file.name,
    url: file.url,
    fileId: file.fileId ?? '',
    fileVersionId: file.fileId ?? '',
    size: 0,
  }));
  return (
    <span id={id}>
      <FileUploader
        value={files}
        onChange={(next) =>
          onChange?.(next.map((file) => ({ name: file.name, url: file.url, ...(file.fileId ? { fileId: file.fileId } : {}) })))
        }
        limit={field.limit ?? FILE_LIMIT_DEFAULT}
        disabled={disabled || readOnly}
      />
    </span>
  );
}
