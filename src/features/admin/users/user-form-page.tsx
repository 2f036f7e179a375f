import { Alert, App, Form } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { feedback } from '../../../lib/feedback';
import { FormPage } from '../../../ui/layouts/form-page';
import { createUser, fetchOrganizeTree, fetchUser, updateUser } from '../api';
import { ADMIN_KEYS } from '../query-keys';
import type { InitialPassword, UserRow } from '../types';
import { isDepartmentOf } from './unit-trees';
import { UserFormFields } from './user-form-fields';
import { fieldErrorsOf, formValuesOf, isFormDirty, userInputOf, type UserFormValues } from './user-form-model';

export interface UserFormPageProps {
  /** The person to change; leave out to add one. */
  user?: UserRow;
  /** Back to the list; after a create, with the initial password to hand over. */
  onDone: (created?: InitialPassword) => void;
}

/**
 * Adding or changing a person. A change starts from the record as the server has it now (not the list's row,
 * which may be older or lack fields). Leaving with unsaved changes asks first.
 */
export function UserFormPage({ user, onDone }: UserFormPageProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<UserFormValues>();
  const editing = user !== undefined;
  const units = useQuery({ queryKey: ADMIN_KEYS.organizeTree, queryFn: fetchOrganizeTree, staleTime: 5 * 60_000 });
  const record = useQuery({
    queryKey: ADMIN_KEYS.user(user?.id ?? ''),
    queryFn: () => fetchUser(user?.id ?? ''),
    enabled: editing,
    refetchOnMount: 'always',
  });
  const original = editing && record.isFetchedAfterMount ? record.data : undefined;
  const ready = !editing || original !== undefined;
  const initial = useMemo(() => formValuesOf(original), [original]);

  const save = useMutation({
    mutationFn: (values: UserFormValues) =>
      original ? updateUser(original.id, userInputOf(values, original)).then(() => undefined) : createUser(userInputOf(values)),
    onSuccess: async (created, values) => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.userLists });
      if (original) await queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.user(original.id) });
      feedback.success(t(original ? 'admin.user-form.saved' : 'admin.user-form.created'));
      onDone(created ? { account: userInputOf(values).account, initialPassword: created.initialPassword } : undefined);
    },
    // The API client has shown the server's reason; the form stays for another try, each refused field marked.
    onError: (error) => {
      if (isApiError(error)) form.setFields(fieldErrorsOf(error.data));
    },
  });

  const submit = async () => {
    let values: UserFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    // Fields the person may not see keep what the record had.
    save.mutate({ ...initial, ...values });
  };

  const leave = () => {
    if (!ready || !isFormDirty(initial, form.getFieldsValue(true) as UserFormValues)) {
      onDone();
      return;
    }
    modal.confirm({
      title: t('admin.user-form.leave-title'),
      content: t('admin.user-form.leave-question'),
      okText: t('admin.user-form.leave'),
      cancelText: t('admin.user-form.stay'),
      onOk: () => onDone(),
    });
  };

  const title = user ? t('admin.user-form.edit-title', { person: `${user.realName} / ${user.account}` }) : t('admin.user-form.new-title');
  return (
    <FormPage
      title={title}
      onBack={leave}
      onSave={record.isError && !original ? undefined : () => void submit()}
      saving={save.isPending}
      loading={!ready && !record.isError}
    >
      {editing && record.isError && !original ? <Alert type="error" showIcon title={t('admin.user-form.load-failed')} /> : null}
      {ready ? (
        <Form<UserFormValues>
          form={form}
          name="user-form"
          layout="vertical"
          initialValues={initial}
          scrollToFirstError
          className="sluice-user-form"
          onValuesChange={(changed: UserFormValues) => {
            if (!('organizeId' in changed)) return;
            const department = form.getFieldValue('departmentId') as string | undefined;
            if (department && !isDepartmentOf(units.data ?? [], changed.organizeId, department))
              form.setFieldValue('departmentId', undefined);
          }}
        >
          <UserFormFields form={form} units={units.data ?? []} unitsLoading={units.isPending} original={original} />
        </Form>
      ) : null}
    </FormPage>
  );
}
