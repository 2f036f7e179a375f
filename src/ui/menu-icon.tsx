import { useEffect, useState } from 'react';
import type * as MenuIconMap from './menu-icon-map';

/** `icon-ym icon-ym-home` / `HomeOutlined` / `home-outlined` -> `home`. */
export function normalizeIconName(icon: string): string {
  const last = icon.trim().split(/\s+/).at(-1) ?? '';
  return last
    .replace(/^(icon-ym-|ym-custom-|icon-)/i, '')
    .replace(/-?outlined$/i, '')
    .replace(/[-_]/g, '')
    .toLowerCase();
}

type IconMap = typeof MenuIconMap;

let iconMap: IconMap | null = null;
let loadingIconMap: Promise<IconMap> | null = null;

function loadIconMap(): Promise<IconMap> {
  loadingIconMap ??= import('./menu-icon-map').then((module) => (iconMap = module));
  return loadingIconMap;
}

/**
 * A menu's icon. The icons arrive in their own chunk right after the menu first draws; until then an empty box of the
 * icon's size keeps the text where it will stay.
 */
export function MenuIcon({ icon, type }: { icon: string | null | undefined; type: number }) {
  const [map, setMap] = useState(iconMap);
  useEffect(() => {
    if (map) return;
    let current = true;
    void loadIconMap().then((loaded) => {
      if (current) setMap(loaded);
    });
    return () => {
      current = false;
    };
  }, [map]);
  const Icon = map ? ((icon ? map.ICONS[normalizeIconName(icon)] : undefined) ?? map.BY_TYPE[type] ?? map.ICONS.appstore) : undefined;
  return Icon ? <Icon /> : <span className="anticon sluice-menu-icon-placeholder" aria-hidden />;
}
