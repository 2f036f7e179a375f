import { APP_CONFIG } from '../config/app-config';
import { isLanguage, type Language } from './language';
import { LAYOUT_TYPES, type LayoutType } from './layout-type';
import type { SiteConfig } from '../../server/src/wire/site-config';

/** A stored setting: its default and a check that turns any stored value into a valid one or nothing. */
interface SettingSpec<T> {
  fallback: T;
  parse: (raw: unknown) => T | undefined;
}

const text = (raw: unknown) => (typeof raw === 'string' && raw !== '' ? raw : undefined);
const flag = (raw: unknown) => (typeof raw === 'boolean' ? raw : undefined);
const zeroOne = (raw: unknown) => (raw === 0 || raw === 1 ? raw : raw === '0' || raw === '1' ? (Number(raw) as 0 | 1) : undefined);
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: unknown) =>
    typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
const plainObject = (raw: unknown) => (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : undefined);

function spec<T>(fallback: T, parse: (raw: unknown) => T | undefined): SettingSpec<T> {
  return { fallback, parse };
}

/** Every local setting of spec section 3 with its default. */
const SETTINGS = {
  token: spec<string | null>(null, text),
  lock: spec<0 | 1>(0, zeroOne),
  language: spec<Language | null>(null, (raw) => (isLanguage(raw) ? raw : undefined)),
  layoutType: spec<LayoutType>('classic', oneOf(LAYOUT_TYPES)),
  themeClass: spec<'light' | 'dark'>('light', oneOf(['light', 'dark'] as const)),
  /** Theme colour name of the settings drawer (spec 2.7); blue is #1890ff. */
  theme: spec<string>('blue', text),
  tagsView: spec(true, flag),
  tagsIcon: spec(true, flag),
  showLanguage: spec(true, flag),
  showSearch: spec(true, flag),
  useCache: spec(true, flag),
  fixedHeader: spec(true, flag),
  sidebarLogo: spec(true, flag),
  /** Sidebar opened (1) or closed (0). */
  sidebarStatus: spec<0 | 1>(1, zeroOne),
  /** '1' light menu, anything else dark. */
  menuStyle: spec<string>('1', text),
  sysConfig: spec<SiteConfig | null>(null, (raw) => plainObject(raw) as SiteConfig | undefined),
  loginNeedCode: spec(false, flag),
} satisfies Record<string, SettingSpec<unknown>>;

type Specs = typeof SETTINGS;
export type SettingKey = keyof Specs;
export type SettingValue<K extends SettingKey> = Specs[K]['fallback'];

const cache = new Map<SettingKey, unknown>();
const listeners = new Set<(key: SettingKey) => void>();

function storageKey(key: SettingKey): string {
  return APP_CONFIG.storagePrefix + key;
}

function store(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Private modes and sandboxed frames may refuse storage; settings then live for the page only.
    return undefined;
  }
}

function readRaw<K extends SettingKey>(key: K): SettingValue<K> {
  const setting = SETTINGS[key] as SettingSpec<SettingValue<K>>;
  let raw: string | null;
  try {
    raw = store()?.getItem(storageKey(key)) ?? null;
  } catch {
    return setting.fallback;
  }
  if (raw === null) return setting.fallback;
  try {
    return setting.parse(JSON.parse(raw)) ?? setting.fallback;
  } catch {
    return setting.fallback;
  }
}

/** Reads a local setting; a missing, corrupt or unknown stored value gives the default. Never throws. */
export function getSetting<K extends SettingKey>(key: K): SettingValue<K> {
  if (!cache.has(key)) cache.set(key, readRaw(key));
  return cache.get(key) as SettingValue<K>;
}

/** Stores a local setting and tells subscribers. */
export function setSetting<K extends SettingKey>(key: K, value: SettingValue<K>): void {
  cache.set(key, value);
  try {
    store()?.setItem(storageKey(key), JSON.stringify(value));
  } catch {
    // Quota or refusal: the in-memory value still applies for this page.
  }
  notify(key);
}

/** Removes a local setting; reads give the default again. */
export function removeSetting(key: SettingKey): void {
  cache.delete(key);
  try {
    store()?.removeItem(storageKey(key));
  } catch {
    // Nothing stored to remove.
  }
  notify(key);
}

export function subscribeSettings(listener: (key: SettingKey) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(key: SettingKey): void {
  for (const listener of listeners) listener(key);
}

function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

/** Forgets cached values so the next read goes to storage; for tests and other tabs' writes. */
export function resetSettingsCache(): void {
  cache.clear();
}

if (typeof window !== 'undefined') {
  // Another tab signed out or changed a setting: drop the cached copy so this tab follows.
  window.addEventListener('storage', (event) => {
    if (!event.key?.startsWith(APP_CONFIG.storagePrefix)) return;
    const key = event.key.slice(APP_CONFIG.storagePrefix.length);
    if (!isSettingKey(key)) return;
    cache.delete(key);
    notify(key);
  });
}
