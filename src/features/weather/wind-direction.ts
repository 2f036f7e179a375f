import type { TFunction } from 'i18next';

/** The compass point a wind blows from (degrees, 0 = north, clockwise), in the interface language. */
export function windDirectionLabel(t: TFunction, degrees: number): string {
  const sector = Math.round((((degrees % 360) + 360) % 360) / 45) % 8;
  switch (sector) {
    case 0:
      return t('weather.wind-direction.n');
    case 1:
      return t('weather.wind-direction.ne');
    case 2:
      return t('weather.wind-direction.e');
    case 3:
      return t('weather.wind-direction.se');
    case 4:
      return t('weather.wind-direction.s');
    case 5:
      return t('weather.wind-direction.sw');
    case 6:
      return t('weather.wind-direction.w');
    default:
      return t('weather.wind-direction.nw');
  }
}
