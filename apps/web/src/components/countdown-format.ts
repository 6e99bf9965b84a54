/** Remaining time as `Nd HH:MM:SS`, `H:MM:SS` or `MM:SS`; never negative. */
export function formatRemaining(ms: number, daysLabel: (count: number) => string): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${daysLabel(days)} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(seconds)}`;
  return `${pad(minutes)}:${pad(seconds)}`;
}

/** Under a minute left: the moment dealers must act, shown in red. */
export const URGENT_MS = 60_000;
