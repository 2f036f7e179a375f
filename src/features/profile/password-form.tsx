import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { profileApi } from './api';
import { isValidNewPassword, type PasswordChange } from './password-rules';

/** Password change: the rules run on the typed text here; only MD5 hex goes to the server. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordChange>();
  const change = useMutation({
    mutationFn: (values: PasswordChange) => profileApi.modifyPassword(values.oldPassword, values.password),
    onSuccess: () => {
      form.resetFields();
      feedback.success(t('profile.password.changed'));
    },
  });

  return (
    <Form form={form} layout="vertical" onFinish={(values) => change.mutate(values)} style={{ maxWidth: 420 }}>
      <Form.Item
        name="oldPassword"
        label={t('profile.password.old')}
        rules={[{ required: true, message: t('profile.password.old-required') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('profile.password.new')}
        extra={t('profile.password.rule')}
        dependencies={['oldPassword']}
        rules={[
          { required: true, message: t('profile.password.new-required') },
          {
            validator: async (_, value: string) =>
              value && !isValidNewPassword(value) ? Promise.reject(new Error(t('profile.password.rule'))) : undefined,
          },
          ({ getFieldValue }) => ({
            validator: async (_, value: string) =>
              value && value === getFieldValue('oldPassword') ? Promise.reject(new Error(t('profile.password.same-as-old'))) : undefined,
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('profile.password.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('profile.password.confirm-required') },
          ({ getFieldValue }) => ({
            validator: async (_, value: string) =>
              value && value !== getFieldValue('password') ? Promise.reject(new Error(t('profile.password.confirm-mismatch'))) : undefined,
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('profile.password.submit')}
      </Button>
    </Form>
  );
}
