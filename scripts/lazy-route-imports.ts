import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module whose loaders wait while a page is being left (docs/decisions/0063). */
export const STAYING_LOADERS = fileURLToPath(new URL('../src/lib/lazy-route.ts', import.meta.url));

const ROUTER_LOADER_IMPORT =
  /import\s*\{\s*(lazyRouteComponent|lazyFn)\s*\}\s*from\s*(['"])@tanstack\/react-router\2;?/g;

/** The importer the code splitter writes beside its loaders: `const $$split…Importer = () => import(…)`. */
const SPLIT_IMPORTER = /\$\$split\w*Importer\s*=\s*\(\)\s*=>\s*import\(/;

/**
 * A route module as the router's code splitter left it, its loaders taken from STAYING_LOADERS
 * instead of the router. Throws if the splitter wrote an importer but its loaders came some
 * other way: a new router version would otherwise bring the page reload back unnoticed.
 */
export function withStayingLoaders(code: string, id: string): string | null {
  const rewritten = code.replace(
    ROUTER_LOADER_IMPORT,
    (_, name: string) => `import { ${name} } from ${JSON.stringify(STAYING_LOADERS)};`,
  );
  if (SPLIT_IMPORTER.test(rewritten) && !rewritten.includes(STAYING_LOADERS))
    throw new Error(
      `${id}: the router's code splitter wrote a split importer, but no import of its loaders ` +
        `from @tanstack/react-router was found to point at ${STAYING_LOADERS}.`,
    );
  return rewritten === code ? null : rewritten;
}

const ROUTES = fileURLToPath(new URL('../src/routes/', import.meta.url));

/** Runs after the router's code splitter (which is `enforce: 'pre'`), on the route modules only. */
export function lazyRouteImports(): Plugin {
  return {
    name: 'go-rewards:lazy-route-imports',
    transform(code, id) {
      if (!id.startsWith(ROUTES)) return null;
      const rewritten = withStayingLoaders(code, id);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
