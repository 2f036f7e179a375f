import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../lib/route-meta';
import { documentTitle } from '../../lib/title';

/** Guard rule 5: the document title follows the route and the language. */
export function TitleSync() {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const title = documentTitle(t, meta);
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
  return null;
}
