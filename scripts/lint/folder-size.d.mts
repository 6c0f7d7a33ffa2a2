export declare const MAX_CODE_FILES: number;
export declare function crowdedFolders(files: readonly string[], max?: number): Array<{ folder: string; files: number }>;
