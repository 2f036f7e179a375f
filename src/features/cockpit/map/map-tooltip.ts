import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { AlarmDto } from '../../../../server/src/wire/alarm';
import type { MapPointDatum } from './map-point-data';

function levelName(t: TFunction, severity: AlarmDto['severity']): string {
  switch (severity) {
    case 1:
      return t('map.level.level-1');
    case 2:
      return t('map.level.level-2');
    case 3:
      return t('map.level.level-3');
    default:
      return t('map.level.level-4');
  }
}

const formatValue = (value: number) => (Math.abs(value) >= 1000 ? value.toFixed(0) : Number(value.toPrecision(4)).toString());

/** A point's tooltip, one fact a line: its name, its alarm, its newest reading and when, and what a click does. */
export function describeMapPoint(t: TFunction, point: MapPointDatum): string {
  const lines = [point.name];
  if (point.severity !== null) {
    const alarm = t('map.tooltip.alarm', { level: levelName(t, point.severity) });
    lines.push(point.pulsing ? `${alarm} · ${t('map.tooltip.unacknowledged')}` : alarm);
  }
  lines.push(
    point.reading
      ? t('map.tooltip.reading', {
          value: formatValue(point.reading.value),
          unit: point.reading.unit,
          time: dayjs(point.reading.ts).format('MM-DD HH:mm'),
        })
      : t('map.tooltip.no-reading'),
  );
  lines.push(t('map.tooltip.open'));
  return lines.join('\n');
}
