// Dependencies point one way in the console (docs/architecture.md): app → features →
// components/lib/i18n. A feature never imports another feature; components, lib and i18n never
// import features or the app.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importDirectionViolations, sourceFiles } from '../../../test-support/import-direction';

const root = import.meta.dirname;
const LOWER = ['components', 'lib', 'i18n'];
const violations = (files: { file: string; text: string }[]) => importDirectionViolations(root, LOWER, files);

describe('import direction', () => {
  it('holds for every source file', () => {
    const files = sourceFiles(root).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    expect(files.length).toBeGreaterThan(30);
    expect(violations(files)).toEqual([]);
  });

  it('catches a feature importing another feature and lib importing a feature', () => {
    const at = (p: string) => path.join(root, p);
    expect(
      violations([
        { file: at('features/auction/x.tsx'), text: "import { tokensQuery } from '../nft/api';" },
        { file: at('lib/x.ts'), text: "import type { A } from '../features/nft/y';" },
        { file: at('components/x.tsx'), text: "const p = import('../app/routes');" },
        { file: at('features/nft/ok.tsx'), text: "import { api } from '../../lib/api';\nimport { x } from './api';" },
      ]),
    ).toEqual(['features/auction/x.tsx imports features/nft', 'lib/x.ts imports features/nft', 'components/x.tsx imports app']);
  });
});
