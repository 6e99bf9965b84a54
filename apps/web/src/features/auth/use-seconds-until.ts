import { useEffect, useState } from 'react';
import { serverNow } from '../../lib/server-clock';

const secondsLeft = (target: number) => Math.max(0, Math.ceil((target - serverNow()) / 1000));

/**
 * Whole seconds until `target` (epoch ms, server time), counting down once a second and stopping
 * at 0. Server time, as the server decides when another code may be sent.
 */
export function useSecondsUntil(target: number): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(target));
  useEffect(() => {
    setSeconds(secondsLeft(target));
    const timer = setInterval(() => {
      const left = secondsLeft(target);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);
  return seconds;
}

/** `m:ss`, as a short wait reads on a phone. */
export function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
