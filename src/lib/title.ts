import type { TFunction } from 'i18next';
import type { RouteMeta } from './route-meta';

/** The page part of the title: `routes.<name>` with the menu's fullName as fallback, or a fixed route's key. */
export function routeTitle(t: TFunction, meta: RouteMeta | null): string {
  if (!meta) return '';
  if (meta.titleKey) return t(meta.titleKey);
  // The key is built from the menu's enCode by design (contract section 3); routes.json supplies them.
  return t(`routes.${meta.name}`, { defaultValue: meta.title ?? meta.name });
}

/** Document title: the page title suffixed by the product title of the current language (spec 2.2). */
export function documentTitle(t: TFunction, meta: RouteMeta | null): string {
  const product = t('common.product.title');
  const page = routeTitle(t, meta);
  return page ? `${page} - ${product}` : product;
}
