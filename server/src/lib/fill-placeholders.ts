/** Fills `{name}` placeholders from `params`; a placeholder with no value stays as written, so a gap is visible. */
export function fillPlaceholders(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
