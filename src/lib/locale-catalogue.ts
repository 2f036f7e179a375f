import { LANGUAGES, type Language } from './language';

export type Catalogue = Record<string, unknown>;

function isPlainObject(value: unknown): value is Catalogue {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Merges `source` into `target` recursively; later files win on a clash of leaves. */
export function deepMerge(target: Catalogue, source: Catalogue): Catalogue {
  const result: Catalogue = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = result[key];
    result[key] = isPlainObject(existing) && isPlainObject(value) ? deepMerge(existing, value) : value;
  }
  return result;
}

/**
 * Builds one translation catalogue per language from the files `locales/<lang>/<area>.json`
 * (each with the area as its single top-level key), keyed by their module path.
 */
export function buildCatalogues(files: Record<string, unknown>): Record<Language, Catalogue> {
  const catalogues = Object.fromEntries(LANGUAGES.map((language) => [language, {} as Catalogue])) as Record<Language, Catalogue>;
  for (const path of Object.keys(files).sort()) {
    const language = path.split('/').at(-2);
    const content = files[path];
    if (!language || !(LANGUAGES as readonly string[]).includes(language) || !isPlainObject(content)) continue;
    const lang = language as Language;
    catalogues[lang] = deepMerge(catalogues[lang], content);
  }
  return catalogues;
}

/** Every leaf key of a catalogue, dot-joined; the parity test compares these across languages. */
export function leafKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    isPlainObject(value) ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
