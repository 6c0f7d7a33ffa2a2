import { describe, expect, it } from 'vitest';
import { NOTICE_PRIORITY, topNotice, type NoticeId } from './notice-priority';

const top = (...ids: NoticeId[]) => topNotice(new Set(ids));

describe('topNotice', () => {
  it('lets a used-up quota beat a key problem, and a key problem beat the demo introduction', () => {
    expect(top('demo', 'key-problem', 'quota-used-up')).toBe('quota-used-up');
    expect(top('demo', 'key-problem')).toBe('key-problem');
    expect(top('demo')).toBe('demo');
  });

  it('puts a catalog being built before connection problems, and a finished rebuild after the low-quota warning', () => {
    expect(top('connection-problem', 'catalog-build')).toBe('catalog-build');
    expect(top('catalog-rebuilt', 'quota-low', 'unsaved-changes')).toBe('unsaved-changes');
    expect(top('catalog-rebuilt', 'quota-low')).toBe('quota-low');
  });

  it('shows nothing when nothing applies, and ranks every notice once', () => {
    expect(top()).toBeNull();
    expect(new Set(NOTICE_PRIORITY).size).toBe(NOTICE_PRIORITY.length);
  });
});
