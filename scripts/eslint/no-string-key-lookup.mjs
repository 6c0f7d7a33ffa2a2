/**
 * A string from a server, a file or the user is never a key of a plain object: `record[id]`,
 * `id in record` and `record[id] = …` meet Object.prototype's members (`constructor`,
 * `toString`, `__proto__`, …). This rule reports any element access or `in` whose key is typed as
 * a wide string on anything but an array or a string; use a Map, or `ownValue` / `hasOwnKey`
 * (shared/domain/own-keys.ts). Keys typed as a union of literals (a table's own names) pass.
 */
import ts from 'typescript';

const WIDE = ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping;

const noStringKeyLookup = {
  meta: {
    type: 'problem',
    docs: { description: 'No lookup by a wide string key on a plain object' },
    messages: {
      lookup:
        'A wide string key on a plain object meets Object.prototype (constructor, __proto__, …): use a Map, or ownValue()/hasOwnKey() from shared/domain/own-keys.ts.',
    },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program || !services.esTreeNodeToTSNodeMap) return {};
    const checker = services.program.getTypeChecker();
    const typeOf = (node) => checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
    const isWide = (type) => (type.isUnion() ? type.types.some(isWide) : (type.flags & WIDE) !== 0);
    const isListLike = (type) => {
      if (type.isUnion()) return type.types.every((part) => isListLike(part) || (part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) !== 0);
      return (
        checker.isArrayLikeType(type) ||
        (type.flags & ts.TypeFlags.StringLike) !== 0 ||
        (type.getNumberIndexType() !== undefined && type.getStringIndexType() === undefined)
      );
    };
    return {
      MemberExpression(node) {
        if (!node.computed || node.property.type === 'Literal') return;
        if (isWide(typeOf(node.property)) && !isListLike(typeOf(node.object))) context.report({ node, messageId: 'lookup' });
      },
      BinaryExpression(node) {
        if (node.operator !== 'in' || node.left.type === 'Literal' || node.left.type === 'PrivateIdentifier') return;
        if (isWide(typeOf(node.left))) context.report({ node, messageId: 'lookup' });
      },
    };
  },
};

export default { rules: { 'no-string-key-lookup': noStringKeyLookup } };
