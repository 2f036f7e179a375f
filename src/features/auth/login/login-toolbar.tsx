import MoonOutlined from '@ant-design/icons-svg/es/asn/MoonOutlined';
import SunOutlined from '@ant-design/icons-svg/es/asn/SunOutlined';
import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined';
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

/**
 * The sign-in page's language choice: a native select (keyboard, screen readers and touch behave as the platform
 * does), each language named in itself, drawn as a quiet text button.
 */
function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'zh-CN';

  const choose = async (language: Language) => {
    if (language === current) return;
    await changeLanguage(language);
    feedback.success(i18n.t('common.language.switched', { lng: language }));
  };

  return (
    <label className="sluice-language-select">
      <SvgIcon icon={TranslationOutlined} />
      <select
        data-testid="language-switch"
        aria-label={t('common.language.switch')}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NATIVE_LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Theme and language, top right of the sign-in page; both are local settings. */
export function LoginToolbar() {
  return (
    <div className="sluice-login__toolbar">
      <ThemeButton />
      <LanguageSelect />
    </div>
  );
}
