/**
 * The person's file name with the upload's timestamp before its extension (spec 001 section 9: "uploaded file names
 * get a timestamp suffix"), so two uploads of `report.pdf` download as different names. Path separators and control
 * characters become `_`: the name is only ever a download's Content-Disposition, but a saved file should not surprise.
 */
export function timestampedName(fileName: string, at: number): string {
  const clean =
    Array.from(fileName, (char) => (char.charCodeAt(0) < 0x20 || char === '\u007f' || char === '/' || char === '\\' ? '_' : char))
      .join('')
      .slice(-200) || 'file';
  const stamp = new Date(at).toISOString().replace(/\D/g, '').slice(0, 14);
  const dot = clean.lastIndexOf('.');
  return dot > 0 ? `${clean.slice(0, dot)}_${stamp}${clean.slice(dot)}` : `${clean}_${stamp}`;
}
