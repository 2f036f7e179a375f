import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';

// The part of a Caiyun v2.6 `weather` answer (https://docs.caiyunapp.com/weather-api/v2/v2.6/) Sluice reads. Other
// fields pass unchecked; a missing or mistyped one here fails the check, and the cache keeps the last good forecast.

const TIMED_NUMBER = Type.Object({ datetime: Type.String(), value: Type.Number() });
const TIMED_TEXT = Type.Object({ datetime: Type.String(), value: Type.String() });
const DAILY_RANGE = Type.Object({ date: Type.String(), max: Type.Number(), min: Type.Number(), avg: Type.Number() });
const WIND = Type.Object({ speed: Type.Number(), direction: Type.Number() });

export const CAIYUN_RESPONSE = Type.Object({
  status: Type.Literal('ok'),
  result: Type.Object({
    realtime: Type.Object({
      temperature: Type.Number(),
      apparent_temperature: Type.Number(),
      /** 0..1. */
      humidity: Type.Number(),
      skycon: Type.String(),
      /** km/h (metric units). */
      wind: WIND,
    }),
    hourly: Type.Object({
      /** mm/h (metric units: an intensity). */
      precipitation: Type.Array(TIMED_NUMBER),
      temperature: Type.Array(TIMED_NUMBER),
      skycon: Type.Array(TIMED_TEXT),
    }),
    daily: Type.Object({
      temperature: Type.Array(DAILY_RANGE),
      /** mm/h over the day (metric units): `avg` times 24 is the day's total. */
      precipitation: Type.Array(DAILY_RANGE),
      humidity: Type.Array(DAILY_RANGE),
      wind: Type.Array(Type.Object({ date: Type.String(), avg: WIND })),
      skycon: Type.Array(Type.Object({ date: Type.String(), value: Type.String() })),
    }),
  }),
});
export type CaiyunResponse = Static<typeof CAIYUN_RESPONSE>;

export const CAIYUN_RESPONSE_CHECK = Compile(CAIYUN_RESPONSE);
