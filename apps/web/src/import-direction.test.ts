// Dependencies point one way (docs/architecture.md): app → features → runtime/shared/i18n. A feature
// never imports another feature; runtime, shared and i18n never import features or the app.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** 'features/account', 'runtime', 'app', ... for a file under src/. */
function areaOf(file: string): string {
  const [top, second] = path.relative(root, file).split(path.sep);
  return top === 'features' ? `features/${second}` : (top ?? '');
}

function violations(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    const from = areaOf(file);
    for (const match of text.matchAll(/(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
      const target = areaOf(path.resolve(path.dirname(file), (match[1] ?? match[2])!));
      if (target === from) continue;
      const intoFeature = target.startsWith('features/');
      const fromFeature = from.startsWith('features/');
      const bad =
        (fromFeature && (intoFeature || target === 'app')) ||
        (['runtime', 'shared', 'i18n'].includes(from) && (intoFeature || target === 'app'));
      if (bad) found.push(`${path.relative(root, file)} imports ${target}`);
    }
  }
  return found;
}

describe('import direction', () => {
  it('holds for every source file', () => {
    const files = sourceFiles(root).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    expect(files.length).toBeGreaterThan(50);
    expect(violations(files)).toEqual([]);
  });

  it('catches a feature importing another feature and runtime importing a feature', () => {
    const at = (p: string) => path.join(root, p);
    expect(
      violations([
        { file: at('features/wallet/pages/x.tsx'), text: "import { useUser } from '../../account/api/get-user';" },
        { file: at('runtime/x.ts'), text: "import type { A } from '../features/nft/pages/y';" },
        { file: at('shared/ui/x.tsx'), text: "const p = import('../../app/routes');" },
        { file: at('features/nft/pages/ok.tsx'), text: "import { Card } from '../../../shared/ui/card';\nimport { x } from '../api/x';" },
      ]),
    ).toEqual(['features/wallet/pages/x.tsx imports features/account', 'runtime/x.ts imports features/nft', 'shared/ui/x.tsx imports app']);
  });
});
