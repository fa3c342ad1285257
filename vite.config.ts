import { availableParallelism } from 'node:os';
import { constants as zlibConstants } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { lazyRouteImports } from './scripts/lazy-route-imports';
import { precacheTheShellOnly } from './scripts/pwa-shell';
import { configDefaults, defineConfig } from 'vitest/config';

const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate|ky|valibot|universal-cookie|cookie|use-sync-external-store)[\\/]/;
const SSR_CLIENT = /[\\/]node_modules[\\/]@tanstack[\\/][^\\/]+[\\/]dist[\\/]esm[\\/]ssr[\\/]/;

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

// `vite build --ssr` builds src/entry-server (the server's renderer, docs/decisions/0054), which
// needs neither the public folder nor compressed twins.
export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // A route's loader travels with its component: the first page then carries no other page's
      // calls and schemas, and a link's intent preload fetches both at once (docs/performance.md).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routeFileIgnorePattern: '\\.(test|spec)\\.',
    }),
    // The split routes' code loaders wait while a page is being left (docs/decisions/0063).
    lazyRouteImports(),
    react(),
    // Installable, with the membership card offline (decision 0058). The worker
    // is src/pwa/sw.ts, built with Workbox's modules; the app registers it after load.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/pwa',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: {
          name: 'Go Rewards',
          short_name: 'Go Rewards',
          description: 'Your Go Rewards card, points and offers.',
          lang: 'en-PH',
          start_url: '/account',
          scope: '/',
          display: 'standalone',
          theme_color: '#0b2a5b',
          background_color: '#ffffff',
        },
        pwaAssets: {
          config: false,
          preset: 'minimal-2023',
          image: 'public/favicon.svg',
          overrideManifestIcons: true,
          includeHtmlHeadLinks: false,
          injectThemeColor: false,
        },
        injectManifest: {
          // The shell and the offline card page; route chunks are kept when first used (sw.ts).
          globPatterns: ['offline-card.html', 'assets/*.{js,css}', '*.{svg,png,ico}'],
          globIgnores: ['**/*.{gz,br}'],
          manifestTransforms: [precacheTheShellOnly],
        },
      }),
    // Brotli and gzip twins of every text asset, served by @fastify/static's preCompressed option,
    // so the server never compresses a static file per request.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|html|svg|json|txt|xml|webmanifest)$/,
        threshold: 512,
        algorithms: [
          defineAlgorithm('gzip', { level: 9 }),
          defineAlgorithm('brotliCompress', {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        ],
      }),
  ],
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    assetsInlineLimit: 2048,
    // One style sheet, linked from index.html: a page the server rendered is styled from its first
    // paint (with or without JavaScript), where split sheets came only with each route's script
    // and shifted the page as they arrived. All of it is about 16 KB gzip.
    cssCodeSplit: false,
    // Each entry's imports, read by precacheTheShellOnly.
    manifest: !isSsrBuild,
    rolldownOptions: {
      input: isSsrBuild
        ? 'src/entry-server.tsx'
        : { index: 'index.html', 'offline-card': 'offline-card.html' },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              // Not the router's hydration code: only a page the server rendered loads it.
              test: (id: string) => VENDOR.test(id) && !SSR_CLIENT.test(id),
            },
          ],
        },
      },
    },
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  // The renderer carries its own React and router, built for production whatever NODE_ENV the
  // server runs under (the browser tests' server runs as 'test'; React's development server
  // renderer is several times slower). jsdom stays a package: it is large and loads files of its own.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true, external: ['jsdom'] },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  server: {
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
  test: {
    // Vitest's default leaves a core to its main process: one worker on a 2-core machine, where
    // most of a test file's time is PGlite and Argon2 work that a second worker overlaps.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Property tests run a hundred cases each: well under a second alone, but npm test runs
          // the browser tests beside them on 2 cores, where 5 s was once not enough.
          testTimeout: 20_000,
          include: [
            'machines/**/*.test.ts',
            'server/**/*.test.ts',
            'src/lib/**/*.test.ts',
            'src/pwa/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
            'tests/statecharts/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/docs/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          // Each file still gets its own module graph and window, but jsdom and the modules outside
          // the project load once per worker: the project's wall time falls by about 40 % (258 s →
          // 158 s alone on this machine), and npm test's with it.
          pool: 'vmThreads',
          include: ['src/**/*.test.tsx', 'tests/model/**/*.test.tsx'],
          setupFiles: ['./tests/support/setup-dom.ts'],
          // A model path types a whole form step by step in jsdom: about 1 s on a quiet machine,
          // past Vitest's default 5 s on a busy 2-core one.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          // Tests of PostgreSQL's own behaviour run only when there is a PostgreSQL server, and
          // those of the embedded database's folder (they never use DATABASE_URL) only without.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL
              ? ['tests/integration/pglite-only/**']
              : ['tests/integration/postgres-only/**']),
          ],
          setupFiles: ['./tests/support/setup-dom.ts'],
          globalSetup: ['./tests/support/database-templates.ts'],
          // Each file builds its own app and database, so the files of a worker share one module
          // graph: Fastify, Drizzle and PGlite's WebAssembly load once per worker, not once per file
          // (234 s → 138 s for this project alone on 2 cores, a third of the CPU time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The built app started as production starts it: npm test runs it, under the LTS Node,
      // once the browser tests' build is ready (scripts/test.mjs).
      ...(process.env.VITEST_PRODUCTION_START
        ? [
            {
              extends: true as const,
              test: {
                name: 'production-start',
                environment: 'node' as const,
                include: ['tests/production/**/*.test.ts'],
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
}));
