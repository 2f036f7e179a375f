import type { KeyboardEvent } from 'react';
import './stand-ins.css';

/** What the person did to the stand-in: pointed at it (load), or asked for the list (load and open it). */
export type StandInIntent = 'point' | 'open' | 'focus';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The project selector as drawn before antd's Select has loaded: the chosen project's name in a box of the same look,
 * reachable by keyboard; pointing at it, pressing it or tabbing to it asks for the real control.
 */
export function ProjectSelectStandIn({
  width,
  label,
  text,
  placeholder,
  onIntent,
}: {
  width: number;
  label: string;
  text: string;
  placeholder: string;
  onIntent: (intent: StandInIntent) => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onIntent('open');
  };
  return (
    <span data-testid="project-selector" className="sluice-project-selector" style={{ display: 'inline-flex', width }}>
      <span
        role="combobox"
        tabIndex={0}
        aria-label={label}
        aria-expanded={false}
        aria-haspopup="listbox"
        className="sluice-stand-in"
        style={{ width: '100%' }}
        onPointerEnter={() => onIntent('point')}
        onPointerDown={() => onIntent('open')}
        onFocus={() => onIntent('focus')}
        onKeyDown={onKeyDown}
      >
        {text ? text : <span className="sluice-stand-in__hint">{placeholder}</span>}
      </span>
    </span>
  );
}
