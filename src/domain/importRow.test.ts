import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseNameOf, checkRows, designFileKinds, extensionOf, folderPathOf, posixNormal } from './importRow';

// The row checks run in the browser too (the MSW world's import), so they cannot use
// node:path; these hold their own path handling to node's on the paths a sheet can name.
const pathText = fc.stringMatching(/^[ab./-]{0,12}$/);

describe('paths without node:path', () => {
  it('normalises a relative path as path.posix.normalize does', () => {
    fc.assert(
      fc.property(pathText, (p) => {
        fc.pre(p.length > 0 && !p.startsWith('/'));
        expect(posixNormal(p)).toBe(path.posix.normalize(p));
      }),
      { numRuns: 2000 },
    );
  });

  it('takes the extension and the last part as path.extname and path.posix.basename do', () => {
    fc.assert(
      fc.property(pathText, (p) => {
        expect(extensionOf(p)).toBe(path.posix.extname(p));
        expect(baseNameOf(p)).toBe(path.posix.basename(p));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a path that leaves the folder, in either slash', () => {
    expect(folderPathOf('art/../../secret.png')).toBeNull();
    expect(folderPathOf('..\\secret.png')).toBeNull();
    expect(folderPathOf('/etc/passwd')).toBeNull();
    expect(folderPathOf('C:\\art\\rose.png')).toBeNull();
    expect(folderPathOf('.\\art\\./rose.png')).toBe('art/rose.png');
  });
});

describe('a sheet checked as a whole', () => {
  it('refuses the second line that claims a pattern id, in any capitals, and keeps the first', () => {
    const { valid, refused } = checkRows([
      { line: 2, values: { image: 'rose.png', price: '24.90', imgSn: 'RG-1' } },
      { line: 3, values: { image: 'leaf.png', price: '$12', imgSn: 'rg-1' } },
      { line: 4, values: { image: 'fern.png', price: 'free' } },
    ]);
    expect(valid.map((row) => [row.line, row.label, row.price])).toEqual([[2, 'rose', 24.9]]);
    expect(refused).toEqual([
      { line: 3, field: 'imgSn', message: "imgSn 'rg-1' is also on line 2" },
      { line: 4, field: 'price', message: "price 'free' must be a number of dollars from 0.01 to 100,000, like 24.90" },
    ]);
  });

  it('names the file kinds a buyer downloads from the source files, else the image', () => {
    const row = { image: 'art/rose.tif', sourceFiles: [] as string[], isLayer: null, isVector: null };
    expect(designFileKinds(row, false)).toEqual({ format: 'TIFF', isVector: 0, isLayer: 0 });
    expect(designFileKinds({ ...row, sourceFiles: ['rose.psd', 'rose.ai', 'rose.JPEG'] }, false)).toEqual({
      format: 'PSD, AI, JPG',
      isVector: 1,
      isLayer: 1,
    });
    expect(designFileKinds({ ...row, image: 'rose.svg' }, true).isVector).toBe(1);
    expect(designFileKinds({ ...row, isVector: 0, sourceFiles: ['rose.ai'] }, false).isVector).toBe(0);
  });
});
