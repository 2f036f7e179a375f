import { Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PngTitleDialogProps {
  open: boolean;
  defaultTitle: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (title: string) => void;
}

/**
 * Asks for the image's title before a PNG export (spec: an optional title); the chart's title is offered. Mounted
 * only while asking, so each export starts from the chart's title.
 */
export function PngTitleDialog({ open, defaultTitle, busy, onCancel, onConfirm }: PngTitleDialogProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(defaultTitle);
  const inputId = useId();
  return (
    <Modal
      open={open}
      title={t('charts.png.dialog-title')}
      okText={t('charts.png.download')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => onConfirm(title)}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => onConfirm(title)}>
        <Form.Item label={t('charts.png.title-label')} htmlFor={inputId}>
          <Input id={inputId} value={title} maxLength={80} onChange={(event) => setTitle(event.target.value)} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
