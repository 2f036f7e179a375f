import { zoneOffsetMs } from './zone-offset';
import { apparentTemperature } from './apparent-temperature';
import { dayClimate, diurnalShape, rainShare, randomFor, type DayClimate } from './embedded-climate';
import {
  FORECAST_DAYS,
  FORECAST_HOURS,
  type Forecast,
  type ForecastDay,
  type ForecastHour,
  type ForecastNow,
  type WeatherPlace,
  type WeatherProvider,
} from './forecast';
import { skyconOf } from './skycon-rules';
import { sunTimes } from './sun-times';

// The default provider: no network, no key. A deterministic forecast for any place and time (embedded-climate.ts),
// so a demo, a test or an air-gapped site still sees plausible weather with its diurnal curve and rain events.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// `+ 0` turns -0 into 0: a forecast reading "-0 °C" looks like a bug.
const round1 = (value: number) => Math.round(value * 10) / 10 + 0;
const round2 = (value: number) => Math.round(value * 100) / 100 + 0;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A local calendar day: its date text, day of year, and the epoch ms of its local midnight. */
interface LocalDay {
  date: string;
  dayOfYear: number;
  /** Midnight as a wall clock read as UTC, ms: add hours and subtract the offset to get epoch ms. */
  wallMidnight: number;
}

function localDayOf(wall: number): LocalDay {
  const midnight = Math.floor(wall / DAY_MS) * DAY_MS;
  const yearStart = Date.UTC(new Date(midnight).getUTCFullYear(), 0, 1);
  return { date: new Date(midnight).toISOString().slice(0, 10), dayOfYear: (midnight - yearStart) / DAY_MS + 1, wallMidnight: midnight };
}

const dateText = (wall: number) => new Date(wall).toISOString().slice(0, 10);

interface HourConditions extends ForecastNow {
  precipitation: number;
}

/** One forecast's worth of days at one place, each computed once. */
class PlaceWeather {
  private readonly days = new Map<string, DayClimate>();

  constructor(private readonly place: WeatherPlace) {}

  climate(day: LocalDay): DayClimate {
    let climate = this.days.get(day.date);
    if (!climate) {
      const { latitude, longitude } = this.place;
      const neighbours: [string, string] = [dateText(day.wallMidnight - DAY_MS), dateText(day.wallMidnight + DAY_MS)];
      climate = dayClimate(latitude, longitude, day.date, day.dayOfYear, neighbours);
      this.days.set(day.date, climate);
    }
    return climate;
  }

  /** The weather of the hour starting at epoch ms `hourStart`. */
  hour(hourStart: number): HourConditions {
    const offsetMs = zoneOffsetMs(this.place.timeZone, hourStart);
    const wall = hourStart + offsetMs;
    const day = localDayOf(wall);
    const localHour = (wall - day.wallMidnight) / HOUR_MS;
    const climate = this.climate(day);
    const { latitude, longitude } = this.place;
    const jitter = randomFor(latitude, longitude, day.date, `hour-${localHour}`);
    const shape = diurnalShape(localHour + 0.5);
    // Each day's mean and range hold at its noon and blend into the neighbour's towards midnight, so the curve has no
    // step where one day's weather hands over to the next.
    const neighbour = this.climate(localDayOf(day.wallMidnight + (localHour < 12 ? -1 : 1) * DAY_MS + 12 * HOUR_MS));
    const towardsNeighbour = Math.abs(localHour + 0.5 - 12) / 24;
    const blend = (own: number, other: number) => own * (1 - towardsNeighbour) + other * towardsNeighbour;
    const temperature =
      blend(climate.meanTemperature, neighbour.meanTemperature) + (blend(climate.diurnalRange, neighbour.diurnalRange) / 2) * shape;
    const precipitation = round1(climate.rainTotal * rainShare(localHour - climate.rainStart, climate.rainHours));
    const cloud = precipitation > 0 ? Math.max(climate.cloud, 0.85) : clamp(climate.cloud + (jitter() - 0.5) * 0.2, 0, 1);
    // Air is dampest at dawn and driest mid-afternoon, and near saturation in rain.
    const humidity = clamp(climate.humidityBase - 0.15 * shape + (precipitation > 0 ? 0.12 : 0), 0.2, 0.99);
    // Wind picks up in the afternoon's mixing and drops at night.
    const windSpeed = climate.windMean * (0.75 + 0.25 * (shape + 1)) * (0.9 + jitter() * 0.2);
    const windDirection = (climate.windDirection + (jitter() - 0.5) * 30 + 360) % 360;
    const sun = sunTimes(latitude, longitude, offsetMs / HOUR_MS, day.dayOfYear);
    const isDay = localHour + 0.5 >= sun.sunrise && localHour + 0.5 < sun.sunset;
    return {
      skycon: skyconOf({ precipitation, temperature, cloud, isDay, hazy: climate.hazy, per: 'hour' }),
      temperature: round1(temperature),
      apparentTemperature: round1(apparentTemperature(temperature, humidity, windSpeed)),
      humidity: round2(humidity),
      windSpeed: round1(windSpeed),
      windDirection: Math.round(windDirection),
      precipitation,
    };
  }

  /** The summary of the local day containing epoch ms `at`. */
  daySummary(at: number): ForecastDay {
    const day = localDayOf(at + zoneOffsetMs(this.place.timeZone, at));
    const climate = this.climate(day);
    // The offset at midnight itself, which a daylight-saving change may make differ from the one at `at`.
    const midnight = day.wallMidnight - zoneOffsetMs(this.place.timeZone, day.wallMidnight - zoneOffsetMs(this.place.timeZone, at));
    const hours = Array.from({ length: 24 }, (_, n) => this.hour(midnight + n * HOUR_MS));
    const temperatures = hours.map((hour) => hour.temperature);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const precipitation = round1(hours.reduce((sum, hour) => sum + hour.precipitation, 0));
    return {
      date: day.date,
      skycon: skyconOf({
        precipitation,
        temperature: climate.meanTemperature,
        cloud: climate.cloud,
        isDay: true,
        hazy: climate.hazy,
        per: 'day',
      }),
      minTemperature: Math.min(...temperatures),
      maxTemperature: Math.max(...temperatures),
      precipitation,
      humidity: round2(mean(hours.map((hour) => hour.humidity))),
      windSpeed: round1(mean(hours.map((hour) => hour.windSpeed))),
    };
  }
}

export class EmbeddedWeatherProvider implements WeatherProvider {
  readonly name = 'embedded';

  async forecast(place: WeatherPlace, now: number): Promise<Forecast> {
    const weather = new PlaceWeather(place);
    const firstHour = Math.floor(now / HOUR_MS) * HOUR_MS;
    const hourly: ForecastHour[] = Array.from({ length: FORECAST_HOURS }, (_, n) => {
      const hour = firstHour + n * HOUR_MS;
      const { temperature, precipitation, skycon } = weather.hour(hour);
      return { hour, temperature, precipitation, skycon };
    });
    const { precipitation: _, ...current } = weather.hour(firstHour);
    const daily = Array.from({ length: FORECAST_DAYS }, (_, n) => weather.daySummary(now + n * DAY_MS));
    return { now: current, hourly, daily };
  }
}
