import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProcessStatusBody } from '../../../../server/src/wire/work-orders';
import { feedback } from '../../../lib/feedback';
import { workOrdersApi } from '../api';
import { useOrderWords } from '../order-words';

export interface StatusChangeTarget {
  id: string;
  title: string;
  /** The statuses the order may move to. */
  next: readonly number[];
}

/** Changes an order's process status (`POST /api/workordermanage/workOrder/changeProcessStatus?processId=`). */
export function StatusChangeModal({
  target,
  onClose,
  onChanged,
}: {
  target: StatusChangeTarget | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const words = useOrderWords();
  const [form] = Form.useForm<{ status: ProcessStatusBody['status']; remark?: string }>();
  const change = useMutation({
    mutationFn: (body: ProcessStatusBody) => workOrdersApi.changeStatus(target?.id ?? '', body),
    onSuccess: () => {
      feedback.success(t('work-orders.common.saved'));
      onChanged();
      onClose();
    },
  });
  return (
    <Modal
      open={target !== null}
      title={t('work-orders.list.change-status-title', { title: target?.title ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={change.isPending}
      okText={t('work-orders.common.save')}
      cancelText={t('work-orders.common.cancel')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => change.mutate({ status: values.status, remark: values.remark?.trim() ?? '' })}
      >
        <Form.Item
          name="status"
          label={t('work-orders.list.next-status')}
          rules={[{ required: true, message: t('work-orders.plan.rule-choose') }]}
        >
          <Radio.Group options={(target?.next ?? []).map((value) => ({ value, label: words.status(value) }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('work-orders.list.remark')}>
          <Input.TextArea maxLength={500} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
