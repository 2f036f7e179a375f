import { startTransition, useEffect, useState } from 'react';

/**
 * False in the commit that mounts the caller, true in a render of its own right after (a transition, which React
 * renders in slices between the browser's frames). For a part of a page that may come a moment later, so that the
 * page's mount is two commits instead of one long task.
 */
export function useAfterMount(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
