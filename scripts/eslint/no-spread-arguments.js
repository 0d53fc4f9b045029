// ESLint rule `podscene/no-spread-arguments`: no array spread into a call's arguments
// (`Math.max(...xs)`, `list.push(...items)`, `new Set(...)` aside). Every argument lands on the
// stack, so an array of some 100,000+ elements throws "RangeError: Maximum call stack size
// exceeded" — in core that is any list a document can make long (layers, words, lines, problems).
// Spreading a tuple (a fixed-length type such as `[number, number, number, number]`) is allowed;
// with type information unavailable every spread is reported. Use a loop, or core's
// `minOf` / `maxOf` / `pushAll` (packages/core/src/collections/bounded.ts).
export const noSpreadArguments = {
  meta: {
    type: 'problem',
    docs: { description: 'no spread of (unbounded) arrays into call arguments' },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices
    const checker = services?.program ? services.program.getTypeChecker() : null
    function isTuple(node) {
      if (!checker || !services.esTreeNodeToTSNodeMap) return false
      const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node))
      const parts = type.isUnion() ? type.types : [type]
      return parts.every((t) => checker.isTupleType(t) && !(t.target?.hasRestElement ?? true))
    }
    function check(node) {
      for (const arg of node.arguments) {
        if (arg.type !== 'SpreadElement' || isTuple(arg.argument)) continue
        context.report({
          node: arg,
          message:
            'spread into a call puts every element on the stack (RangeError from ~100k elements): loop instead, or use minOf / maxOf / pushAll (core src/collections/bounded.ts)',
        })
      }
    }
    return { CallExpression: check, NewExpression: check }
  },
}
