// The ES modules, like the rest of antd here: `antd/locale/*` is the CommonJS build, a second copy of the picker texts.
import en_US from 'antd/es/locale/en_US';
import zh_CN from 'antd/es/locale/zh_CN';
import zh_TW from 'antd/es/locale/zh_TW';
import type { Locale } from 'antd/es/locale';
import type { Language } from '../lib/language';

/** antd's own texts follow the interface language. */
export const ANTD_LOCALES: Record<Language, Locale> = { 'zh-CN': zh_CN, 'zh-TW': zh_TW, en: en_US };
