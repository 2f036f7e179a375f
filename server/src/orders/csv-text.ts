// CSV as RFC 4180 writes it, for spreadsheet programs: a BOM so Excel reads UTF-8, CRLF line ends, fields quoted when
// they hold a quote, comma or line break. A field that a spreadsheet would run as a formula (= + - @ at its start) is
// prefixed with a quote mark (OWASP's CSV-injection advice): order titles are typed by people.

const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
