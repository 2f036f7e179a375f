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

/**
 * The sound-and-light list an alarm of each point type is filed under. The spec names two lists, water level and
 * water quality; the dam's own instruments (seepage, osmotic pressure, displacement) are neither, so Sluice adds a
 * third, safetyWarnList, rather than calling a displacement "water quality". Rainfall goes with water level: both are
 * the reservoir's hydrology (水雨情). A water-quality point type, when one is added, maps to 'waterQuality'; the
 * Record makes a new type fail to compile until it is filed.
 */
export type WarnCategory = 'waterLevel' | 'waterQuality' | 'safety';

export const WARN_CATEGORY_OF: Readonly<Record<PointType, WarnCategory>> = {
  'water-level': 'waterLevel',
  rainfall: 'waterLevel',
  'seepage-flow': 'safety',
  'osmotic-pressure': 'safety',
  'surface-displacement': 'safety',
  'deep-displacement': 'safety',
};

/** The point types filed under a category, for the query that fills its list. */
export function pointTypesOf(category: WarnCategory): PointType[] {
  return (Object.keys(WARN_CATEGORY_OF) as PointType[]).filter((type) => WARN_CATEGORY_OF[type] === category);
}

export function readLanguage(value: string | undefined): ConsoleLanguage {
  return value === 'zh_TW' || value === 'en' ? value : 'zh_CN';
}

export function attributeName(type: string, language: ConsoleLanguage): string {
  return (LABELS as Record<string, Record<ConsoleLanguage, string>>)[type]?.[language] ?? type;
}
