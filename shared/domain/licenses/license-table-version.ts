/**
 * The licence table's version: raise it with any change of an entry's terms or sources. Shown
 * wherever the app's reading of a licence is (docs/licences.md lists what each version changed).
 * A module of its own so the first screen's marks can name it without loading the table.
 */
export const LICENSE_TABLE_VERSION = '2026.11-1';
