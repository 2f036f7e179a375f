import { distinctUntilChanged, Observable } from 'rxjs';
import { sessionStore } from '../session-store';

/** The session token as an observable: the current token at once, then every change (null when signed out). */
export const sessionToken$: Observable<string | null> = new Observable<string | null>((subscriber) => {
  const emit = () => subscriber.next(sessionStore.get().token);
  emit();
  const unsubscribe = sessionStore.subscribe(emit);
  return () => {
    unsubscribe();
  };
}).pipe(distinctUntilChanged());
