import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillRuleBody, BillRuleItem } from '../../../../server/src/wire/bill-rule';
import { CODE_PATTERN } from '../../../../server/src/wire/validation';
import '../admin.css';

export interface BillRuleFormProps {
  open: boolean;
  /** The rule being edited; none for a new one. */
  rule: BillRuleItem | null;
  saving: boolean;
  onSubmit: (body: BillRuleBody) => void;
  onCancel: () => void;
}

/** The bill rule's fields with the server's rules (a reset cycle needs a date part at least as fine). */
export function BillRuleForm({ open, rule, saving, onSubmit, onCancel }: BillRuleFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BillRuleBody & { enabled: boolean }>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (rule) {
      form.setFieldsValue({
        fullName: rule.fullName,
        enCode: rule.enCode,
        prefix: rule.prefix,
        dateFormat: rule.dateFormat as BillRuleBody['dateFormat'],
        digit: rule.digit,
        startNumber: rule.startNumber,
        resetCycle: rule.resetCycle as BillRuleBody['resetCycle'],
        sortCode: rule.sortCode,
        description: rule.description,
        enabled: rule.enabledMark === 1,
      });
    } else {
      form.setFieldsValue({
        prefix: '',
        dateFormat: 'YYYYMMDD',
        digit: 4,
        startNumber: 1,
        resetCycle: 'daily',
        sortCode: 0,
        enabled: true,
      });
    }
  }, [open, rule, form]);
  const formats = ['none', 'YYYY', 'YYYYMM', 'YYYYMMDD'] as const;
  const cycles = ['none', 'daily', 'monthly', 'yearly'] as const;
  return (
    <Modal
      className="sluice-admin-modal"
      open={open}
      title={rule ? t('system-data.bill.edit') : t('system-data.bill.add')}
      okText={t('system-data.common.save')}
      cancelText={t('system-data.common.cancel')}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ enabled, ...values }) => onSubmit({ ...values, prefix: values.prefix ?? '', enabledMark: enabled ? 1 : 0 })}
      >
        <Form.Item
          name="fullName"
          label={t('system-data.common.full-name')}
          rules={[{ required: true, max: 50, message: t('system-data.common.name-required') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="enCode"
          label={t('system-data.common.en-code')}
          rules={[{ required: true, pattern: CODE_PATTERN, max: 50, message: t('system-data.common.code-rule') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="prefix"
          label={t('system-data.bill.prefix')}
          rules={[{ pattern: /^[A-Za-z0-9_-]{0,20}$/, message: t('system-data.bill.prefix-rule') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="dateFormat" label={t('system-data.bill.date-format')} rules={[{ required: true }]}>
          <Select options={formats.map((value) => ({ value, label: value === 'none' ? t('system-data.bill.none') : value }))} />
        </Form.Item>
        <Form.Item name="digit" label={t('system-data.bill.digit')} rules={[{ required: true }]}>
          <InputNumber min={1} max={12} precision={0} />
        </Form.Item>
        <Form.Item name="startNumber" label={t('system-data.bill.start-number')} rules={[{ required: true }]}>
          <InputNumber min={0} max={999_999_999} precision={0} />
        </Form.Item>
        <Form.Item
          name="resetCycle"
          label={t('system-data.bill.reset-cycle')}
          dependencies={['dateFormat']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, cycle: string) => {
                const grain = { none: 0, yearly: 1, monthly: 2, daily: 3 }[cycle] ?? 0;
                const has = { none: 0, YYYY: 1, YYYYMM: 2, YYYYMMDD: 3 }[getFieldValue('dateFormat') as string] ?? 0;
                return grain > has ? Promise.reject(new Error(t('system-data.bill.cycle-rule'))) : Promise.resolve();
              },
            }),
          ]}
        >
          <Select
            options={[
              { value: cycles[0], label: t('system-data.bill.cycle-none') },
              { value: cycles[1], label: t('system-data.bill.cycle-daily') },
              { value: cycles[2], label: t('system-data.bill.cycle-monthly') },
              { value: cycles[3], label: t('system-data.bill.cycle-yearly') },
            ]}
          />
        </Form.Item>
        <Form.Item name="sortCode" label={t('system-data.common.sort-code')}>
          <InputNumber min={0} max={999_999} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={t('system-data.common.status')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="description" label={t('system-data.common.description')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
