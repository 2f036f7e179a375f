import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';
import { changeLanguage } from '../lib/i18n';
import { LANGUAGES, NATIVE_LANGUAGE_NAMES, isLanguage, type Language } from '../lib/language';
import { preferencesApi } from '../lib/preferences-api';
import { sessionStore } from '../lib/session-store';

/** Switches the interface language; saved locally and, when signed in, on the server. */
export function LanguageSwitch({ showLabel = false }: { showLabel?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'zh-CN';

  const choose = async (language: Language) => {
    if (language === current) return;
    await changeLanguage(language);
    if (sessionStore.get().token) {
      try {
        await preferencesApi.saveLanguage(language);
      } catch {
        // The local choice already applies; the api client has told the user why the server refused.
        return;
      }
    }
    // `t` of this render still speaks the old language.
    feedback.success(i18n.t('common.language.switched', { lng: language }));
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((language) => ({ key: language, label: <span lang={language}>{NATIVE_LANGUAGE_NAMES[language]}</span> })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void choose(key);
        },
      }}
    >
      <Button type="text" data-testid="language-switch" aria-label={t('common.language.switch')} icon={<TranslationOutlined />}>
        {showLabel ? NATIVE_LANGUAGE_NAMES[current] : null}
      </Button>
    </Dropdown>
  );
}
