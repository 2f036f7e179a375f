// Sunrise and sunset from the solar declination (the textbook approximation, within minutes away from the poles):
// good enough to tell CLEAR_DAY from CLEAR_NIGHT.

const DEGREE = Math.PI / 180;

/** Local clock hours (0..24, fractional) of sunrise and sunset on day-of-year `dayOfYear`. */
export function sunTimes(
  latitude: number,
  longitude: number,
  utcOffsetHours: number,
  dayOfYear: number,
): { sunrise: number; sunset: number } {
  const declination = 23.44 * DEGREE * Math.sin((2 * Math.PI * (284 + dayOfYear)) / 365);
  const cosHourAngle = -Math.tan(latitude * DEGREE) * Math.tan(declination);
  // Polar day or night: the sun never sets (cos < -1) or never rises (cos > 1).
  const hourAngle = Math.acos(Math.min(1, Math.max(-1, cosHourAngle))) / DEGREE;
  const halfDay = hourAngle / 15;
  // The zone's clock runs ahead of the sun by the distance from its standard meridian.
  const solarNoon = 12 + utcOffsetHours - longitude / 15;
  return { sunrise: solarNoon - halfDay, sunset: solarNoon + halfDay };
}
