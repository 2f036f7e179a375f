import { CloseOutlined, DownloadOutlined, EyeOutlined, PauseOutlined, PlayCircleOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadState } from './chunked-upload';
import { formatBytes, formatDuration } from './upload-format';

export interface UploadRowProps {
  name: string;
  size: number;
  state: UploadState;
  onPause?: () => void;
  onResume?: () => void;
  onRemove: () => void;
  onDownload?: () => void;
  onPreview?: () => void;
  note?: string;
}

const PROGRESS_STATUS = { error: 'exception', success: 'success', uploading: 'active' } as const;

/** One file of an uploader: name, state text, progress with speed and time left, and what can be done now. */
export function UploadRow({ name, size, state, onPause, onResume, onRemove, onDownload, onPreview, note }: UploadRowProps) {
  const { t } = useTranslation();
  const statusText = {
    checking: t('upload.status.checking'),
    waiting: t('upload.status.waiting'),
    uploading: t('upload.status.uploading'),
    paused: t('upload.status.paused'),
    error: t('upload.status.error'),
    success: t('upload.status.success'),
  }[state.status];
  const action = (label: string, icon: React.ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={label}>
      <Button type="text" size="small" aria-label={label} icon={icon} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );
  return (
    <li style={{ padding: '4px 0' }} data-testid="upload-row" data-status={state.status} aria-label={name}>
      <Flex justify="space-between" align="center" gap="small">
        <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
          {name}
        </Typography.Text>
        <Typography.Text type="secondary">{formatBytes(size)}</Typography.Text>
        <Typography.Text type={state.status === 'error' ? 'danger' : 'secondary'} data-testid="upload-status">
          {statusText}
        </Typography.Text>
        <Space size={0}>
          {state.status === 'uploading' && onPause ? action(t('upload.action.pause'), <PauseOutlined />, onPause, 'upload-pause') : null}
          {state.status === 'paused' && onResume
            ? action(t('upload.action.resume'), <PlayCircleOutlined />, onResume, 'upload-resume')
            : null}
          {state.status === 'error' && onResume ? action(t('upload.action.retry'), <RedoOutlined />, onResume, 'upload-retry') : null}
          {state.status === 'success' && onPreview
            ? action(t('upload.action.preview'), <EyeOutlined />, onPreview, 'upload-preview')
            : null}
          {state.status === 'success' && onDownload
            ? action(t('upload.action.download'), <DownloadOutlined />, onDownload, 'upload-download')
            : null}
          {action(
            state.status === 'success' ? t('upload.action.remove') : t('upload.action.cancel'),
            <CloseOutlined />,
            onRemove,
            'upload-remove',
          )}
        </Space>
      </Flex>
      {state.status !== 'success' ? (
        <Progress
          percent={state.percent}
          size="small"
          status={PROGRESS_STATUS[state.status as keyof typeof PROGRESS_STATUS] ?? 'normal'}
          aria-label={statusText}
        />
      ) : null}
      {state.status === 'uploading' && state.bytesPerSecond > 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="upload-speed">
          {t('upload.speed', {
            speed: formatBytes(state.bytesPerSecond),
            time: state.secondsLeft === undefined ? '—' : formatDuration(state.secondsLeft),
          })}
        </Typography.Text>
      ) : null}
      {state.error ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {state.error}
        </Typography.Text>
      ) : null}
      {note ? (
        <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="upload-note">
          {note}
        </Typography.Text>
      ) : null}
    </li>
  );
}
