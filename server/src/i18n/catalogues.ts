import EN from '../../locales/en.json';
import ZH_CN from '../../locales/zh-CN.json';
import ZH_TW from '../../locales/zh-TW.json';
import type { ServerLanguage } from './languages';

/** The zh-CN catalogue's shape is the reference: the key types below come from it. */
export type Catalogue = typeof ZH_CN;

/** Typed on zh-CN's shape, so a key missing from zh-TW or en fails the type check before the catalogue test runs. */
export const CATALOGUES: Record<ServerLanguage, Catalogue> = { 'zh-CN': ZH_CN, 'zh-TW': ZH_TW, en: EN };

/** Dotted paths of every text in a catalogue subtree: `sign-in.enter-account`. */
export type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = LeafKeys<Catalogue>;

/** The top-level areas of the catalogue (`sign-in`, `users`, `request`, `validation`). */
export type Area = keyof Catalogue;

export type AreaKey<A extends Area> = LeafKeys<Catalogue[A]>;

export type MessageParams = Readonly<Record<string, string | number>>;
