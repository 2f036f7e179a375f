import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_PATTERN } from '../../../../server/src/wire/validation';

/** Characters a role or group name may not hold (the server refuses the same, seed 000 section 5 "name"). */
const NAME_FORBIDDEN = /[<>/\\"'`%;&|{}[\]^$#@!~*=+?]/;

/** The form values roles and groups share; the switch holds a boolean, the request a 0/1. */
export interface NamedRecordValues {
  fullName: string;
  enCode: string;
  enabled: boolean;
  sortCode?: number;
  description?: string;
}

/** Name, code, enabled, order and description: the fields of the role and group forms, with the spec's rules. */
export function NamedRecordFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="fullName"
        label={t('authority.common.name')}
        rules={[
          { required: true, whitespace: true, message: t('authority.common.name-required') },
          { max: 50 },
          {
            validator: (_rule, value: string | undefined) =>
              value && NAME_FORBIDDEN.test(value) ? Promise.reject(new Error(t('authority.common.name-format'))) : Promise.resolve(),
          },
        ]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="enCode"
        label={t('authority.common.code')}
        rules={[
          { required: true, whitespace: true, message: t('authority.common.code-required') },
          { max: 50 },
          { pattern: CODE_PATTERN, message: t('authority.common.code-format') },
        ]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="enabled" label={t('authority.common.status')} valuePropName="checked">
        <Switch checkedChildren={t('authority.common.enabled')} unCheckedChildren={t('authority.common.disabled')} />
      </Form.Item>
      <Form.Item name="sortCode" label={t('authority.common.sort')}>
        <InputNumber min={-1_000_000} max={1_000_000} precision={0} />
      </Form.Item>
      <Form.Item name="description" label={t('authority.common.description')}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </>
  );
}
