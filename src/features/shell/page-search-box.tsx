import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { flattenMenuRoutes } from '../../lib/menu-routes';
import { createPageIndex, searchPages, type SearchablePage } from '../../lib/page-search';
import { routeTitle } from '../../lib/title';
import { useMenuRoutes } from '../../lib/use-menu-routes';

/** Every page of the menu that opens inside the console, titled in the current language. */
function usePages(): SearchablePage[] {
  const { t } = useTranslation();
  const { records } = useMenuRoutes();
  return useMemo(
    () =>
      flattenMenuRoutes(records)
        .filter((record) => record.kind !== 'directory' && !record.meta.hidden)
        .map((record) => ({
          title: routeTitle(t, { name: record.meta.name, title: record.meta.title }),
          path: record.path,
          link: record.link,
        })),
    [records, t],
  );
}

/**
 * Page search over menu titles (spec section 1): fuzzy, translated titles, opens the chosen page. `initialText` is
 * what was typed before the box loaded (lazy-page-search-box.tsx); its suggestions open at once.
 */
export function PageSearchBox({
  width = 200,
  autoFocus = false,
  initialText = '',
}: {
  width?: number;
  autoFocus?: boolean;
  initialText?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = usePages();
  const index = useMemo(() => createPageIndex(pages), [pages]);
  const [text, setText] = useState(initialText);
  const results = useMemo(() => searchPages(index, text), [index, text]);

  return (
    <AutoComplete
      className="sluice-page-search"
      style={{ width }}
      value={text}
      // A plain-text label names each option for screen readers; the path is drawn under it.
      options={results.map((page) => ({ value: page.link, label: page.title, path: page.path }))}
      optionRender={(option) => (
        <span className="sluice-page-search__option">
          <span>{option.label}</span>
          <span className="sluice-page-search__path">{String(option.data.path)}</span>
        </span>
      )}
      onSearch={setText}
      // Choosing an option puts its value (the link) in the box: keep the box for what the person typed.
      onChange={(value: string) => setText(results.some((page) => page.link === value) ? '' : value)}
      onSelect={(link: string) => {
        setText('');
        void navigate(link);
      }}
      notFoundContent={text.trim() ? t('topbar.search.none') : null}
      popupMatchSelectWidth={280}
      defaultOpen={initialText.trim() !== ''}
    >
      <Input
        data-testid="page-search"
        aria-label={t('topbar.search.label')}
        placeholder={t('topbar.search.placeholder')}
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        autoFocus={autoFocus}
      />
    </AutoComplete>
  );
}
