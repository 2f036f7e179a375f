import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFileValue } from '../../../server/src/wire/files';
import { feedback } from '../../lib/feedback';
import { useLocalValue } from '../../lib/local-value';
import { hashFile } from '../../../workers/upload-hash';
import { ChunkedUpload, type UploadState } from './chunked-upload';
import { downloadFile } from './download-file';
import { forgetPending, PENDING_UPLOADS, rememberPending } from './pending-uploads';
import { PreviewModal } from './preview-modal';
import { CHUNK_API } from './upload-api';
import { limitBytes } from './upload-format';
import { UploadRow } from './upload-row';

export interface FileUploaderProps {
  value?: UploadedFileValue[];
  onChange?: (files: UploadedFileValue[]) => void;
  /** At most this many files; 0 for no limit (spec 000 section 5). */
  limit?: number;
  /** Size limit in `sizeUnit`; default 5 MB as the spec's file uploader. */
  maxSize?: number;
  sizeUnit?: 'KB' | 'MB' | 'GB';
  /** Accepted extensions, `.pdf,.docx`; empty for any. */
  accept?: string;
  disabled?: boolean;
}

interface Active {
  key: number;
  upload: ChunkedUpload;
  state: UploadState;
}

const SUCCESS: UploadState = {
  status: 'success',
  percent: 100,
  bytesPerSecond: 0,
  secondsLeft: 0,
  identifier: undefined,
  error: undefined,
  result: undefined,
};
const PAUSED: UploadState = { ...SUCCESS, status: 'paused', percent: 0 };

/**
 * The file uploader (spec 2.8, contract section 5): chunked, hashed in a worker, three chunks at a time, resumable
 * across a reload (the interrupted file is listed until chosen again), with pause, resume, retry, cancel, preview and
 * download. `value` holds the finished files, as a form stores them.
 */
export function FileUploader({ value = [], onChange, limit = 0, maxSize = 5, sizeUnit = 'MB', accept = '', disabled }: FileUploaderProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<Active[]>([]);
  const [preview, setPreview] = useState<UploadedFileValue | null>(null);
  const pending = useLocalValue(PENDING_UPLOADS);
  const nextKey = useRef(0);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  useEffect(() => () => active.forEach((item) => item.upload.cancel()), []); // eslint-disable-line react-hooks/exhaustive-deps -- cancel what is left on unmount only

  const finish = useCallback((key: number, upload: ChunkedUpload, state: UploadState) => {
    if (!state.result) return;
    const { name, fileVersionId, fileSize, url } = state.result;
    const done: UploadedFileValue = { name: upload.file.name, fileId: name, fileVersionId, size: fileSize, url };
    if (state.identifier) forgetPending(state.identifier);
    setActive((items) => items.filter((item) => item.key !== key));
    latest.current.onChange?.([...latest.current.value, done]);
  }, []);

  const begin = useCallback(
    (file: File) => {
      const key = nextKey.current++;
      const upload = new ChunkedUpload(file, { api: CHUNK_API, hash: hashFile });
      let lastStatus = '';
      upload.subscribe((state) => {
        setActive((items) => items.map((item) => (item.key === key ? { ...item, state } : item)));
        if (state.identifier && state.status !== 'success') {
          rememberPending({
            identifier: state.identifier,
            name: file.name,
            size: file.size,
            lastModified: file.lastModified,
            percent: state.percent,
          });
        }
        if (state.status === 'error' && lastStatus !== 'error') feedback.error(state.error || t('upload.failed'));
        lastStatus = state.status;
        if (state.status === 'success') finish(key, upload, state);
      });
      setActive((items) => [...items, { key, upload, state: upload.current }]);
      upload.start();
    },
    [finish, t],
  );

  const check = (file: File, batch: File[]): boolean => {
    const extensions = accept
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    const index = batch.indexOf(file);
    if (limit > 0 && value.length + active.length + index + 1 > limit) feedback.warning(t('upload.limit-count', { n: limit }));
    else if (file.size > limitBytes(maxSize, sizeUnit)) feedback.warning(t('upload.limit-size', { size: maxSize, unit: sizeUnit }));
    else if (extensions.length > 0 && !extensions.some((extension) => file.name.toLowerCase().endsWith(extension)))
      feedback.warning(t('upload.limit-type', { type: extensions.join('、') }));
    else if (file.size === 0) feedback.warning(t('upload.read-error', { name: file.name }));
    else begin(file);
    // The bytes are ours to send (chunked, through the API client), never antd's.
    return false;
  };

  const remove = (fileId: string) => onChange?.(value.filter((file) => file.fileId !== fileId));
  const waiting = pending.filter((entry) => !active.some((item) => item.state.identifier === entry.identifier));

  return (
    <div className="sluice-file-uploader">
      <Upload accept={accept || undefined} multiple showUploadList={false} beforeUpload={check} disabled={disabled}>
        <Button icon={<UploadOutlined />} disabled={disabled} data-testid="file-uploader-choose">
          {t('upload.action.choose')}
        </Button>
      </Upload>
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }} aria-label={t('upload.page.uploaded')}>
        {value.map((file) => (
          <UploadRow
            key={file.fileId}
            name={file.name}
            size={file.size}
            state={SUCCESS}
            onRemove={() => remove(file.fileId)}
            onDownload={() => void downloadFile(file.url, file.name).catch(() => undefined)}
            onPreview={() => setPreview(file)}
          />
        ))}
        {active.map((item) => (
          <UploadRow
            key={item.key}
            name={item.upload.file.name}
            size={item.upload.file.size}
            state={item.state}
            onPause={() => item.upload.pause()}
            onResume={() => item.upload.start()}
            onRemove={() => {
              item.upload.cancel();
              if (item.state.identifier) forgetPending(item.state.identifier);
              setActive((items) => items.filter((other) => other.key !== item.key));
            }}
          />
        ))}
        {waiting.map((entry) => (
          <UploadRow
            key={entry.identifier}
            name={entry.name}
            size={entry.size}
            state={{ ...PAUSED, percent: entry.percent }}
            note={t('upload.pending-note', { percent: entry.percent })}
            onRemove={() => forgetPending(entry.identifier)}
          />
        ))}
      </ul>
      <PreviewModal file={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
