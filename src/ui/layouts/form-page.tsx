import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './layouts.css';

export interface FormPageProps {
  title: ReactNode;
  /** The back arrow; the cancel button does the same unless `onCancel` is given. */
  onBack: () => void;
  onSave?: () => void;
  onCancel?: () => void;
  /** Default 保存 (seed 001 section 2). */
  saveText?: string;
  cancelText?: string;
  /** The content is on its way: a spinner over it, save disabled. */
  loading?: boolean;
  /** A save is in progress: the save button spins and cannot be pressed twice. */
  saving?: boolean;
  /** More buttons, left of cancel. */
  extra?: ReactNode;
  children: ReactNode;
}

/** A form page (seed 001 section 2): a header with a back arrow and the title, save and cancel on the right. */
export function FormPage({
  title,
  onBack,
  onSave,
  onCancel,
  saveText,
  cancelText,
  loading = false,
  saving = false,
  extra,
  children,
}: FormPageProps) {
  const { t } = useTranslation();
  return (
    <section className="sluice-form-page" aria-busy={loading || saving}>
      <header className="sluice-form-page__header">
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label={t('ui.form-page.back')} />
        <h2 className="sluice-form-page__title">{title}</h2>
        <div className="sluice-form-page__actions">
          {extra}
          <Button onClick={onCancel ?? onBack} disabled={saving}>
            {cancelText ?? t('ui.form-page.cancel')}
          </Button>
          {onSave ? (
            <Button type="primary" onClick={onSave} loading={saving} disabled={loading}>
              {saveText ?? t('ui.form-page.save')}
            </Button>
          ) : null}
        </div>
      </header>
      <Spin spinning={loading}>
        <div className="sluice-form-page__body">{children}</div>
      </Spin>
    </section>
  );
}
