import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Deep enough for a dashboard with its charts' data and owners; far below what a hostile query needs. */
export const DEFAULT_MAX_DEPTH = 12;

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      // Introspection (GraphiQL's schema query nests ofType ~10 levels) is bounded by the schema itself.
      if (selection.name.value.startsWith('__')) continue;
      depth = selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, visiting) : 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = depthOf(selection.selectionSet, fragments, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      // A fragment cycle is reported by graphql's own NoFragmentCycles rule; here it just stops the walk.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      depth = depthOf(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** A validation rule: an operation nested deeper than `maxDepth` fields is refused before it runs. */
export function createDepthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          const name = operation.name ? `Operation "${operation.name.value}"` : 'The operation';
          context.reportError(
            new GraphQLError(`${name} is nested ${depth} levels deep; the maximum is ${maxDepth}.`, {
              nodes: [operation],
              extensions: { code: 'QUERY_TOO_DEEP', depth, maxDepth },
            }),
          );
        }
      },
    };
  };
}

export function useDepthLimit(maxDepth = DEFAULT_MAX_DEPTH): Plugin {
  const rule = createDepthLimitRule(maxDepth);
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}
