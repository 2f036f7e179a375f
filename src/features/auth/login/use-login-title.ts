import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from '../../../lib/title';

/**
 * The sign-in page's document title in the current language (guard rule 5). The console's pages take theirs from
 * TitleSync in the console layout, which knows the menu; this page needs only its own key.
 */
export function useLoginTitle(): void {
  const { t, i18n } = useTranslation();
  const title = documentTitle(t, { name: 'login', titleKey: 'auth.login.page-title' });
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
