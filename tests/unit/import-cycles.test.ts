// No import cycle anywhere in src/: each module's static imports (type-only ones too, and `$lib/`
// paths) form a graph without a loop. Dynamic `import()` is left out: it is how a manifest loads
// its game's rules on demand, and it runs later, never at a module's start.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|svelte)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('$lib/') || spec === '$lib') base = join(ROOT, 'lib', spec.slice(5));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.svelte.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

function graph(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of files(ROOT)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(STATIC_IMPORT)].map((m) => resolveImport(file, m[1])).filter((t): t is string => t !== null);
    edges.set(file, [...new Set(targets)]);
  }
  return edges;
}

/** The strongly connected components with more than one module (or a module importing itself). */
function cycles(edges: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) found.push(component.map((f) => relative('.', f)).sort());
    }
  };
  for (const v of edges.keys()) if (!order.has(v)) visit(v);
  return found;
}

describe('imports in src/', () => {
  it('form no cycle', () => {
    expect(cycles(graph())).toEqual([]);
  });

  it('the check sees a cycle when there is one', () => {
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']]
        ])
      )
    ).toEqual([['a', 'b', 'c']]);
  });
});
