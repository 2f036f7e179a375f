import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisualdevBaseBody } from '../../../../server/src/wire/visualdev';
import { isApiError } from '../../../lib/api-error';
import { createBase, updateBase } from './api';
import { designProblems, pathOfServerProblem } from './design-checks';
import { fieldAt, toFormData, type DesignField, type FieldPath } from './design-model';
import type { FormSettingsValues } from './form-settings';

/** Where the designer should send the person after a refused save. */
export type SaveRefusal = { at: 'settings' } | { at: 'field'; path: FieldPath; formId: number; text?: string } | { at: 'none' };

export interface SaveDesignInput {
  id: string | null;
  fields: readonly DesignField[];
  columnData: string;
  settings: FormInstance<FormSettingsValues>;
}

/**
 * Saving a design: the settings form and the designer's own checks first, then create or edit. A refusal lands where
 * it belongs: the server's definition problem (401 with `data.path`) at the field it names, a code in use (400) at the
 * code, anything else as a toast. Answers the stored id, or the refusal.
 */
export function useSaveDesign() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const save = async ({ id, fields, columnData, settings }: SaveDesignInput): Promise<{ id: string } | SaveRefusal> => {
    let values: FormSettingsValues;
    try {
      values = await settings.validateFields();
    } catch {
      return { at: 'settings' };
    }
    if (fields.length === 0) {
      void message.warning(t('designer.save.no-fields'));
      return { at: 'none' };
    }
    const first = designProblems(fields)[0];
    if (first) {
      void message.warning(t('designer.save.fix-problems'));
      return { at: 'field', path: first.path, formId: first.formId };
    }
    const body: VisualdevBaseBody = {
      fullName: values.fullName.trim(),
      enCode: values.enCode,
      category: values.category ?? '',
      description: values.description ?? '',
      sortCode: values.sortCode ?? 0,
      formData: toFormData(fields),
      ...(columnData ? { columnData } : {}),
    };
    setSaving(true);
    try {
      if (id) await updateBase(id, body);
      const stored = id ?? (await createBase(body));
      void message.success(t('designer.save.done'));
      return { id: stored };
    } catch (error) {
      if (!isApiError(error) || error.kind === 'cancelled') return { at: 'none' };
      const path = error.code === 401 ? pathOfServerProblem((error.data as { path?: unknown } | null)?.path) : undefined;
      const field = path ? fieldAt(fields, path) : undefined;
      if (path && field) return { at: 'field', path, formId: field.__config__.formId, text: error.msg };
      if (error.code === 400) {
        settings.setFields([{ name: 'enCode', errors: [error.msg] }]);
        return { at: 'settings' };
      }
      void message.warning(error.msg || t('designer.save.failed'));
      return { at: 'none' };
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
