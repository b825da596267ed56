import { describe, expect, it } from 'vitest';
import { isSketchPath } from './page';

describe('isSketchPath', () => {
  it('recognises the bare /sketch pages and nothing else', () => {
    expect(isSketchPath('/sketch')).toBe(true);
    expect(isSketchPath('/sketch/board/3')).toBe(true);
    expect(isSketchPath('/sketches')).toBe(false);
    expect(isSketchPath('/store')).toBe(false);
    expect(isSketchPath('/')).toBe(false);
  });
});
