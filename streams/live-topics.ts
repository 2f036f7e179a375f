import type { Observable } from 'rxjs';
import { distinctUntilChanged, EMPTY, filter, merge, share, switchMap, take, takeUntil } from 'rxjs';
import { TOPIC } from '../server/src/wire/hub';
import type { LiveSession } from './live-session';
import type { SocketService } from './socket/socket-service';
import type { TopicMessage } from './socket/socket-types';

/** The hub's answer to a topic this user may not follow. */
const FORBIDDEN = 403;

const isRefusal = (message: TopicMessage): boolean => message.kind === 'error' && message.code === FORBIDDEN;

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * Alarm pushes. `alarms` carries every project but the hub grants it to administrators only; anyone else
 * is refused (403) and then follows `alarms/<projectId>` of every project they can see, so a duty officer
 * still hears of an alarm within a second instead of at the next poll.
 */
export function alarmMessages$(socket: SocketService, projectIds$: Observable<readonly string[]>): Observable<TopicMessage> {
  const all$ = socket.topic$(TOPIC.alarmsAll).pipe(share());
  const refused$ = all$.pipe(filter(isRefusal), take(1));
  const perProject$ = refused$.pipe(
    switchMap(() => projectIds$),
    distinctUntilChanged(sameIds),
    switchMap((ids) => merge(...ids.map((id) => socket.topic$(TOPIC.alarms(id))))),
  );
  return merge(
    all$.pipe(
      takeUntil(refused$),
      filter((message) => !isRefusal(message)),
    ),
    perProject$,
  );
}

export interface LiveTopics {
  alarms$: Observable<TopicMessage>;
  soundLight$: Observable<TopicMessage>;
}

/** The topic streams several sources read, shared so each is joined once per socket. */
export function createLiveTopics(live$: Observable<LiveSession | null>, projectIds$: Observable<readonly string[]>): LiveTopics {
  const onSocket = (pick: (socket: SocketService) => Observable<TopicMessage>) =>
    live$.pipe(
      switchMap((live) => (live ? pick(live.socket) : EMPTY)),
      share(),
    );
  return {
    alarms$: onSocket((socket) => alarmMessages$(socket, projectIds$)),
    soundLight$: onSocket((socket) => socket.topic$(TOPIC.soundLight)),
  };
}
