import { describe, expect, it } from 'vitest';
import { STAYING_LOADERS, withStayingLoaders } from '../../scripts/lazy-route-imports';

const ROUTE = '/repo/src/routes/promos/_featured/index.tsx';

// What the router's code splitter leaves of a route module (@tanstack/router-plugin 1.x).
const SPLIT_ROUTE = `import { lazyFn } from '@tanstack/react-router';
import { lazyRouteComponent } from "@tanstack/react-router";
const $$splitLoaderImporter = () => import('./index.tsx?tsr-split=loader---component');
const $$splitComponentImporter = () => import('./index.tsx?tsr-split=loader---component');
import { createFileRoute } from '@tanstack/react-router';
export const Route = createFileRoute('/promos/_featured/')({
  loader: lazyFn($$splitLoaderImporter, 'loader'),
  component: lazyRouteComponent($$splitComponentImporter, 'component'),
});`;

describe("the split routes' loaders", () => {
  it('come from the module that waits while a page is being left, whichever quotes the splitter used', () => {
    const rewritten = withStayingLoaders(SPLIT_ROUTE, ROUTE) ?? '';
    expect(rewritten).toContain(`import { lazyFn } from ${JSON.stringify(STAYING_LOADERS)};`);
    expect(rewritten).toContain(
      `import { lazyRouteComponent } from ${JSON.stringify(STAYING_LOADERS)};`,
    );
    expect(rewritten).not.toMatch(/import \{ lazy\w+ \} from ['"]@tanstack\/react-router/);
    // The router's other exports still come from the router.
    expect(rewritten).toContain("import { createFileRoute } from '@tanstack/react-router';");
    expect(STAYING_LOADERS).toMatch(/[\\/]src[\\/]lib[\\/]lazy-route\.ts$/);
  });

  it('leave a module without them alone', () => {
    expect(withStayingLoaders("import { Link } from '@tanstack/react-router';", ROUTE)).toBeNull();
  });

  it('stop the build when the splitter wrote an importer whose loaders could not be pointed there', () => {
    const merged = SPLIT_ROUTE.replace(
      'import { lazyFn } from \'@tanstack/react-router\';\nimport { lazyRouteComponent } from "@tanstack/react-router";',
      "import { createLink, lazyFn, lazyRouteComponent } from '@tanstack/react-router';",
    );
    expect(() => withStayingLoaders(merged, ROUTE)).toThrow(ROUTE);
  });
});
