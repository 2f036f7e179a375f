import type { PointType } from '../../db/tables/monitoring';

export type ConsoleLanguage = 'zh_CN' | 'zh_TW' | 'en';

// attrName of the sound-light warning lists, in the reader's language (users.language). The console may also
// key its own text on attrCode, which is the point type.
const LABELS: Record<PointType, Record<ConsoleLanguage, string>> = {
  'water-level': { zh_CN: '水位', zh_TW: '水位', en: 'Water level' },
  rainfall: { zh_CN: '降雨量', zh_TW: '降雨量', en: 'Rainfall' },
  'seepage-flow': { zh_CN: '渗流量', zh_TW: '滲流量', en: 'Seepage flow' },
  'osmotic-pressure': { zh_CN: '渗压', zh_TW: '滲壓', en: 'Osmotic pressure' },
  'surface-displacement': { zh_CN: '表面位移', zh_TW: '表面位移', en: 'Surface displacement' },
  'deep-displacement': { zh_CN: '深层位移', zh_TW: '深層位移', en: 'Deep displacement' },
};

/** Point types whose alarms go to waterLevelWarnList; every other type goes to waterQualityWarnList. */
export const WATER_LEVEL_TYPES: ReadonlySet<string> = new Set<PointType>(['water-level', 'rainfall']);

export function readLanguage(value: string | undefined): ConsoleLanguage {
  return value === 'zh_TW' || value === 'en' ? value : 'zh_CN';
}

export function attributeName(type: string, language: ConsoleLanguage): string {
  return (LABELS as Record<string, Record<ConsoleLanguage, string>>)[type]?.[language] ?? type;
}
