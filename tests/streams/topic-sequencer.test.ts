import { describe, expect, it } from 'vitest';
import type { TopicEvent } from '../../streams/socket/socket-types';
import { MAX_PENDING_EVENTS, TopicSequencer } from '../../streams/socket/topic-sequencer';

const ev = (seq: number): TopicEvent => ({ kind: 'event', topic: 'alarms', seq, type: 'updated', payload: { seq }, ts: seq });
const seqs = (events: TopicEvent[]) => events.map((e) => e.seq);

describe('TopicSequencer', () => {
  it('takes the first event as the baseline and then delivers consecutive events', () => {
    const s = new TopicSequencer();
    expect(seqs(s.accept(ev(41)).emit)).toEqual([41]);
    expect(seqs(s.accept(ev(42)).emit)).toEqual([42]);
    expect(s.last).toBe(42);
  });

  it('drops duplicates and replays at or below the last seq', () => {
    const s = new TopicSequencer();
    s.accept(ev(1));
    s.accept(ev(2));
    expect(s.accept(ev(2)).emit).toEqual([]);
    expect(s.accept(ev(1)).emit).toEqual([]);
    expect(s.last).toBe(2);
  });

  it('holds events behind a gap, asks for one replay, and releases them in order when the gap fills', () => {
    const s = new TopicSequencer();
    s.accept(ev(1));
    const gap = s.accept(ev(4));
    expect(gap).toEqual({ emit: [], requestReplay: true, overflow: false });
    expect(s.accept(ev(5)).requestReplay).toBe(false);
    expect(seqs(s.accept(ev(2)).emit)).toEqual([2]);
    expect(seqs(s.accept(ev(3)).emit)).toEqual([3, 4, 5]);
    // The replay repeats 4 and 5: not delivered twice.
    expect(s.accept(ev(4)).emit).toEqual([]);
    expect(s.accept(ev(5)).emit).toEqual([]);
    expect(seqs(s.accept(ev(6)).emit)).toEqual([6]);
  });

  it('asks again for a new gap once the previous one has been filled', () => {
    const s = new TopicSequencer();
    s.accept(ev(1));
    expect(s.accept(ev(3)).requestReplay).toBe(true);
    s.accept(ev(2));
    expect(s.accept(ev(6)).requestReplay).toBe(true);
  });

  it('gives up and reports an overflow when too many events wait behind a gap', () => {
    const s = new TopicSequencer();
    s.accept(ev(1));
    let result = s.accept(ev(3));
    for (let seq = 4; seq <= MAX_PENDING_EVENTS + 3; seq += 1) result = s.accept(ev(seq));
    expect(result.overflow).toBe(true);
    expect(s.last).toBe(MAX_PENDING_EVENTS + 3);
    expect(seqs(s.accept(ev(MAX_PENDING_EVENTS + 4)).emit)).toEqual([MAX_PENDING_EVENTS + 4]);
  });

  it('restarts from the seq a resync names, or from the next event when none is named', () => {
    const s = new TopicSequencer();
    s.accept(ev(1));
    s.accept(ev(5));
    s.reset(10);
    expect(s.accept(ev(10)).emit).toEqual([]);
    expect(seqs(s.accept(ev(11)).emit)).toEqual([11]);
    s.reset(null);
    expect(seqs(s.accept(ev(3)).emit)).toEqual([3]);
  });
});
