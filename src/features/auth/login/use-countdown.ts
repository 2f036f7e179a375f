import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown (0 when idle) and a function to start it. */
export function useCountdown(): [left: number, start: (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1_000);
    return () => window.clearInterval(timer);
  }, [running]);
  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return [left, start];
}
