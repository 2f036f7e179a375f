import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../ui/use-app-feedback';
import { signOut } from './session';

/** Asks 'are you sure you want to exit the application?' (warning style), then logs out (spec section 4). */
export function useSignOut(): () => void {
  const { modal } = useAppFeedback();
  const { t } = useTranslation();
  return useCallback(() => {
    modal.confirm({
      type: 'warning',
      title: t('auth.logout.title'),
      content: t('auth.logout.confirm'),
      okText: t('common.action.ok'),
      cancelText: t('common.action.cancel'),
      okButtonProps: { 'data-testid': 'logout-confirm' } as Record<string, string>,
      onOk: () => signOut(),
    });
  }, [modal, t]);
}
