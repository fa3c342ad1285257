import { readFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '#contract/endpoints';
import { TEST_PEPPER } from '../../../tests/support/test-pepper';
import { unavailableCaptcha } from '../../adapters/hcaptcha';
import { createMetrics } from '../../adapters/metrics';
import { createOutboxSender } from '../../adapters/senders';
import { createPasscodeHasher } from '../../adapters/passcode-hasher';
import { loadConfig } from '../../config';
import type { AppContext } from '../../context';
import * as schema from '../../db/schema';
import { createContentCache } from '../../http/content-cache';
import { valibotSerializerCompiler, valibotValidatorCompiler } from '../../http/contract-route';
import { areaRoutes } from './index';

// One hop from a call to its handler (docs/decisions/0045): calls/<area>.ts is served by
// routes/v1/<area>.ts alone, which calls services/<area>.ts.
type RouteModule = Record<string, unknown>;
type RouteFactory = (context: AppContext) => FastifyPluginAsync;
const callModules = import.meta.glob<Record<string, EndpointDefinition>>(
  '../../contract/v1/calls/*.ts',
  { eager: true },
);
const routeModules = import.meta.glob<RouteModule>(['./*.ts', '!./index.ts', '!./*.test.ts'], {
  eager: true,
});
const areaOf = (file: string) => /([\w-]+)\.ts$/.exec(file)?.[1] ?? file;
const callsByArea = new Map(Object.entries(callModules).map(([file, m]) => [areaOf(file), m]));
const routesByArea = new Map(
  Object.entries(routeModules).map(([file, m]) => [areaOf(file), routeFactoryOf(m)]),
);

function isRouteFactory(value: unknown): value is RouteFactory {
  return typeof value === 'function';
}

function routeFactoryOf(module: RouteModule): RouteFactory {
  const factories = Object.values(module).filter(isRouteFactory);
  if (factories.length !== 1 || !factories[0]) throw new Error('one route plugin per area file');
  return factories[0];
}

const db = drizzle.mock({ schema });
const clock = () => new Date();
const config = loadConfig({ NODE_ENV: 'test', PASSCODE_PEPPER: TEST_PEPPER });
const context: AppContext = {
  config,
  database: {
    db,
    kind: 'postgres',
    migrate: async () => undefined,
    ping: async () => undefined,
    migrationsCurrent: async () => true,
    exclusively: async (_lock, _mode, work) => ({ ran: true, value: await work() }),
    close: async () => undefined,
  },
  db,
  hasher: createPasscodeHasher(config.passcodePepper),
  clock,
  sender: createOutboxSender(db, clock),
  captcha: unavailableCaptcha,
  contentCache: createContentCache({ clock }),
  metrics: createMetrics({ hashesInFlight: () => 0 }).metrics,
};

async function servedBy(factory: RouteFactory): Promise<string[]> {
  const app = Fastify();
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(valibotSerializerCompiler);
  const served: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') served.push(`${method} ${route.url}`);
    }
  });
  await app.register(factory(context));
  await app.ready();
  await app.close();
  return served.sort();
}

describe('one division of the API', () => {
  it('has a route file for every calls module and no other, each registered by apiV1', () => {
    expect([...routesByArea.keys()].sort()).toEqual([...callsByArea.keys()].sort());
    expect(new Set(Object.values(areaRoutes))).toEqual(new Set(routesByArea.values()));
  });

  it.each([...callsByArea.keys()])(
    '%s: the route file serves exactly the calls module',
    async (area) => {
      const calls = Object.values(callsByArea.get(area) ?? {});
      const factory = routesByArea.get(area);
      if (!factory) throw new Error(`no routes/v1/${area}.ts`);
      const expected = calls.map((call) => `${call.method} ${call.path}`).sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(await servedBy(factory)).toEqual(expected);
    },
  );

  it.each([...callsByArea.keys()])('%s: the route file calls the service of its name', (area) => {
    const source = readFileSync(new URL(`./${area}.ts`, import.meta.url), 'utf8');
    expect(source).toContain(`from '../../services/${area}'`);
  });
});
