import { useQuery } from '@tanstack/react-query';
import { Drawer, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DESIGNER_KEYS, fetchBase } from './api';
import { DesignerEditor } from './designer-editor';
import './designer.css';

export interface FormDesignerProps {
  open: boolean;
  /** The stored form to edit, or null for a new one. */
  formId: string | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}

/** The designer as a full-screen drawer over the list: a stored form is loaded first, a new one opens empty. */
export function FormDesigner({ open, formId, onClose, onSaved }: FormDesignerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="100%"
      closable={false}
      maskClosable={false}
      destroyOnHidden
      keyboard={false}
      styles={{ body: { padding: 0 } }}
    >
      {open ? (
        formId ? (
          <StoredDesign formId={formId} onClose={onClose} onSaved={onSaved} />
        ) : (
          <DesignerEditor detail={null} onClose={onClose} onSaved={onSaved} />
        )
      ) : null}
    </Drawer>
  );
}

function StoredDesign({ formId, onClose, onSaved }: { formId: string; onClose: () => void; onSaved: (id: string) => void }) {
  const { t } = useTranslation();
  // Always the stored design as it is now: an older cached copy would be saved over a colleague's edit.
  const detail = useQuery({ queryKey: DESIGNER_KEYS.detail(formId), queryFn: () => fetchBase(formId), gcTime: 0 });
  if (detail.isError) return <Result status="warning" title={t('designer.editor.load-failed')} />;
  if (!detail.data) return <Spin className="sluice-designer__loading" />;
  return <DesignerEditor key={formId} detail={detail.data} onClose={onClose} onSaved={onSaved} />;
}
