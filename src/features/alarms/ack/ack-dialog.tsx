import { Descriptions, Form, Input, Modal } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmDto } from '../alarm-types';
import { formatAlarmValue } from '../format';
import { SeverityTag } from '../severity-tag';
import { useAcknowledgeAlarm } from './use-acknowledge-alarm';

/** The server's limit on the trimmed comment. */
export const ACK_COMMENT_MAX = 500;

export interface AckDialogProps {
  /** The alarm to acknowledge; null keeps the dialog closed. */
  alarm: AlarmDto | null;
  onClose: () => void;
}

/**
 * Acknowledging needs a comment (what was seen, what was done): the dialog will not send without one, and the
 * server refuses an empty one too. On success the dialog closes; on a refusal it stays open with the message.
 */
export function AckDialog({ alarm, onClose }: AckDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment: string }>();
  const acknowledge = useAcknowledgeAlarm(() => onClose());
  const { reset } = acknowledge;

  useEffect(() => {
    if (alarm) {
      form.resetFields();
      reset();
    }
  }, [alarm, form, reset]);

  const submit = async () => {
    if (!alarm) return;
    const { comment } = await form.validateFields();
    acknowledge.mutate({ id: alarm.id, comment: comment.trim() });
  };

  return (
    <Modal
      open={alarm !== null}
      title={t('alarms.ack.title')}
      okText={t('alarms.ack.submit')}
      cancelText={t('common.action.cancel')}
      confirmLoading={acknowledge.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ ...({ 'data-testid': 'alarm-ack-submit' } as Record<string, string>) }}
    >
      {alarm ? (
        <Descriptions size="small" column={1} className="sluice-ack-summary">
          <Descriptions.Item label={t('alarms.field.point')}>{alarm.pointName}</Descriptions.Item>
          <Descriptions.Item label={t('alarms.field.severity')}>
            <SeverityTag severity={alarm.severity} name={alarm.severityName} />
          </Descriptions.Item>
          <Descriptions.Item label={t('alarms.field.value')}>{formatAlarmValue(alarm.value, alarm.unit)}</Descriptions.Item>
          <Descriptions.Item label={t('alarms.field.raised-at')}>{dayjs(alarm.raisedAt).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="comment"
          label={t('alarms.ack.comment')}
          rules={[
            { required: true, whitespace: true, message: t('alarms.ack.comment-required') },
            { max: ACK_COMMENT_MAX, message: t('alarms.ack.comment-too-long', { max: ACK_COMMENT_MAX }) },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={ACK_COMMENT_MAX}
            showCount
            placeholder={t('alarms.ack.comment-placeholder')}
            data-testid="alarm-ack-comment"
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
