import { useRef, type KeyboardEvent } from 'react';

export interface ModeTab<Key extends string> {
  key: Key;
  label: string;
  testId?: string;
}

/**
 * The sign-in modes as an ARIA tab list: arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern with
 * automatic activation); the panel is rendered by the caller under `panelId(key)`.
 */
export function ModeTabs<Key extends string>({
  tabs,
  active,
  onChange,
  label,
  idPrefix,
}: {
  tabs: readonly ModeTab<Key>[];
  active: Key;
  onChange: (key: Key) => void;
  label: string;
  idPrefix: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    list.current?.querySelector<HTMLButtonElement>(`#${idPrefix}-tab-${next.key}`)?.focus();
  };
  return (
    <div ref={list} className="sluice-mode-tabs" role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={`${idPrefix}-tab-${tab.key}`}
          type="button"
          role="tab"
          data-testid={tab.testId}
          aria-selected={tab.key === active}
          aria-controls={`${idPrefix}-panel-${tab.key}`}
          tabIndex={tab.key === active ? 0 : -1}
          className="sluice-mode-tabs__tab"
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
