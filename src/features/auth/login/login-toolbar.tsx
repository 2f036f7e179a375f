import MoonOutlined from '@ant-design/icons-svg/es/asn/MoonOutlined';
import SunOutlined from '@ant-design/icons-svg/es/asn/SunOutlined';
import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { changeLanguage } from '../../../lib/i18n';
import { LANGUAGES, NATIVE_LANGUAGE_NAMES, isLanguage, type Language } from '../../../lib/language';
import { setSetting } from '../../../lib/storage';
import { useSetting } from '../../../lib/use-setting';
import { SvgIcon } from './controls/svg-icon';

function ThemeButton() {
  const { t } = useTranslation();
  const dark = useSetting('themeClass') === 'dark';
  const label = dark ? t('common.theme.to-light') : t('common.theme.to-dark');
  return (
    <button
      type="button"
      className="sluice-button sluice-button--text"
      data-testid="theme-toggle"
      title={label}
      aria-label={label}
      aria-pressed={dark}
      onClick={() => setSetting('themeClass', dark ? 'light' : 'dark')}
    >
      <SvgIcon icon={dark ? SunOutlined : MoonOutlined} />
    </button>
  );
}

/** The language menu of the sign-in page: a menu button (WAI-ARIA), each language named in itself. */
function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const choose = async (language: Language) => {
    setOpen(false);
    if (language === current) return;
    await changeLanguage(language);
    feedback.success(i18n.t('common.language.switched', { lng: language }));
  };

  return (
    <div
      ref={root}
      className="sluice-menu-button"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
        if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
        event.preventDefault();
        const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? [])];
        const index = items.indexOf(document.activeElement as HTMLButtonElement);
        items[(index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
      }}
    >
      <button
        type="button"
        className="sluice-button sluice-button--text"
        data-testid="language-switch"
        aria-label={t('common.language.switch')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        <SvgIcon icon={TranslationOutlined} />
        <span lang={current}>{NATIVE_LANGUAGE_NAMES[current]}</span>
      </button>
      {open ? (
        <div className="sluice-menu" role="menu" aria-label={t('common.language.switch')}>
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              role="menuitemradio"
              aria-checked={language === current}
              lang={language}
              className="sluice-menu__item"
              onClick={() => void choose(language)}
            >
              {NATIVE_LANGUAGE_NAMES[language]}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Theme and language, top right of the sign-in page; both are local settings. */
export function LoginToolbar() {
  return (
    <div className="sluice-login__toolbar">
      <ThemeButton />
      <LanguageMenu />
    </div>
  );
}
