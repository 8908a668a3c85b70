// Dependencies point one way (docs/architecture.md): app → features → runtime/shared/i18n. A feature
// never imports another feature; runtime, shared and i18n never import features or the app.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importDirectionViolations, sourceFiles } from '../../../test-support/import-direction';

const root = import.meta.dirname;
const LOWER = ['runtime', 'shared', 'i18n'];
const violations = (files: { file: string; text: string }[]) => importDirectionViolations(root, LOWER, files);

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
