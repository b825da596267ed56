import { describe, expect, it } from 'vitest';
import {
  folderHref,
  folderMessages,
  folderTitle,
  isEditableFolder,
  moodboardCount,
  parseFolderId,
  patternCount,
  validateName,
  validateRename,
} from './folders';

describe('validateRename', () => {
  it('accepts a name and a description', () => {
    expect(validateRename({ title: 'Kidswear', desc: 'Dots' })).toEqual({});
  });
  it('gives the spec’s message for an empty name and for an empty description', () => {
    expect(validateRename({ title: '', desc: 'Dots' })).toEqual({ title: 'The folder name cannot be empty' });
    expect(validateRename({ title: 'Kidswear', desc: '' })).toEqual({ desc: 'The folder description cannot be empty' });
    expect(validateRename({ title: '', desc: '' })).toEqual({ title: folderMessages.nameEmpty, desc: folderMessages.descEmpty });
  });
  it('counts blank text as empty', () => {
    expect(validateRename({ title: '   ', desc: '\n\t' })).toEqual({ title: folderMessages.nameEmpty, desc: folderMessages.descEmpty });
  });
});

describe('validateName', () => {
  it('asks only for a name', () => {
    expect(validateName({ title: 'New' })).toEqual({});
    expect(validateName({ title: ' ' })).toEqual({ title: 'The folder name cannot be empty' });
  });
});

describe('isEditableFolder', () => {
  it('is true only above 0: folder -1 cannot be edited', () => {
    expect(isEditableFolder(11)).toBe(true);
    expect(isEditableFolder(1)).toBe(true);
    expect(isEditableFolder(0)).toBe(false);
    expect(isEditableFolder(-1)).toBe(false);
  });
});

describe('parseFolderId', () => {
  it('reads a positive id or -1', () => {
    expect(parseFolderId('11')).toBe(11);
    expect(parseFolderId('-1')).toBe(-1);
  });
  it('is null for anything else', () => {
    for (const fid of [null, '', '0', '-2', 'abc', '1.5', '12abc']) expect(parseFolderId(fid)).toBeNull();
  });
});

describe('texts', () => {
  it('links a folder to /folder?fid=', () => {
    expect(folderHref(11)).toBe('/folder?fid=11');
    expect(folderHref(-1)).toBe('/folder?fid=-1');
  });
  it('counts patterns', () => {
    expect(patternCount(0)).toBe('0 patterns');
    expect(patternCount(1)).toBe('1 pattern');
    expect(patternCount(1200)).toBe('1,200 patterns');
    expect(moodboardCount(1)).toBe('1 moodboard');
    expect(moodboardCount(3)).toBe('3 moodboards');
  });
  it('names an unnamed folder', () => {
    expect(folderTitle({ title: 'Kidswear' })).toBe('Kidswear');
    expect(folderTitle({ title: '  ' })).toBe('Untitled moodboard');
  });
});
