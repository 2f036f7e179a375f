import type { CSSProperties } from 'react';

/**
 * The look of an antd input, drawn while the real control's chunk loads (page search, project selector): the top bar
 * keeps its layout and the shell's first download carries no input component.
 */
export function InputPlaceholder({
  text,
  placeholder,
  label,
  style,
}: {
  text?: string;
  placeholder?: string;
  label: string;
  style?: CSSProperties;
}) {
  return (
    <span className="sluice-input-placeholder" style={style} role="textbox" aria-readonly aria-label={label}>
      {text ? text : <span className="sluice-input-placeholder__hint">{placeholder}</span>}
    </span>
  );
}
