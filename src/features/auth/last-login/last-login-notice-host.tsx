import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../ui/use-app-feedback';
import { showLastLoginNotice } from './last-login-notice';
import { takePendingLastLogin } from './pending-last-login';

/** Shows the previous-login notice left by the sign-in page, once the console is on screen (spec 2.1). */
export function LastLoginNoticeHost() {
  const { notification } = useAppFeedback();
  const { t } = useTranslation();
  useEffect(() => {
    const userInfo = takePendingLastLogin();
    if (userInfo) showLastLoginNotice(notification, t, userInfo);
  }, [notification, t]);
  return null;
}
