import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { changeLanguage } from '../../lib/i18n';
import { LANGUAGES, NATIVE_LANGUAGE_NAMES, isLanguage, type Language } from '../../lib/language';
import { LAYOUT_TYPES, type LayoutType } from '../../lib/layout-type';
import { selectLayout } from '../../lib/layout-rules';
import { preferencesApi } from '../../lib/preferences-api';
import { setSetting } from '../../lib/storage';
import { useSetting } from '../../lib/use-setting';
import { profileApi } from './api';

const LAYOUT_LABELS = {
  classic: 'profile.preferences.layout-classic',
  functional: 'profile.preferences.layout-functional',
  plain: 'profile.preferences.layout-plain',
  blend: 'profile.preferences.layout-blend',
} as const satisfies Record<LayoutType, string>;

/**
 * Layout theme and language, saved on the server: the next sign-in in any browser applies them (the login answer
 * carries the theme, CurrentUser the language). Each applies here at once.
 */
export function PreferencesPanel() {
  const { t, i18n } = useTranslation();
  const layout = selectLayout(useSetting('layoutType'));
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';

  const chooseLayout = async (next: LayoutType) => {
    setSetting('layoutType', next);
    await profileApi.saveTheme(next);
    feedback.success(t('profile.preferences.saved'));
  };
  const chooseLanguage = async (next: Language) => {
    await changeLanguage(next);
    await preferencesApi.saveLanguage(next);
    feedback.success(i18n.t('common.language.switched', { lng: next }));
  };

  return (
    <Form layout="vertical" style={{ maxWidth: 560 }}>
      <Form.Item label={t('profile.preferences.theme')} extra={t('profile.preferences.applies-everywhere')}>
        <Radio.Group
          optionType="button"
          value={layout}
          onChange={(event) => void chooseLayout(event.target.value as LayoutType).catch(() => undefined)}
          options={LAYOUT_TYPES.map((value) => ({ value, label: t(LAYOUT_LABELS[value]) }))}
        />
      </Form.Item>
      <Form.Item label={t('profile.preferences.language')}>
        <Select
          style={{ width: 200 }}
          value={language}
          onChange={(next: Language) => void chooseLanguage(next).catch(() => undefined)}
          options={LANGUAGES.map((value) => ({ value, label: <span lang={value}>{NATIVE_LANGUAGE_NAMES[value]}</span> }))}
        />
      </Form.Item>
    </Form>
  );
}
