import { useEffect, useState } from 'react';

/** The server's time, ticking every second; `offsetMs` is the server's clock minus this one's (exams: clockOffset). */
export function useServerNow(offsetMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    if (!active) return;
    const id = window.setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => window.clearInterval(id);
  }, [offsetMs, active]);
  return now;
}
