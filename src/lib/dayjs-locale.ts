import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { currentLanguage, i18n } from './i18n';
import type { Language } from './language';

const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' };

function applyDayjsLocale(): void {
  dayjs.locale(DAYJS_LOCALE[currentLanguage()]);
}

/**
 * dayjs speaks the interface language from the moment this module loads, and follows every switch. Imported by the
 * date helpers and the console's providers, not by i18n itself: the sign-in page shows no dates and skips dayjs.
 */
applyDayjsLocale();
i18n.on('languageChanged', applyDayjsLocale);
