/** The part of jsfive (a pure-JavaScript HDF5 reader, shipped without types) the preview uses. */
declare module 'jsfive' {
  export class Group {
    readonly name: string;
    readonly keys: string[];
    readonly attrs: Record<string, unknown>;
    get(path: string): Group | Dataset | null;
  }
  export class File extends Group {
    constructor(buffer: ArrayBuffer, filename?: string);
  }
  export class Dataset {
    readonly name: string;
    readonly shape: number[];
    /** e.g. '<f4', or an array for compound and variable-length types. */
    readonly dtype: string | unknown[];
    readonly attrs: Record<string, unknown>;
    readonly value: ArrayLike<number>;
    readonly fillvalue: number | null;
    readonly _dataobjects: { chunks?: number[] | null };
  }
  export const Filters: Map<number, (buffer: ArrayBuffer, itemsize: number, clientData?: unknown) => ArrayBuffer>;
}
