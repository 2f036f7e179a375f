import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Descriptions, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import type { BaseInfo, BaseInfoBody } from '../../../server/src/wire/profile';
import { EMAIL_PATTERN, PHONE_PATTERN, REAL_NAME_MAX } from '../../../server/src/wire/validation';
import { profileApi } from './api';
import { PROFILE_KEYS } from './profile-keys';
import { patchSessionUser } from './session-user';

/** The form's values: the body's fields, the birthday as a date. */
export interface BaseInfoValues {
  realName: string;
  gender: 1 | 2 | 3 | null;
  mobilePhone: string;
  email: string;
  birthday: Dayjs | null;
  signature: string;
  landline: string;
  postalAddress: string;
}

/** Same characters the server refuses in a name (routes/users-current/base-info.ts). */
const NAME_FORBIDDEN = /[<>/\\"'`%;&|{}[\]^$#@!~*=+?]/;

export function valuesOf(info: BaseInfo): BaseInfoValues {
  return {
    realName: info.realName,
    gender: info.gender,
    mobilePhone: info.mobilePhone,
    email: info.email,
    birthday: info.birthday === null ? null : dayjs(info.birthday),
    signature: info.signature,
    landline: info.landline,
    postalAddress: info.postalAddress,
  };
}

export function bodyOf(values: BaseInfoValues): BaseInfoBody {
  return {
    realName: values.realName.trim(),
    gender: values.gender,
    mobilePhone: values.mobilePhone.trim(),
    email: values.email.trim(),
    birthday: values.birthday ? values.birthday.startOf('day').valueOf() : null,
    signature: values.signature,
    landline: values.landline.trim(),
    postalAddress: values.postalAddress.trim(),
  };
}

/** The person's own record: personal fields editable, organisation and roles shown read-only. */
export function BaseInfoForm({ info }: { info: BaseInfo }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BaseInfoValues>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: BaseInfoValues) => profileApi.saveBaseInfo(bodyOf(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_KEYS.baseInfo, saved);
      patchSessionUser({ userName: saved.realName });
      feedback.success(t('profile.me.saved'));
    },
  });
  const empty = '—';

  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 24 }}>
        <Descriptions.Item label={t('profile.me.account')}>{info.account}</Descriptions.Item>
        <Descriptions.Item label={t('profile.me.organize')}>{info.organize || empty}</Descriptions.Item>
        <Descriptions.Item label={t('profile.me.position')}>{info.position || empty}</Descriptions.Item>
        <Descriptions.Item label={t('profile.me.roles')}>{info.roleName || empty}</Descriptions.Item>
        <Descriptions.Item label={t('profile.me.manager')}>{info.manager || empty}</Descriptions.Item>
        <Descriptions.Item label={t('profile.me.created')}>{dayjs(info.creatorTime).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
      </Descriptions>
      <Form
        form={form}
        layout="vertical"
        initialValues={valuesOf(info)}
        onFinish={(values) => save.mutate(values)}
        style={{ maxWidth: 560 }}
      >
        <Form.Item
          name="realName"
          label={t('profile.me.real-name')}
          rules={[
            { required: true, whitespace: true, message: t('profile.me.real-name-required') },
            { max: REAL_NAME_MAX, message: t('profile.me.too-long', { max: REAL_NAME_MAX }) },
            {
              validator: async (_, value: string) =>
                NAME_FORBIDDEN.test(value ?? '') ? Promise.reject(new Error(t('profile.me.name-format'))) : undefined,
            },
          ]}
        >
          <Input maxLength={REAL_NAME_MAX} />
        </Form.Item>
        <Form.Item name="gender" label={t('profile.me.gender')}>
          <Select
            allowClear
            options={[
              { value: 1, label: t('profile.me.gender-male') },
              { value: 2, label: t('profile.me.gender-female') },
              { value: 3, label: t('profile.me.gender-secret') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="mobilePhone"
          label={t('profile.me.mobile')}
          rules={[{ pattern: PHONE_PATTERN, message: t('profile.me.phone-format') }]}
        >
          <Input inputMode="tel" maxLength={11} />
        </Form.Item>
        <Form.Item name="email" label={t('profile.me.email')} rules={[{ pattern: EMAIL_PATTERN, message: t('profile.me.email-format') }]}>
          <Input inputMode="email" maxLength={100} />
        </Form.Item>
        <Form.Item name="birthday" label={t('profile.me.birthday')}>
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="landline" label={t('profile.me.landline')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="postalAddress" label={t('profile.me.postal-address')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="signature" label={t('profile.me.signature')}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('profile.me.save')}
        </Button>
      </Form>
    </>
  );
}
