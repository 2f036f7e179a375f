import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Skycon, WeatherHour, WeatherNow } from '../../../server/src/wire/weather';
import { WeatherNowSummary } from '../../../src/features/weather/weather-now';
import { changeLanguage, i18n, loadCatalogue } from '../../../src/lib/i18n';
import { WeatherChart } from '../../../src/ui/charts/weather-chart';
import '../support/dom-setup';
import { chartHours, HOUR_MS } from '../../../src/ui/charts/weather-chart-data';
import { skyLabel } from '../../../src/ui/charts/weather-chart-sky';

const T0 = Date.UTC(2026, 10, 25, 0);
const ALL_SKIES: Skycon[] = [
  'CLEAR_DAY',
  'CLEAR_NIGHT',
  'PARTLY_CLOUDY_DAY',
  'PARTLY_CLOUDY_NIGHT',
  'CLOUDY',
  'LIGHT_HAZE',
  'MODERATE_HAZE',
  'HEAVY_HAZE',
  'LIGHT_RAIN',
  'MODERATE_RAIN',
  'HEAVY_RAIN',
  'STORM_RAIN',
  'FOG',
  'LIGHT_SNOW',
  'MODERATE_SNOW',
  'HEAVY_SNOW',
  'STORM_SNOW',
  'DUST',
  'SAND',
  'WIND',
];

/** `count` hours from T0: 10 °C rising a degree an hour, rain only where `rain` says (mm/h by hour index). */
function forecast(count: number, rain: Record<number, number> = {}): WeatherHour[] {
  return Array.from({ length: count }, (_, index) => ({
    hour: T0 + index * HOUR_MS,
    temperature: 10 + index,
    precipitation: rain[index] ?? 0,
    skycon: rain[index] ? 'MODERATE_RAIN' : 'CLOUDY',
  }));
}

beforeAll(async () => {
  await Promise.all((['zh-CN', 'zh-TW', 'en'] as const).map((language) => loadCatalogue(language, 'console')));
  await changeLanguage('en');
});

describe('weather chart rules', () => {
  it('draws 24 hourly slots in time order, whatever order and length the forecast comes in', () => {
    const hours = forecast(30).reverse();
    render(<WeatherChart hours={hours} />);
    const slots = screen.getAllByTestId('weather-hour');
    expect(slots).toHaveLength(24);
    expect(slots.map((slot) => Number(slot.dataset.hour))).toEqual(forecast(24).map((hour) => hour.hour));
  });

  it('keeps one entry per hour and leaves an hour without numbers out instead of drawing it as zero', () => {
    const hours = [...forecast(3), { ...forecast(1)[0]!, temperature: 99 }, { ...forecast(4)[3]!, temperature: Number.NaN }];
    expect(chartHours(hours).map((hour) => hour.temperature)).toEqual([10, 11, 12]);
  });

  it('draws a precipitation bar for each wet hour, its height in proportion to the millimetres', () => {
    render(<WeatherChart hours={forecast(24, { 3: 2, 4: 4, 10: 0.5 })} />);
    const bars = screen.getAllByTestId('weather-bar');
    expect(bars.map((bar) => Number(bar.dataset.precipitation))).toEqual([2, 4, 0.5]);
    const [two, four] = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(four).toBeCloseTo(2 * two!, 5);
  });

  it('draws the temperature as one line through every hour, with °C and mm axes', () => {
    const { container } = render(<WeatherChart hours={forecast(24, { 5: 1 })} />);
    const line = screen.getByTestId('weather-temperature').getAttribute('d') ?? '';
    expect(line.match(/[ML]/g)).toHaveLength(24);
    expect(container.textContent).toContain('°C');
    expect(container.textContent).toContain('mm');
  });

  it('names each hour’s sky, temperature and precipitation', () => {
    const { container } = render(<WeatherChart hours={forecast(24, { 2: 1.5 })} />);
    const titles = [...container.querySelectorAll('[data-testid="weather-hour"] title')].map((title) => title.textContent);
    expect(titles[2]).toContain('Moderate rain');
    expect(titles[2]).toContain('12.0 °C');
    expect(titles[2]).toContain('1.5 mm');
    expect(container.querySelectorAll('[data-sky]').length).toBeGreaterThan(0);
  });

  it('says so when there is no hourly forecast', () => {
    render(<WeatherChart hours={[]} />);
    expect(screen.queryByTestId('weather-hour')).toBeNull();
    expect(screen.getAllByText('No data').length).toBeGreaterThan(0);
  });
});

describe('sky labels', () => {
  const EXPECTED: Record<'zh-CN' | 'zh-TW' | 'en', Partial<Record<Skycon, string>>> = {
    'zh-CN': { CLEAR_DAY: '晴', CLOUDY: '阴', HEAVY_HAZE: '重度雾霾', STORM_RAIN: '暴雨', LIGHT_SNOW: '小雪', DUST: '浮尘', WIND: '大风' },
    'zh-TW': { CLEAR_DAY: '晴', CLOUDY: '陰', HEAVY_HAZE: '重度霧霾', STORM_RAIN: '暴雨', LIGHT_SNOW: '小雪', DUST: '浮塵', WIND: '大風' },
    en: {
      CLEAR_DAY: 'Clear',
      CLOUDY: 'Cloudy',
      HEAVY_HAZE: 'Heavy haze',
      STORM_RAIN: 'Rainstorm',
      LIGHT_SNOW: 'Light snow',
      DUST: 'Dust',
      WIND: 'Strong wind',
    },
  };

  it.each(Object.entries(EXPECTED))('gives every sky code its own label in %s', (language, expected) => {
    const t = i18n.getFixedT(language);
    const labels = ALL_SKIES.map((code) => skyLabel(t, code));
    for (const label of labels) expect(label).not.toMatch(/^weather\./);
    // Day and night of the same sky share a name in Caiyun's own list; every other code reads differently.
    expect(new Set(labels).size).toBeGreaterThanOrEqual(ALL_SKIES.length - 2);
    for (const [code, label] of Object.entries(expected)) expect(skyLabel(t, code as Skycon)).toBe(label);
  });
});

describe('<WeatherNowSummary>', () => {
  const weather: WeatherNow = {
    skycon: 'LIGHT_RAIN',
    temperature: 18.4,
    apparentTemperature: 16.6,
    humidity: 0.82,
    wind: { speed: 11.6, direction: 90 },
    forecastModelList: [],
    hourlyVoList: forecast(24),
    fetchedAt: T0,
    stale: false,
  };

  it('shows the temperature, apparent temperature, humidity and wind now', () => {
    render(<WeatherNowSummary weather={weather} now={T0} />);
    const text = screen.getByTestId('weather-now').textContent;
    expect(text).toContain('18 °C');
    expect(text).toContain('Light rain');
    expect(text).toContain('Feels like 17 °C');
    expect(text).toContain('Humidity 82%');
    expect(text).toContain('Wind E 12 km/h');
    expect(screen.queryByTestId('weather-stale')).toBeNull();
  });

  it('shows how old a stale forecast is', () => {
    render(<WeatherNowSummary weather={{ ...weather, stale: true }} now={T0 + 3 * HOUR_MS} />);
    expect(screen.getByTestId('weather-stale').textContent).toContain('3 hours ago');
  });
});
