// Most specific first: Edge and Opera also claim to be Chrome, Chrome also claims to be Safari.
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\/([\d.]+)/, 'WeChat'],
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/Chrome\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/HarmonyOS/, 'HarmonyOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A short browser and system name for the online-user list, from a User-Agent header. */
export function describeUserAgent(agent: string): { browser: string; system: string } {
  let browser = '';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(agent);
    if (match) {
      browser = `${name} ${(match[1] ?? '').split('.')[0]}`.trim();
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? '';
  return { browser, system };
}
