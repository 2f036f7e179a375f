import type { ReactNode } from 'react';
import './layouts.css';

export interface TablePageProps {
  /** A left column, usually a tree that narrows the list. */
  aside?: ReactNode;
  /** The search box (a SearchBar). */
  search?: ReactNode;
  /** Page-level actions beside the search box (export, import). */
  extras?: ReactNode;
  /** The main area, usually a DataTable. */
  children: ReactNode;
  /** The main area brings its own cards; do not wrap it in one. */
  plain?: boolean;
}

/** A table page (seed 001 section 2): optional tree on the left, then the search box with extras, then the table. */
export function TablePage({ aside, search, extras, children, plain = false }: TablePageProps) {
  return (
    <div className={aside ? 'sluice-table-page sluice-table-page--with-aside' : 'sluice-table-page'}>
      {aside ? <aside className="sluice-table-page__aside">{aside}</aside> : null}
      <div className="sluice-table-page__center">
        {search || extras ? (
          <div className="sluice-table-page__search">
            <div className="sluice-table-page__search-fields">{search}</div>
            {extras ? <div className="sluice-table-page__extras">{extras}</div> : null}
          </div>
        ) : null}
        {plain ? children : <div className="sluice-table-page__main">{children}</div>}
      </div>
    </div>
  );
}
