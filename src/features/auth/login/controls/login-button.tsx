import type { ButtonHTMLAttributes } from 'react';

export interface LoginButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  primary?: boolean;
  block?: boolean;
  loading?: boolean;
}

/** The sign-in page's button; while `loading` it shows a spinner and ignores presses (one request at a time). */
export function LoginButton({ primary, block, loading, className, children, type = 'button', disabled, ...button }: LoginButtonProps) {
  const classes = ['sluice-button', primary ? 'sluice-button--primary' : '', block ? 'sluice-button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button {...button} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <span className="sluice-button__spinner" aria-hidden /> : null}
      {children}
    </button>
  );
}
