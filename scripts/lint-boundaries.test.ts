import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The layer rules of docs/conventions.md are enforced by lint; these tests prove a
// forbidden import actually fails, and an allowed one passes, so the rules cannot
// silently stop working.
// no-cycle reads files from disk, and these probes exist only in memory.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function lintAs(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
}

describe('import boundaries', () => {
  it('lets src/ui import its own theme', async () => {
    const rules = await lintAs('src/ui/Button/Probe.ts', "import { vars } from '../theme/contract.css';\nexport const v = vars;\n");
    expect(rules).toEqual([]);
  });

  it('refuses src/ui importing the app', async () => {
    const rules = await lintAs('src/ui/Button/Probe.ts', "import { App } from '../../app/App';\nexport const a = App;\n");
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('refuses src/ui importing app state or routing packages', async () => {
    const rules = await lintAs(
      'src/ui/Button/Probe.ts',
      "import { atom } from 'jotai';\nimport { Link } from 'react-router-dom';\nexport const x = [atom, Link];\n",
    );
    expect(rules.filter((r) => r === 'no-restricted-imports')).toHaveLength(2);
  });

  it('refuses src/api importing React', async () => {
    const rules = await lintAs('src/api/probe.ts', "import { useState } from 'react';\nexport const s = useState;\n");
    expect(rules).toContain('no-restricted-imports');
  });

  it('refuses mocks importing the design system', async () => {
    const rules = await lintAs('mocks/probe.ts', "import { Button } from '../src/ui/Button/Button';\nexport const b = Button;\n");
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('refuses server code importing the app', async () => {
    const rules = await lintAs('server/probe.ts', "import { App } from '../src/app/App';\nexport const a = App;\n");
    expect(rules).toContain('import/no-restricted-paths');
  });
});

describe('stories and tests', () => {
  it('may import MSW scenarios and fixtures, product code may not', async () => {
    const code = "import { fixtureTokens } from '../../../mocks/fixtures/members';\nexport const t = fixtureTokens;\n";
    // The probe's folder must exist: an import from a folder that does not is not resolved, so no zone applies.
    expect(await lintAs('src/app/routes/Probe.stories.tsx', code)).not.toContain('import/no-restricted-paths');
    expect(await lintAs('src/app/routes/Probe.tsx', code)).toContain('import/no-restricted-paths');
  });
});
