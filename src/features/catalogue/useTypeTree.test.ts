import { describe, expect, it } from 'vitest';
import { typeTreeStatus } from './useTypeTree';

describe('typeTreeStatus', () => {
  it('is an error only while nothing is being tried again', () => {
    expect(typeTreeStatus({ status: 'error', isFetching: false, data: undefined })).toBe('error');
    expect(typeTreeStatus({ status: 'error', isFetching: true, data: undefined })).toBe('pending');
    expect(typeTreeStatus({ status: 'pending', isFetching: true, data: undefined })).toBe('pending');
  });

  it('is a success once a tree has come, even if a later refresh fails', () => {
    expect(typeTreeStatus({ status: 'success', isFetching: false, data: [] })).toBe('success');
    expect(typeTreeStatus({ status: 'error', isFetching: false, data: [] })).toBe('success');
  });
});
