/**
 * Apparent temperature (Steadman, as the Australian Bureau of Meteorology publishes it): air temperature adjusted for
 * humidity and wind, without the radiation term. `humidity` 0..1, `windKmh` at 10 m.
 */
export function apparentTemperature(temperature: number, humidity: number, windKmh: number): number {
  const vapourPressure = humidity * 6.105 * Math.exp((17.27 * temperature) / (237.7 + temperature));
  return temperature + 0.33 * vapourPressure - 0.7 * (windKmh / 3.6) - 4;
}
