/** "5 min ago", "yesterday", a date: when a session was last played. Pure. */
export function relativeTime(then: number, now = Date.now()): string {
  const seconds = Math.round((now - then) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return new Date(then).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "12 Mar 2025": a day named in a message. */
export function shortDate(at: number): string {
  return new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A history line's time: "21:14" today, "3 Dec 21:14" on another day (with the year if not this one). Pure. */
export function entryTime(at: number, now = Date.now()): string {
  const then = new Date(at);
  const today = new Date(now);
  const time = then.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (sameDay(then, today)) return time;
  const date = then.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', ...(then.getFullYear() === today.getFullYear() ? {} : { year: 'numeric' }) });
  return `${date} ${time}`;
}
