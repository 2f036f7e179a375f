import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { seriesResyncs$ } from '../../../src/lib/series/live-series-readings';
import type { LiveStreams } from '../../../streams/create-live-streams';
import type { TopicMessage } from '../../../streams/socket/socket-types';

describe('seriesResyncs$', () => {
  it("hears the point topic's resyncs and the server's answer to joining it, not its events", () => {
    const topics: string[] = [];
    const messages = new Subject<TopicMessage>();
    const socket = {
      topic$: (topic: string) => {
        topics.push(topic);
        return messages;
      },
    };
    const live = { socket$: new BehaviorSubject(socket) } as unknown as Pick<LiveStreams, 'socket$'>;
    const heard: unknown[] = [];
    const subscription = seriesResyncs$(live, 'P1').subscribe((message) => heard.push((message as TopicMessage).kind));
    const topic = topics[0] ?? '';
    messages.next({ kind: 'event', topic, seq: 1, type: 'readings', payload: {}, ts: 0 });
    // Joined after the chart loaded: readings stored in between went to no one, so the chart mends from its newest.
    messages.next({ kind: 'subscribed', topic, seq: 1 });
    messages.next({ kind: 'resync', topic, seq: 5, reason: 'server' });
    messages.next({ kind: 'error', topic, code: 403, message: 'no' });
    expect(topics).toEqual(['monitoring/point/P1']);
    expect(heard).toEqual(['subscribed', 'resync']);
    subscription.unsubscribe();
  });
});
