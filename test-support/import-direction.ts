// The rule both apps keep (docs/architecture.md): app → features → the shared areas. A feature never
// imports another feature or the app; a shared area (`lower`) never imports a feature or the app.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every .ts and .tsx file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** 'features/account', 'lib', 'app', ... for a file under `root`. */
function areaOf(root: string, file: string): string {
  const [top, second] = path.relative(root, file).split(path.sep);
  return top === 'features' ? `features/${second}` : (top ?? '');
}

/** The imports that break the rule, as "<file> imports <area>". */
export function importDirectionViolations(root: string, lower: string[], files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    const from = areaOf(root, file);
    for (const match of text.matchAll(/(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
      const target = areaOf(root, path.resolve(path.dirname(file), (match[1] ?? match[2])!));
      if (target === from) continue;
      const intoFeature = target.startsWith('features/');
      const fromFeature = from.startsWith('features/');
      const bad = (fromFeature && (intoFeature || target === 'app')) || (lower.includes(from) && (intoFeature || target === 'app'));
      if (bad) found.push(`${path.relative(root, file)} imports ${target}`);
    }
  }
  return found;
}
