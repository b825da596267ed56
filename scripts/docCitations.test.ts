import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Everything the code cites must be in the repository (docs/README.md): a clone has no
// notes kept beside the checkout. Every text file of the repository is read and each
// citation checked: no document outside the repository, no docs/ path that is not
// there, and no "storefront §n" / "account §n" whose section has no heading in docs/spec.

const root = path.resolve(import.meta.dirname, '..');
const self = 'scripts/docCitations.test.ts';

/** Which spec file each citation name means. */
const specFiles: Record<string, string> = {
  storefront: 'docs/spec/storefront.md',
  account: 'docs/spec/account-and-pages.md',
  'account-and-pages': 'docs/spec/account-and-pages.md',
};

/** Section numbers of a spec: the headings "## 1. …", "### 2.3 …". */
export function sectionsOf(markdown: string): Set<string> {
  const numbers = [...markdown.matchAll(/^#{1,6}[ \t]+§?(\d+(?:\.\d+)*)\.?[ \t]/gm)].map((m) => m[1]!);
  return new Set(numbers);
}

// The notes the project once kept outside the repository (they are docs/architecture.md,
// docs/conventions.md and docs/toolchain.md now), and the folder beside the checkout
// they lived in. This file is not scanned: its examples below cite them on purpose.
const outsideNotes = /(\/?(?:[\w.-]+\/)*)\b((?:DESIGN|CONVENTIONS|TOOLCHAIN)\.md)\b/g;
const sharedFolder = /(?:\.\.\/)+shared\b|\/work\/shared\b/g;
const docsPath = /(?<![\w./-])docs\/[\w./-]*[\w-]\.mdx?\b/g;
// "storefront §4", "storefront.md §5", "account §7", "account-and-pages §2", and the
// sections listed right after one: "storefront §4, §5 and §8".
const specCitation =
  /\b(storefront|account-and-pages|account)(?:\.md)?[ \t]*§[ \t]*(\d+(?:\.\d+)*)((?:[ \t]*(?:,|and|or|–|-|\/)[ \t]*§[ \t]*\d+(?:\.\d+)*)*)/gi;

export interface Problem {
  file: string;
  line: number;
  problem: string;
  text: string;
}

/** The citations of one file's text that point outside the repository or at no section. */
export function problemsIn(
  file: string,
  text: string,
  sections: Record<string, Set<string>>,
  exists: (repoPath: string) => boolean,
): Problem[] {
  const problems: Problem[] = [];
  text.split('\n').forEach((content, index) => {
    const report = (problem: string) => problems.push({ file, line: index + 1, problem, text: content.trim().slice(0, 200) });
    for (const m of content.matchAll(outsideNotes)) {
      const cited = `${m[1] ?? ''}${m[2]}`;
      if (!(cited.startsWith('docs/') && exists(cited))) report(`cites ${cited}, which is not in the repository (see docs/README.md)`);
    }
    for (const m of content.matchAll(sharedFolder)) report(`cites ${m[0]}, a folder outside the repository`);
    for (const m of content.matchAll(docsPath)) if (!exists(m[0])) report(`cites ${m[0]}, which does not exist`);
    for (const m of content.matchAll(specCitation)) {
      const name = m[1]!.toLowerCase();
      const cited = [m[2]!, ...[...(m[3] ?? '').matchAll(/§[ \t]*(\d+(?:\.\d+)*)/g)].map((s) => s[1]!)];
      for (const section of cited) {
        if (!sections[name]?.has(section)) report(`cites ${name} §${section}, but ${specFiles[name]} has no section ${section}`);
      }
    }
  });
  return problems;
}

/** The repository's files: tracked ones, and new ones not ignored (so a file is checked before its first commit). */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  return [...new Set(listed)];
}

/** The file's text, or null for a binary file or one deleted in the working tree. */
function textOf(file: string): string | null {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.join(root, file));
  } catch {
    return null;
  }
  if (bytes.subarray(0, 8000).includes(0)) return null;
  return bytes.toString('utf8');
}

const inRepo = (repoPath: string) => fs.existsSync(path.join(root, repoPath));

const specSections = (): Record<string, Set<string>> =>
  Object.fromEntries(Object.entries(specFiles).map(([name, file]) => [name, sectionsOf(fs.readFileSync(path.join(root, file), 'utf8'))]));

describe('citations of documents', () => {
  it('finds the nine numbered sections of each spec', () => {
    const sections = specSections();
    for (const name of Object.keys(specFiles)) {
      expect([...sections[name]!].sort(), specFiles[name]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    }
  });

  it('tells a bad citation from a good one', () => {
    const sections = { storefront: new Set(['1', '2']), account: new Set(['7']), 'account-and-pages': new Set(['7']) };
    const exists = (p: string) => p === 'docs/architecture.md' || p === 'docs/CONVENTIONS.md';
    const text = [
      '/** The envelope (DESIGN.md). */',
      '// see ../../shared/spec/storefront.md and /work/shared/TOOLCHAIN.md',
      '// docs/architecture.md, docs/CONVENTIONS.md and account-and-pages §7 are fine',
      '// CONVENTIONS.md and docs/missing.md are not',
      '// storefront §2 "Home", storefront.md §1, and account §7 are fine; storefront §1, §3 and account §8 are not',
    ].join('\n');
    expect(problemsIn('x.ts', text, sections, exists).map(({ line, problem }) => `${line}: ${problem}`)).toEqual([
      '1: cites DESIGN.md, which is not in the repository (see docs/README.md)',
      '2: cites /work/shared/TOOLCHAIN.md, which is not in the repository (see docs/README.md)',
      '2: cites ../../shared, a folder outside the repository',
      '2: cites /work/shared, a folder outside the repository',
      '4: cites CONVENTIONS.md, which is not in the repository (see docs/README.md)',
      '4: cites docs/missing.md, which does not exist',
      '5: cites storefront §3, but docs/spec/storefront.md has no section 3',
      '5: cites account §8, but docs/spec/account-and-pages.md has no section 8',
    ]);
  });

  it('cites only documents inside the repository, and only sections the spec has', () => {
    const sections = specSections();
    const problems = repositoryFiles()
      .filter((file) => file !== self)
      .flatMap((file) => {
        const text = textOf(file);
        return text === null ? [] : problemsIn(file, text, sections, inRepo);
      });
    expect(problems.map(({ file, line, problem, text }) => `${file}:${line}: ${problem}\n    ${text}`)).toEqual([]);
  });
});
