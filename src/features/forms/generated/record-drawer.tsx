import { Button, Drawer, Form, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../../server/src/wire/visualdev';
import { GeneratedFormFields } from '../render/generated-form-fields';
import { recordFromValues, valuesFromRecord } from '../render/value-conversion';
import { generatedApi } from './generated-api';

/** What the drawer shows: a new record, or a stored one to edit or view. */
export type DrawerTarget = { mode: 'add' } | { mode: 'edit' | 'view'; id: string };

export interface RecordDrawerProps {
  modelId: string;
  title: string;
  fields: readonly FormField[];
  target: DrawerTarget | null;
  onClose: () => void;
  /** After a save the server accepted. */
  onSaved: () => void;
}

function parseRecord(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The add, edit and view drawer of a generated page: the renderer's fields inside this form, checked on the page
 * first (the same rules as the server), then by the server against the released design, whose refusal the API client
 * shows (it names the field).
 */
export function RecordDrawer({ modelId, title, fields, target, onClose, onSaved }: RecordDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [saving, setSaving] = useState(false);
  const storedId = target && target.mode !== 'add' ? target.id : undefined;
  const stored = useQuery({
    queryKey: ['online-dev-record', modelId, storedId],
    queryFn: () => generatedApi.record(modelId, storedId ?? ''),
    enabled: storedId !== undefined,
    gcTime: 0,
  });
  const ready = storedId === undefined || stored.data !== undefined;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode !== 'add' && stored.data) form.setFieldsValue(valuesFromRecord(fields, parseRecord(stored.data.data)));
  }, [target, stored.data, fields, form]);

  const save = async (values: Record<string, unknown>) => {
    if (!target || target.mode === 'view') return;
    setSaving(true);
    try {
      const record = recordFromValues(fields, values);
      if (target.mode === 'add') await generatedApi.create(modelId, record);
      else await generatedApi.update(modelId, target.id, record);
      onSaved();
    } catch {
      // The API client has shown the server's reason; the drawer stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };

  const readOnly = target?.mode === 'view';
  const heading =
    target?.mode === 'add'
      ? t('generated.drawer.add', { name: title })
      : readOnly
        ? t('generated.drawer.view', { name: title })
        : t('generated.drawer.edit', { name: title });
  return (
    <Drawer
      open={target !== null}
      title={heading}
      size="large"
      onClose={onClose}
      destroyOnHidden
      extra={
        readOnly ? null : (
          <Space>
            <Button onClick={onClose}>{t('generated.drawer.cancel')}</Button>
            <Button type="primary" loading={saving} disabled={!ready} onClick={() => form.submit()}>
              {t('generated.drawer.save')}
            </Button>
          </Space>
        )
      }
    >
      {ready ? (
        <Form form={form} layout="vertical" onFinish={(values) => void save(values)} scrollToFirstError>
          <GeneratedFormFields fields={fields} readOnly={readOnly} />
        </Form>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
