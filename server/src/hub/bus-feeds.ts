import type { ServerBus, ServerBusEvents } from '../lib/server-bus';
import type { Hub } from './hub';
import { publishReadings } from './reading-feed';
import { TOPIC } from '../wire/hub';

/**
 * Connects the server bus to the topics: alarm changes to `alarms` and `alarms/<projectId>`, stored readings to the
 * monitoring topics, sound-and-light switches to `sound-light`. Returns the function that disconnects them.
 */
export function connectBusFeeds(bus: ServerBus, hub: Hub): () => void {
  const guard =
    <A extends unknown[]>(name: string, handler: (...args: A) => void) =>
    (...args: A) => {
      try {
        handler(...args);
      } catch (error) {
        // Bus listeners must not throw into the code that committed the change.
        hub.log.error({ err: error, event: name }, 'hub: feed failed');
      }
    };
  const onAlarm = guard<ServerBusEvents['alarm.changed']>('alarm.changed', ({ type, alarm }) => {
    hub.publish(TOPIC.alarmsAll, type, alarm, alarm.projectId);
    hub.publish(TOPIC.alarms(alarm.projectId), type, alarm, alarm.projectId);
  });
  const onReadings = guard<ServerBusEvents['readings.stored']>('readings.stored', (readings) => publishReadings(hub, readings));
  const onSoundLight = guard<ServerBusEvents['sound-light.changed']>('sound-light.changed', (state) => {
    hub.publish(TOPIC.soundLight, 'changed', state, state.projectId);
  });
  bus.on('alarm.changed', onAlarm);
  bus.on('readings.stored', onReadings);
  bus.on('sound-light.changed', onSoundLight);
  return () => {
    bus.off('alarm.changed', onAlarm);
    bus.off('readings.stored', onReadings);
    bus.off('sound-light.changed', onSoundLight);
  };
}
