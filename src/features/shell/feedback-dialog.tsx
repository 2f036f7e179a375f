import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { feedback } from '../../lib/feedback';
import { shellApi } from './api';

interface FeedbackFields {
  title: string;
  content: string;
  contact?: string;
}

export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Feedback from the user menu: `POST /api/system/Feedback {title, content, contact?, page}`, page = where it was sent from. */
export function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [form] = Form.useForm<FeedbackFields>();
  const send = useMutation({
    mutationFn: (fields: FeedbackFields) =>
      shellApi.sendFeedback({
        title: fields.title.trim(),
        content: fields.content.trim(),
        ...(fields.contact?.trim() ? { contact: fields.contact.trim() } : {}),
        page: location.pathname + location.search,
      }),
    onSuccess: () => {
      feedback.success(t('topbar.feedback.sent'));
      form.resetFields();
      onClose();
    },
  });

  const notBlank = (message: string) => ({
    validator: (_: unknown, value: string | undefined) => (value?.trim() ? Promise.resolve() : Promise.reject(new Error(message))),
  });

  return (
    <Modal
      open={open}
      title={t('topbar.feedback.title')}
      okText={t('topbar.feedback.submit')}
      cancelText={t('common.action.cancel')}
      confirmLoading={send.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'feedback-submit' } as Record<string, string>}
    >
      <Form form={form} layout="vertical" requiredMark onFinish={(fields) => send.mutate(fields)}>
        <Form.Item name="title" label={t('topbar.feedback.subject')} rules={[notBlank(t('topbar.feedback.subject-required'))]}>
          <Input maxLength={100} data-testid="feedback-subject" />
        </Form.Item>
        <Form.Item name="content" label={t('topbar.feedback.content')} rules={[notBlank(t('topbar.feedback.content-required'))]}>
          <Input.TextArea rows={5} maxLength={2000} showCount data-testid="feedback-content" />
        </Form.Item>
        <Form.Item name="contact" label={t('topbar.feedback.contact')} extra={t('topbar.feedback.contact-hint')}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
