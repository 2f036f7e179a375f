import fs from 'node:fs';
import path from 'node:path';

/** Prints a benchmark's figures and keeps them in bench/results/<name>.json for the issue notes. */
export function report(name: string, figures: Record<string, number | string>): void {
  console.log(`\n== ${name}`);
  for (const [key, value] of Object.entries(figures)) {
    console.log(`  ${key.padEnd(44)} ${typeof value === 'number' ? Number(value.toFixed(2)) : value}`);
  }
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(path.join('bench/results', `${name}.json`), JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2));
}
