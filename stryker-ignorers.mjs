// Mutants Stryker should not make in the machines (stryker.config.mjs, `ignorers`): code that no
// run of the portal executes, so no test could ever tell a mutant of it apart. Each rule says why.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const STUBS = new Set(['stubActor', 'stubGuard', 'stubAction']);

/** @param {import('@babel/core').types.Node | null | undefined} node */
const isCallTo = (node, names) =>
  node?.type === 'CallExpression' &&
  node.callee.type === 'Identifier' &&
  names.has(node.callee.name);

/** @param {import('@babel/core').NodePath} path */
function shouldIgnore(path) {
  // `types: { … }` in setup(): XState's slot for TypeScript, erased before anything runs.
  if (
    path.isObjectProperty() &&
    !path.node.computed &&
    path.node.key.type === 'Identifier' &&
    path.node.key.name === 'types' &&
    isCallTo(path.parentPath?.parentPath?.node, new Set(['setup']))
  ) {
    return "XState's types slot: TypeScript only, never run";
  }
  // A stub the app's bindings replace; tests/model/provided.test.tsx proves none is left.
  if (isCallTo(path.node, STUBS)) return 'a stub the app replaces (provided.test.tsx)';
  if (
    path.isObjectExpression() &&
    path.node.properties.length > 0 &&
    path.node.properties.every(
      (property) => property.type === 'ObjectProperty' && isCallTo(property.value, STUBS),
    )
  ) {
    return 'only stubs the app replaces (provided.test.tsx)';
  }
  return undefined;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'machine-stubs-and-types', { shouldIgnore }),
];
