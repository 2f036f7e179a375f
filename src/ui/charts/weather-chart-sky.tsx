import { theme } from 'antd';
import type { TFunction } from 'i18next';
import type { Skycon } from '../../../server/src/wire/weather';

/** What a sky code's icon is made of: a base picture, and drops, flakes or haze lines by intensity (1 light .. 4 storm). */
interface SkyParts {
  base: 'sun' | 'moon' | 'sun-cloud' | 'moon-cloud' | 'cloud' | 'haze' | 'fog' | 'dust' | 'sand' | 'wind';
  rain?: 1 | 2 | 3 | 4;
  snow?: 1 | 2 | 3 | 4;
  haze?: 1 | 2 | 3;
}

// A Record over the wire's Skycon type: a code added to the contract fails the typecheck here until it has an icon.
const SKY_PARTS: Record<Skycon, SkyParts> = {
  CLEAR_DAY: { base: 'sun' },
  CLEAR_NIGHT: { base: 'moon' },
  PARTLY_CLOUDY_DAY: { base: 'sun-cloud' },
  PARTLY_CLOUDY_NIGHT: { base: 'moon-cloud' },
  CLOUDY: { base: 'cloud' },
  LIGHT_HAZE: { base: 'haze', haze: 1 },
  MODERATE_HAZE: { base: 'haze', haze: 2 },
  HEAVY_HAZE: { base: 'haze', haze: 3 },
  LIGHT_RAIN: { base: 'cloud', rain: 1 },
  MODERATE_RAIN: { base: 'cloud', rain: 2 },
  HEAVY_RAIN: { base: 'cloud', rain: 3 },
  STORM_RAIN: { base: 'cloud', rain: 4 },
  FOG: { base: 'fog' },
  LIGHT_SNOW: { base: 'cloud', snow: 1 },
  MODERATE_SNOW: { base: 'cloud', snow: 2 },
  HEAVY_SNOW: { base: 'cloud', snow: 3 },
  STORM_SNOW: { base: 'cloud', snow: 4 },
  DUST: { base: 'dust' },
  SAND: { base: 'sand' },
  WIND: { base: 'wind' },
};

/** The sky code's label in the interface language (seeds/000 section 9); static keys so extraction sees them. */
export function skyLabel(t: TFunction, code: Skycon): string {
  switch (code) {
    case 'CLEAR_DAY':
      return t('weather.sky.clear-day');
    case 'CLEAR_NIGHT':
      return t('weather.sky.clear-night');
    case 'PARTLY_CLOUDY_DAY':
      return t('weather.sky.partly-cloudy-day');
    case 'PARTLY_CLOUDY_NIGHT':
      return t('weather.sky.partly-cloudy-night');
    case 'CLOUDY':
      return t('weather.sky.cloudy');
    case 'LIGHT_HAZE':
      return t('weather.sky.light-haze');
    case 'MODERATE_HAZE':
      return t('weather.sky.moderate-haze');
    case 'HEAVY_HAZE':
      return t('weather.sky.heavy-haze');
    case 'LIGHT_RAIN':
      return t('weather.sky.light-rain');
    case 'MODERATE_RAIN':
      return t('weather.sky.moderate-rain');
    case 'HEAVY_RAIN':
      return t('weather.sky.heavy-rain');
    case 'STORM_RAIN':
      return t('weather.sky.storm-rain');
    case 'FOG':
      return t('weather.sky.fog');
    case 'LIGHT_SNOW':
      return t('weather.sky.light-snow');
    case 'MODERATE_SNOW':
      return t('weather.sky.moderate-snow');
    case 'HEAVY_SNOW':
      return t('weather.sky.heavy-snow');
    case 'STORM_SNOW':
      return t('weather.sky.storm-snow');
    case 'DUST':
      return t('weather.sky.dust');
    case 'SAND':
      return t('weather.sky.sand');
    default:
      return t('weather.sky.wind');
  }
}

const CLOUD = 'M6.5 17h10a3.5 3.5 0 0 0 .4-7 5 5 0 0 0-9.6 1.2A3 3 0 0 0 6.5 17z';
const SMALL_CLOUD = 'M9.5 19h8a3 3 0 0 0 .3-6 4.2 4.2 0 0 0-8 1A2.6 2.6 0 0 0 9.5 19z';
const MOON = 'M15 3.5a7.5 7.5 0 1 0 5.5 12.6A6.5 6.5 0 0 1 15 3.5z';

interface SkyColours {
  sun: string;
  cloud: string;
  water: string;
  ground: string;
}

function Sun({ cx, cy, r, colour }: { cx: number; cy: number; r: number; colour: string }) {
  const rays = Array.from({ length: 8 }, (_, index) => {
    const angle = (index * Math.PI) / 4;
    const [inner, outer] = [r + 1.5, r + 3.5];
    return (
      <line
        key={index}
        x1={cx + Math.cos(angle) * inner}
        y1={cy + Math.sin(angle) * inner}
        x2={cx + Math.cos(angle) * outer}
        y2={cy + Math.sin(angle) * outer}
      />
    );
  });
  return (
    <g stroke={colour} strokeWidth={1.5} strokeLinecap="round">
      <circle cx={cx} cy={cy} r={r} fill={colour} />
      {rays}
    </g>
  );
}

