import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from './svg-icon';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  icon?: IconDefinition;
  hint?: string;
  error?: string | null;
  /** A password field with a show/hide switch. */
  revealable?: boolean;
  /** Drawn beside the input, inside the field (the captcha image, the send-code button). */
  addon?: ReactNode;
  /** Visually hide the label (it still names the input). */
  hideLabel?: boolean;
}

/** A labelled input of the sign-in page: icon, hint, an error read out when it appears, and the field's state in ARIA. */
export function TextField({ label, value, onChange, icon, hint, error, revealable, addon, hideLabel, id, type, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = id ?? ownId;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'sluice-field sluice-field--error' : 'sluice-field'}>
      <label htmlFor={inputId} className={hideLabel ? 'sluice-visually-hidden' : 'sluice-field__label'}>
        {label}
      </label>
      <div className="sluice-field__row">
        <div className="sluice-field__control">
          {icon ? <SvgIcon icon={icon} className="sluice-field__icon" /> : null}
          <input
            {...input}
            id={inputId}
            type={revealable && revealed ? 'text' : type}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
          {revealable ? (
            <button
              type="button"
              className="sluice-field__reveal"
              aria-label={revealed ? t('auth.login.hide-password') : t('auth.login.show-password')}
              aria-pressed={revealed}
              onClick={() => setRevealed((shown) => !shown)}
            >
              <SvgIcon icon={revealed ? EyeOutlined : EyeInvisibleOutlined} />
            </button>
          ) : null}
        </div>
        {addon}
      </div>
      {error ? (
        <div id={`${inputId}-error`} className="sluice-field__error" role="alert">
          {error}
        </div>
      ) : hint ? (
        <div id={`${inputId}-hint`} className="sluice-field__hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
