/** An SPDX expression as spdx-expression-parse gives it (license-reader.ts parses labels into it). */
export type SpdxTree = { license: string; plus?: true; exception?: string } | { conjunction: 'and' | 'or'; left: SpdxTree; right: SpdxTree };

/** The operands of a chain of one conjunction ("A OR B OR C" → A, B, C); anything else is one operand. */
export function flattenSpdx(tree: SpdxTree, conjunction: 'and' | 'or'): SpdxTree[] {
  if ('conjunction' in tree && tree.conjunction === conjunction) return [...flattenSpdx(tree.left, conjunction), ...flattenSpdx(tree.right, conjunction)];
  return [tree];
}
