import { describe, expect, it } from 'vitest';
import { crowdedFolders, MAX_CODE_FILES } from './folder-size.mjs';

const folderOf = (folder: string, count: number, suffix = '.ts') => Array.from({ length: count }, (_, index) => `${folder}/module-${index}${suffix}`);

describe('crowdedFolders', () => {
  it('names a folder with more code files than allowed, and how many', () => {
    expect(crowdedFolders(folderOf('renderer/search', MAX_CODE_FILES + 1))).toEqual([{ folder: 'renderer/search', files: MAX_CODE_FILES + 1 }]);
  });

  it('lets a full folder through, and counts each folder apart (not its subfolders)', () => {
    const files = [...folderOf('renderer/search', MAX_CODE_FILES), ...folderOf('renderer/search/filters', 5)];
    expect(crowdedFolders(files)).toEqual([]);
  });

  it('does not count tests, type tests, stylesheets or data as code', () => {
    const files = [
      ...folderOf('electron/core', MAX_CODE_FILES),
      ...folderOf('electron/core', 3, '.test.ts'),
      ...folderOf('electron/core', 3, '.property.test.ts'),
      ...folderOf('electron/core', 2, '.test-d.ts'),
      ...folderOf('electron/core', 2, '.spec.ts'),
      ...folderOf('electron/core', 4, '.css'),
      ...folderOf('electron/core', 4, '.json'),
    ];
    expect(crowdedFolders(files)).toEqual([]);
    expect(crowdedFolders([...files, 'electron/core/one-more.tsx'])).toEqual([{ folder: 'electron/core', files: MAX_CODE_FILES + 1 }]);
  });
});