function Base({ parts, colours }: { parts: SkyParts; colours: SkyColours }) {
  const cloud = <path d={CLOUD} fill={colours.cloud} />;
  switch (parts.base) {
    case 'sun':
      return <Sun cx={12} cy={12} r={5} colour={colours.sun} />;
    case 'moon':
      return <path d={MOON} fill={colours.sun} />;
    case 'sun-cloud':
      return (
        <>
          <Sun cx={9} cy={9} r={4} colour={colours.sun} />
          <path d={SMALL_CLOUD} fill={colours.cloud} />
        </>
      );
    case 'moon-cloud':
      return (
        <>
          <path d={MOON} fill={colours.sun} transform="translate(-4 -2) scale(0.8)" />
          <path d={SMALL_CLOUD} fill={colours.cloud} />
        </>
      );
    case 'cloud':
      return parts.rain || parts.snow ? <g transform="translate(0 -3)">{cloud}</g> : cloud;
    case 'haze':
      // Haze has no day and night code: a veiled disc, neither sun nor moon.
      return <circle cx={12} cy={9} r={5} fill={colours.cloud} opacity={0.6} />;
    case 'fog':
      return (
        <g stroke={colours.cloud} strokeWidth={2} strokeLinecap="round">
          <line x1={4} y1={8} x2={20} y2={8} />
          <line x1={6} y1={12} x2={18} y2={12} />
          <line x1={4} y1={16} x2={20} y2={16} />
        </g>
      );
    case 'dust':
      return (
        <g fill={colours.ground}>
          {[5, 10, 15, 20].flatMap((x, column) =>
            [7, 12, 17].map((y) => <circle key={`${x}-${y}`} cx={x - (column % 2)} cy={y + (column % 2)} r={1.3} />),
          )}
        </g>
      );
    case 'sand':
      return (
        <g stroke={colours.ground} strokeWidth={1.8} strokeLinecap="round" fill="none">
          <path d="M3 9c3-2 5 2 8 0s5 2 8 0" />
          <path d="M3 14c3-2 5 2 8 0s5 2 8 0" />
          <path d="M5 19c3-2 5 2 8 0s5 2 8 0" />
        </g>
      );
    default:
      return (
        <g stroke={colours.cloud} strokeWidth={1.8} strokeLinecap="round" fill="none">
          <path d="M3 9h12a3 3 0 1 0-3-3" />
          <path d="M3 13h16a3 3 0 1 1-3 3" />
          <path d="M3 17h7" />
        </g>
      );
  }
}

function Extras({ parts, colours }: { parts: SkyParts; colours: SkyColours }) {
  const slots = [8, 12, 16, 10];
  if (parts.rain) {
    return (
      <g stroke={colours.water} strokeWidth={1.6} strokeLinecap="round">
        {slots.slice(0, Math.min(parts.rain, 3)).map((x) => (
          <line key={x} x1={x} y1={17} x2={x - 1.5} y2={21} />
        ))}
        {parts.rain === 4 && <path d="M14 15l-2 4h3l-2 4" stroke={colours.sun} fill="none" />}
      </g>
    );
  }
  if (parts.snow) {
    return (
      <g fill={colours.water}>
        {slots.slice(0, parts.snow).map((x, index) => (
          <circle key={x} cx={x} cy={index === 3 ? 21.5 : 18.5} r={1.4} />
        ))}
      </g>
    );
  }
  if (parts.haze) {
    return (
      <g stroke={colours.cloud} strokeWidth={1.6} strokeLinecap="round">
        {[15, 18, 21].slice(0, parts.haze).map((y) => (
          <line key={y} x1={5} y1={y} x2={19} y2={y} />
        ))}
      </g>
    );
  }
  return null;
}

/** The sky code drawn in a 24 x 24 box as SVG content, to place inside a chart's SVG (translate and scale it there). */
export function SkyGlyph({ code }: { code: Skycon }) {
  const { token } = theme.useToken();
  const colours: SkyColours = {
    sun: token.colorWarning,
    cloud: token.colorTextTertiary,
    water: token.colorInfo,
    ground: token.colorWarningText,
  };
  const parts = SKY_PARTS[code];
  return (
    <g data-sky={code}>
      <Base parts={parts} colours={colours} />
      <Extras parts={parts} colours={colours} />
    </g>
  );
}

/** The sky code's icon on its own, labelled for screen readers with the sky's name. */
export function SkyIcon({ code, label, size = 24 }: { code: Skycon; label: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={label} style={{ flex: 'none', verticalAlign: 'middle' }}>
      <title>{label}</title>
      <SkyGlyph code={code} />
    </svg>
  );
}
