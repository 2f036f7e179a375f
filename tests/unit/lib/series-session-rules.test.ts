import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerFeedbackSink, type FeedbackSink } from '../../../src/lib/feedback';
import { changeLanguage, i18n } from '../../../src/lib/i18n';
import { seriesErrorText } from '../../../src/lib/series/series-error-text';
import { withSessionRules } from '../../../src/lib/series/session-rules';
import { sessionStore, type SessionEnd } from '../../../src/lib/session-store';
import { SeriesError, type SeriesFailure } from '../../../workers/series-error';
import type { SeriesSource } from '../../../workers/series-types';
import { resetState } from '../support/reset-state';

let sink: { [K in keyof FeedbackSink]: ReturnType<typeof vi.fn<FeedbackSink[K]>> };
let unregister: () => void;
let ends: SessionEnd[];
let unsubscribeEnds: () => void;

beforeEach(async () => {
  await resetState();
  sink = { warning: vi.fn<FeedbackSink['warning']>(), error: vi.fn<FeedbackSink['error']>(), success: vi.fn<FeedbackSink['success']>() };
  unregister = registerFeedbackSink(sink);
  ends = [];
  const subscription = sessionStore.ends.subscribe((end) => ends.push(end));
  unsubscribeEnds = () => subscription.unsubscribe();
  window.history.replaceState(null, '', '/monitoring/seepage?point=mp-1');
});

afterEach(() => {
  unregister();
  unsubscribeEnds();
});

/** A series source whose loads fail as the worker reports it (SeriesError, rebuilt from plain data). */
function failingSource(failure: SeriesFailure): SeriesSource {
  const fail = () => Promise.reject(new SeriesError(failure));
  return { load: fail, aggregate: fail, append: fail, release: async () => undefined, dispose: () => undefined };
}

const REQUEST = { pointId: 'mp-1', from: 0, to: 1 };

// The series worker fetches without axios; its failures still go through the API client's one handler.
describe('series calls and the session rules', () => {
  it.each([
    { kind: 'business', code: 601 },
    { kind: 'http', code: 401 },
  ] as const)('a $kind $code ends the session once, as any API call does', async ({ kind, code }) => {
    sessionStore.setToken('bearer old');
    const source = withSessionRules(failingSource({ kind, code, msg: 'Signed in elsewhere' }));
    await expect(source.load(REQUEST)).rejects.toMatchObject({ code });
    await expect(source.aggregate('mp-1', { from: 0, to: 1, buckets: 1 })).rejects.toMatchObject({ code });
    expect(sessionStore.get().token).toBeNull();
    expect(ends).toEqual([{ to: '/login?redirect=%2Fmonitoring%2Fseepage%3Fpoint%3Dmp-1' }]);
    expect(sink.warning).toHaveBeenCalledOnce();
  });

  it('leaves 403 and 404 to the chart: typed, no toast, the session kept', async () => {
    sessionStore.setToken('bearer ok');
    const forbidden = await withSessionRules(failingSource({ kind: 'business', code: 403, msg: 'No access' }))
      .load(REQUEST)
      .catch((error: unknown) => error);
    const missing = await withSessionRules(failingSource({ kind: 'http', code: 404, msg: '' }))
      .load(REQUEST)
      .catch((error: unknown) => error);
    expect(forbidden).toBeInstanceOf(SeriesError);
    expect((forbidden as SeriesError).forbidden).toBe(true);
    expect((missing as SeriesError).notFound).toBe(true);
    expect(sessionStore.get().token).toBe('bearer ok');
    expect(ends).toEqual([]);
    expect(sink.warning).not.toHaveBeenCalled();
    expect(sink.error).not.toHaveBeenCalled();
  });
});

describe('seriesErrorText', () => {
  it('words a refusal and a missing point in the console language, otherwise the server message', async () => {
    await changeLanguage('en');
    const text = (failure: SeriesFailure) => seriesErrorText(new SeriesError(failure), i18n.t);
    expect(text({ kind: 'business', code: 403, msg: 'You are not a member of this project' })).toBe(
      "You do not have access to this point's readings",
    );
    expect(text({ kind: 'business', code: 404, msg: 'No such monitoring point' })).toBe('This monitoring point no longer exists');
    expect(text({ kind: 'business', code: 401, msg: 'The range is too long' })).toBe('The range is too long');
    expect(text({ kind: 'network', code: 0, msg: '' })).toBe('The readings could not be loaded');
    expect(seriesErrorText(null, i18n.t)).toBeNull();
  });
});
