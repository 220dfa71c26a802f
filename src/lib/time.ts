/**
 * Dates and times as the app writes them, formatted by hand: the browser's toLocaleDateString and
 * toLocaleTimeString build a formatter on every call (about 0.1 ms each), which a history of
 * 1,000 lines paid on every redraw, and load locale data on first use. Pure.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "3 Dec", or "3 Dec 2025" with the year. */
function dayMonth(date: Date, withYear: boolean): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]}${withYear ? ` ${date.getFullYear()}` : ''}`;
}

/** "21:14" (24-hour clock). */
export function clockTime(at: number): string {
  const date = new Date(at);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** "5 min ago", "yesterday", a date: when a session was last played. */
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
  return shortDate(then);
}

/** "12 Mar 2025": a day named in a message. */
export function shortDate(at: number): string {
  return dayMonth(new Date(at), true);
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A history line's time: "21:14" today, "3 Dec 21:14" on another day (with the year if not this one). */
export function entryTime(at: number, now = Date.now()): string {
  const then = new Date(at);
  const today = new Date(now);
  const time = clockTime(at);
  if (sameDay(then, today)) return time;
  return `${dayMonth(then, then.getFullYear() !== today.getFullYear())} ${time}`;
}
