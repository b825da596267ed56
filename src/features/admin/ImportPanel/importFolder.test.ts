import { describe, expect, it } from 'vitest';
import { chosenFolder, chosenFromDrop, sheetOf, type DroppedEntry } from './importFolder';

const blob = new Blob(['x']);

describe('sheetOf', () => {
  it('prefers designs.csv, in any capitals, at the top of the folder', () => {
    expect(sheetOf(['a.png', 'designs.json', 'Designs.CSV'])).toBe('Designs.CSV');
    expect(sheetOf(['a.png', 'designs.json'])).toBe('designs.json');
    expect(sheetOf(['sub/designs.csv', 'a.png'])).toBeNull();
  });
});

describe('chosenFolder', () => {
  it('takes paths inside the one folder chosen and leaves out system files', () => {
    const chosen = chosenFolder([
      { path: 'spring/designs.csv', file: blob },
      { path: 'spring/florals/rose.png', file: blob },
      { path: 'spring/.DS_Store', file: blob },
    ]);
    expect(chosen.name).toBe('spring');
    expect(chosen.files.map((f) => f.path)).toEqual(['designs.csv', 'florals/rose.png']);
    expect(chosen.sheet).toBe('designs.csv');
  });

  it('keeps loose files by name', () => {
    const chosen = chosenFolder([
      { path: 'rose.png', file: blob },
      { path: 'leaf.png', file: blob },
    ]);
    expect(chosen).toMatchObject({ name: null, sheet: null });
    expect(chosen.files.map((f) => f.path)).toEqual(['rose.png', 'leaf.png']);
  });
});

const file = (name: string): DroppedEntry & { file: (ok: (f: File) => void) => void } => ({
  isFile: true,
  isDirectory: false,
  name,
  fullPath: `/${name}`,
  file: (ok) => ok(new File(['x'], name)),
});
/** A directory whose reader answers in batches of two, like a browser's in batches of 100. */
const directory = (name: string, children: DroppedEntry[]) => ({
  isFile: false,
  isDirectory: true,
  name,
  fullPath: `/${name}`,
  createReader: () => {
    let at = 0;
    return {
      readEntries: (ok: (entries: DroppedEntry[]) => void) => {
        ok(children.slice(at, at + 2));
        at += 2;
      },
    };
  },
});

describe('chosenFromDrop', () => {
  it('walks a dropped folder through every batch and level', async () => {
    const dropped = directory('spring', [file('designs.csv'), file('a.png'), directory('florals', [file('rose.png')]), file('b.png')]);
    const chosen = await chosenFromDrop([dropped]);
    expect(chosen.name).toBe('spring');
    expect(chosen.files.map((f) => f.path)).toEqual(['designs.csv', 'a.png', 'florals/rose.png', 'b.png']);
    expect(chosen.sheet).toBe('designs.csv');
  });
});
