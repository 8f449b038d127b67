import { all, create, type EvalFunction, type FactoryFunctionMap } from 'mathjs';
import { QueryCompileError } from './errors.ts';

// A private mathjs instance whose dangerous entry points are gone (mathjs' own security advice):
// a formula can compute, never import, define units, or reach the parser from inside.
const math = create(all as FactoryFunctionMap, {});
const evaluateMath = math.evaluate;
const parseMath = math.parse;
const refuse = (name: string) => () => {
  throw new Error(`Function ${name} is disabled`);
};
math.import(
  {
    import: refuse('import'),
    createUnit: refuse('createUnit'),
    evaluate: refuse('evaluate'),
    parse: refuse('parse'),
    simplify: refuse('simplify'),
    derivative: refuse('derivative'),
    resolve: refuse('resolve'),
    compile: refuse('compile'),
  },
  { override: true },
);
void evaluateMath;

export const MAX_FORMULA_LENGTH = 1000;

/**
 * A FORMULA annotation (`y = f(x)`, Superset's mathjs syntax, e.g. `x * 2 + 10`) as a function of
 * x. Never JavaScript eval: mathjs parses its own expression language, in a sandboxed instance.
 */
export function compileFormula(formula: string, layerName: string): (x: number) => number | null {
  const text = formula.trim().replace(/^y\s*=\s*/i, '');
  if (!text) throw new QueryCompileError(`Annotation layer "${layerName}": the formula is empty`);
  if (text.length > MAX_FORMULA_LENGTH) {
    throw new QueryCompileError(
      `Annotation layer "${layerName}": the formula is longer than ${MAX_FORMULA_LENGTH} characters`,
    );
  }
  let code: EvalFunction;
  try {
    const node = parseMath(text);
    // Only x is known: assignments and other free names would be state or typos.
    node.traverse((n) => {
      if (n.type === 'AssignmentNode' || n.type === 'FunctionAssignmentNode')
        throw new Error('assignments are not allowed');
      if (n.type === 'SymbolNode') {
        const name = (n as unknown as { name: string }).name;
        if (name !== 'x' && !(name in math)) throw new Error(`unknown name "${name}"`);
      }
    });
    code = node.compile();
  } catch (e) {
    throw new QueryCompileError(
      `Annotation layer "${layerName}": invalid formula: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  return (x) => {
    try {
      const y = code.evaluate({ x });
      const n = typeof y === 'number' ? y : typeof y === 'boolean' ? Number(y) : Number.NaN;
      return Number.isFinite(n) ? n : null;
    } catch {
      return null;
    }
  };
}
