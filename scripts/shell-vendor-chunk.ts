// The signed-in shell's libraries in one chunk (vite.config.ts, codeSplitting group `shell-vendor`).
import path from 'node:path';

type ModuleGraph = (id: string) => { importedIds: readonly string[]; code: string | null } | null;

// Packages whose index re-exports every part: followed only into the parts a module names ({ Button } -> button/).
const BARRELS: readonly { pkg: string; index: RegExp; part: (name: string) => string }[] = [
  {
    pkg: 'antd',
    index: /node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
    part: (name) => `/antd/es/${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}/`,
  },
  { pkg: '@ant-design/icons', index: /node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/, part: (name) => `/icons/${name}.js` },
];

/** The names `code` imports from `pkg` (`import { A, type B, C as D } from 'pkg'` -> A, C). */
function namedImports(code: string, pkg: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (match[2] !== pkg) continue;
    for (const spec of (match[1] ?? '').split(',')) {
      const name = spec.trim().split(/\s+as\s+/)[0] ?? '';
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * Every module `roots` import statically, transitively, as the tree-shaken build keeps it: through a package index
 * only into the parts the importer names. Dynamic imports stay out: they are their own chunks.
 */
function staticClosure(roots: string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = roots.map((root) => path.resolve(root));
  while (queue.length) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph(id);
    for (const imported of info?.importedIds ?? []) {
      const barrel = BARRELS.find((candidate) => candidate.index.test(imported));
      if (!barrel) {
        queue.push(imported);
        continue;
      }
      const parts = namedImports(info?.code ?? '', barrel.pkg).map(barrel.part);
      queue.push(
        ...(graph(imported)?.importedIds ?? []).filter((part) => parts.some((wanted) => part.replace(/\\/g, '/').includes(wanted))),
      );
    }
  }
  return seen;
}

/**
 * One chunk for the antd parts and helpers the signed-in shell (console layout, layout switch) imports statically and
 * sign-in does not. Left to itself the bundler cuts them into some sixty chunks shared in different ways by the lazy
 * pages, and a gzip stream per file made /home 18 KB heavier than one file does (bench/bundle-size.ts).
 */
export function shellVendorChunk(): (id: string, ctx: { getModuleInfo: ModuleGraph }) => string | null {
  let shell: Set<string> | undefined;
  return (id, ctx) => {
    if (!shell) {
      const graph: ModuleGraph = (moduleId) => ctx.getModuleInfo(moduleId);
      const signIn = staticClosure(['src/main.tsx', 'src/features/auth/login/login-page.tsx'], graph);
      shell = staticClosure(['src/app/router/console-layout.tsx', 'src/app/layouts/layout-switch.tsx'], graph);
      for (const moduleId of signIn) shell.delete(moduleId);
    }
    return shell.has(id) && /node_modules/.test(id) ? 'shell-vendor' : null;
  };
}
