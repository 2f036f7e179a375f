import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The spec's delete question ('this operation will permanently delete the data, continue', section 5) as a warning
 * dialog; `onConfirm` runs only after OK. Returned promises keep the OK button busy until they settle.
 */
export function useDeleteConfirm(): (onConfirm: () => void | Promise<unknown>) => void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (onConfirm) => {
      modal.confirm({
        title: t('ui.confirm.title'),
        content: t('ui.confirm.delete'),
        okText: t('ui.confirm.ok'),
        cancelText: t('ui.confirm.cancel'),
        okButtonProps: { danger: true },
        onOk: () => onConfirm(),
      });
    },
    [modal, t],
  );
}
