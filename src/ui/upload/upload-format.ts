/** `1.5 MB`: sizes and speeds in the binary units a file manager shows. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** `1:05` or `1:02:05`: time left. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Size limit in bytes from the spec's "size in chosen unit". */
export function limitBytes(size: number, unit: 'KB' | 'MB' | 'GB'): number {
  return size * 1024 ** (unit === 'KB' ? 1 : unit === 'MB' ? 2 : 3);
}
