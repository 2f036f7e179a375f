import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './stand-ins.css';

const PageSearchBox = lazy(() => import('./page-search-box').then((module) => ({ default: module.PageSearchBox })));

/** Starts the search box's download without drawing it: a pointer over the box says a click is coming. */
function preload(): void {
  void import('./page-search-box');
}

/** The loaded box taking over from the stand-in; the stand-in goes before paint, in the frame the box appears. */
function TakeOver({ onShown, ...props }: { width: number; autoFocus: boolean; initialText: string; onShown: () => void }) {
  useLayoutEffect(onShown, [onShown]);
  return <PageSearchBox {...props} />;
}

/**
 * The page search box. Its fuzzy index (fuse.js) and antd's AutoComplete (Select, Input: about 45 KB gzip) load when
 * the person reaches for the box, not with every page: until then a plain input of the same look stands in, and what
 * is typed into it meanwhile carries over. Opened from the search icon (autoFocus) it loads at once.
 */
export function LazyPageSearchBox({ width = 200, autoFocus = false }: { width?: number; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(autoFocus);
  const [shown, setShown] = useState(false);
  // State, not a DOM read at render: a keystroke during the box's (interruptible) first render then restarts it.
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  const onShown = useCallback(() => setShown(true), []);
  return (
    <>
      {shown ? null : (
        <input
          className="sluice-stand-in sluice-page-search"
          style={{ width }}
          data-testid="page-search"
          aria-label={t('topbar.search.label')}
          placeholder={t('topbar.search.placeholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onPointerEnter={preload}
          onFocus={() => {
            setFocused(true);
            setWanted(true);
          }}
          onBlur={() => setFocused(false)}
        />
      )}
      {wanted ? (
        <Suspense fallback={null}>
          <TakeOver width={width} autoFocus={autoFocus || focused} initialText={typed} onShown={onShown} />
        </Suspense>
      ) : null}
    </>
  );
}
