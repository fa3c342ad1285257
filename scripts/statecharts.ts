/**
 * `npm run statecharts`: docs/statecharts/, generated from the machines (stale test:
 * tests/statecharts/stale.test.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { isStub } from '../machines/shared/stubs';
import type { Diagram, Layout } from './statecharts-diagram';
import type { RenderedSvg } from './statecharts-render';

export type { Diagram, Layout };

export const ROOT = path.resolve(import.meta.dirname, '..');
export const OUT_DIR = 'docs/statecharts';
export const COVERAGE_FILE = 'coverage.md';
export const MUTATION_FILE = 'mutation.md';

export interface LoadedMachine {
  file: string;
  folder: string;
  exportName: string;
  machine: AnyStateMachine;
  source: string;
  prose: string | null;
  modelSuites: string[];
}

export async function loadMachines(root = ROOT): Promise<LoadedMachine[]> {
  const machinesDir = path.join(root, 'machines');
  const modelDir = path.join(root, 'tests', 'model');
  const suites = existsSync(modelDir)
    ? readdirSync(modelDir)
        .filter((name) => name.endsWith('.model.test.tsx') || name.endsWith('.model.test.ts'))
        .sort()
        .map((name) => ({
          file: `tests/model/${name}`,
          text: readFileSync(path.join(modelDir, name), 'utf8'),
        }))
    : [];
  const loaded: LoadedMachine[] = [];
  for (const folder of readdirSync(machinesDir).sort()) {
    const dir = path.join(machinesDir, folder);
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.machine.ts'))
      .sort();
    for (const name of files) {
      const full = path.join(dir, name);
      const module = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
      const source = readFileSync(full, 'utf8');
      const prosePath = path.join(dir, name.replace(/\.machine\.ts$/, '.md'));
      const prose = existsSync(prosePath) ? readFileSync(prosePath, 'utf8') : null;
      for (const exportName of Object.keys(module).sort()) {
        const value = module[exportName];
        if (!exportName.endsWith('Machine') || !isMachine(value)) continue;
        const uses = new RegExp(`\\bmachine:\\s*${exportName}\\b`);
        loaded.push({
          file: `machines/${folder}/${name}`,
          folder,
          exportName,
          machine: value,
          source,
          prose,
          modelSuites: suites.filter((suite) => uses.test(suite.text)).map((suite) => suite.file),
        });
      }
    }
  }
  return loaded;
}

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'implementations' in value &&
    'id' in value
  );
}

export function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...stateNodes(child)]);
}

export function nodeTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function countMachine(machine: AnyStateMachine) {
  const nodes = [machine.root, ...stateNodes(machine.root)];
  return {
    states: nodes.length - 1,
    transitions: nodes.reduce((sum, node) => sum + nodeTransitions(node).length, 0),
  };
}

const statePath = (node: AnyStateNode) => (node.path.length ? node.path.join('.') : '(machine)');

const mermaidId = (node: AnyStateNode) =>
  node.path.length ? `s_${node.path.join('__').replace(/[^A-Za-z0-9_]/g, '_')}` : 's_root';

interface GuardFunction {
  (...args: never[]): unknown;
  guards?: unknown[];
}

function guardLabel(guard: unknown): string {
  if (guard === undefined || guard === null) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as GuardFunction;
    const parts = Array.isArray(fn.guards) ? fn.guards.map(guardLabel) : null;
    const wrap = (text: string) => (text.includes(' ') ? `(${text})` : text);
    if (parts && fn.name.startsWith('not')) return `not ${wrap(parts[0] ?? '')}`;
    if (parts && fn.name.startsWith('and')) return parts.map(wrap).join(' and ');
    if (parts && fn.name.startsWith('or')) return parts.map(wrap).join(' or ');
    return 'inline check';
  }
  if (typeof guard === 'object' && 'type' in guard) {
    const keys = errorKeysOf(guard);
    return keys ? `${String(guard.type)}(${keys.join(', ')})` : String(guard.type);
  }
  return 'inline check';
}

/** The keys of a `failedWith(...keys)` guard (machines/shared/failure.ts), read from its params. */
function errorKeysOf(guard: object): string[] | null {
  if (!v.is(DynamicParamsSchema, guard)) return null;
  const params = guard.params({ context: undefined, event: { error: null } });
  return v.is(ErrorKeysSchema, params) ? params.keys : null;
}
const DynamicParamsSchema = v.object({ params: v.function() });
const ErrorKeysSchema = v.object({ keys: v.array(v.string()) });

function guardNames(guard: unknown): string[] {
  if (typeof guard === 'string') return [guard];
  if (typeof guard === 'function') {
    const fn = guard as GuardFunction;
    return Array.isArray(fn.guards) ? fn.guards.flatMap(guardNames) : [];
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return [String(guard.type)];
  return [];
}

function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function' || (typeof action === 'object' && action !== null)) {
    const type = (action as { type?: unknown }).type;
    if (typeof type === 'string') {
      return type.startsWith('xstate.') ? `${type.slice('xstate.'.length)} (inline)` : type;
    }
  }
  return 'inline';
}

const actionsOf = (list: unknown): string[] =>
  Array.isArray(list) ? list.map(actionLabel) : list === undefined ? [] : [actionLabel(list)];

/** XState schedules an `after` with a delayed raise on entry and its cancel on exit. */
const isTimerPlumbing = (action: unknown) => {
  const fn = action as { type?: unknown; delay?: unknown } | null;
  return (
    (typeof fn === 'function' || (typeof fn === 'object' && fn !== null)) &&
    ((fn.type === 'xstate.raise' && fn.delay !== undefined) || fn.type === 'xstate.cancel')
  );
};

const ownActions = (node: AnyStateNode, list: unknown[]): string[] =>
  actionsOf(node.after.length ? list.filter((action) => !isTimerPlumbing(action)) : list);

export function formatMs(ms: number): string {
  if (ms >= 1000) return `${String(Number((ms / 1000).toFixed(3)))} s`;
  return `${String(ms)} ms`;
}

/**
 * The doc comment the author wrote beside each delay or guard of the source, by name; the first of
 * a name wins.
 */
function docComments(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(/\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*\n\s*(\w+)\s*:/g)) {
    const [, body = '', name = ''] = match;
    const text = body
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .filter(Boolean)
      .join(' ');
    if (!found.has(name)) found.set(name, text);
  }
  return found;
}

function delaySource(source: string, name: string): string | null {
  const block = /\bdelays:\s*\{([\s\S]*?)\n\s{2}\},/.exec(source)?.[1];
  if (!block) return null;
  const start = new RegExp(`\\n\\s*${name}\\s*:`).exec(block);
  if (!start) return null;
  const rest = block.slice(start.index).trim();
  const next = /,\s*\n\s*(?:\/\*\*|\w+\s*:)/.exec(rest);
  return (next ? rest.slice(0, next.index) : rest).replace(/,\s*$/, '').replace(/\s+/g, ' ');
}

interface DelayInfo {
  name: string;
  value: string;
  note: string;
}

function delayInfo(loaded: LoadedMachine, delay: unknown, docs: Map<string, string>): DelayInfo {
  if (typeof delay === 'number') return { name: formatMs(delay), value: formatMs(delay), note: '' };
  const name = String(delay);
  const implementation = (loaded.machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof implementation === 'number') {
    return { name, value: formatMs(implementation), note: docs.get(name) ?? '' };
  }
  const code = delaySource(loaded.source, name);
  return {
    name,
    value: 'computed',
    note: [docs.get(name), code ? `\`${code}\`` : ''].filter(Boolean).join(' '),
  };
}

interface Edge {
  source: AnyStateNode;
  targets: AnyStateNode[];
  event: string;
  guard: string;
  actions: string[];
  reenter: boolean;
}

function edgesOf(loaded: LoadedMachine, docs: Map<string, string>): Edge[] {
  const { machine } = loaded;
  const edges: Edge[] = [];
  for (const node of [machine.root, ...stateNodes(machine.root)]) {
    const afterByEvent = new Map<string, unknown>(
      (node.after as { eventType: string; delay: unknown }[]).map((after) => [
        after.eventType,
        after.delay,
      ]),
    );
    const lists: [string, AnyTransitionDefinition[]][] = [
      ...[...node.transitions.entries()].map(
        ([type, list]) => [type, list] as [string, AnyTransitionDefinition[]],
      ),
      ['', node.always ?? []],
    ];
    for (const [type, list] of lists) {
      let guardedBefore = false;
      for (const transition of list) {
        const guard = guardLabel(transition.guard);
        edges.push({
          source: node,
          targets: (transition.target ?? []) as AnyStateNode[],
          event: eventLabel(type, afterByEvent, loaded, docs),
          guard: guard || (guardedBefore ? 'else' : ''),
          actions: actionsOf(transition.actions),
          reenter: transition.reenter,
        });
        if (guard) guardedBefore = true;
      }
    }
  }
  return edges;
}

function eventLabel(
  type: string,
  afterByEvent: Map<string, unknown>,
  loaded: LoadedMachine,
  docs: Map<string, string>,
): string {
  if (type === '') return 'always';
  if (afterByEvent.has(type)) return `after ${delayValue(loaded, afterByEvent.get(type), docs)}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1] ?? ''} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `${error[1] ?? ''} error`;
  if (type.startsWith('xstate.done.state.')) return 'done (final state reached)';
  return type;
}

/**
 * A delay's value read from the machine, never from a comment; a computed one shows its source
 * expression with the file's constants put in: `expiresInSeconds * 1000 ms (otpLifetime)`.
 */
function delayValue(loaded: LoadedMachine, delay: unknown, docs: Map<string, string>): string {
  const info = delayInfo(loaded, delay, docs);
  if (typeof delay === 'number') return info.value;
  if (info.value !== 'computed') return `${info.value} (${info.name})`;
  const expression = computedDelay(loaded.source, info.name);
  return expression ? `${expression} ms (${info.name})` : `${info.name} (computed)`;
}

function computedDelay(source: string, name: string): string | null {
  const code = delaySource(source, name);
  const body = code ? /=>\s*(.+)$/.exec(code)?.[1] : undefined;
  if (!body) return null;
  const constants = new Map<string, string>();
  for (const match of source.matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*([\d_.]+)\s*;/g)) {
    const [, constant = '', value = ''] = match;
    constants.set(constant, value.replace(/_/g, ''));
  }
  return body
    .replace(/\b[A-Z][A-Z0-9_]*\b/g, (word) => constants.get(word) ?? word)
    .replace(/\bcontext\./g, '')
    .replace(/\bMath\./g, '')
    .trim();
}

/**
 * An edge shows every named action but the `assign*` ones, which store what the label already
 * names; the Events table lists them all.
 */
export const edgeActions = (actions: readonly string[]): string[] =>
  actions.filter((name) => !/^assign(?![a-z])/.test(name) && !name.includes('inline'));

const edgeLabel = (edge: Edge) => {
  const shown = edgeActions(edge.actions);
  return (
    (edge.guard ? `${edge.event} [${edge.guard}]` : edge.event) +
    (shown.length ? ` / ${shown.join(', ')}` : '')
  );
};

interface InvokeInfo {
  state: AnyStateNode;
  id: string;
  src: string;
  childMachine: string | null;
  provided: boolean;
}

function invokesOf(machine: AnyStateMachine): InvokeInfo[] {
  const actors = machine.implementations.actors as Record<string, unknown>;
  return stateNodes(machine.root)
    .concat([machine.root])
    .flatMap((state) =>
      (state.invoke as { id: string; src: unknown }[]).map((invoke) => {
        const src = typeof invoke.src === 'string' ? invoke.src : 'inline';
        const logic = typeof invoke.src === 'string' ? actors[invoke.src] : invoke.src;
        return {
          state,
          id: invoke.id,
          src,
          childMachine: isMachine(logic) ? logic.id : null,
          provided: isStub(logic),
        };
      }),
    );
}

function commonAncestor(a: AnyStateNode, b: AnyStateNode): AnyStateNode | undefined {
  const ancestors = new Set<AnyStateNode>();
  for (let node: AnyStateNode | undefined = a.parent; node; node = node.parent) ancestors.add(node);
  for (let node: AnyStateNode | undefined = b.parent; node; node = node.parent) {
    if (ancestors.has(node)) return node;
  }
  return undefined;
}

/**
 * Chosen by `npm run statecharts`, which draws each layoutCandidates entry in turn and keeps the
 * first that fits (LAYOUT_LIMITS); written to LAYOUTS_FILE so the stale test needs no browser.
 */

/**
 * A picture wider than a page's column (where it shows at its own size) may be at most `ratio`
 * times as wide as high.
 */
export const LAYOUT_LIMITS = { width: 1600, column: 1000, ratio: 3 } as const;

export const LAYOUTS_FILE = 'layouts.json';

const WRAPS = [0, 40, 32, 28, 24, 20];

export function layoutCandidates(machine: AnyStateMachine): Layout[] {
  const parallel = [machine.root, ...stateNodes(machine.root)].some(
    (node) => node.type === 'parallel',
  );
  return WRAPS.flatMap((wrap) =>
    (['TB', 'LR'] as const).flatMap((direction) =>
      (parallel ? (['dividers', 'boxes'] as const) : (['dividers'] as const)).map((regions) => ({
        direction,
        wrap,
        regions,
      })),
    ),
  );
}

export const fitsPage = (picture: { width: number; height: number; overlaps: string[] }) =>
  picture.overlaps.length === 0 &&
  picture.width <= LAYOUT_LIMITS.width &&
  (picture.width <= LAYOUT_LIMITS.column || picture.width <= LAYOUT_LIMITS.ratio * picture.height);

const isLayout = (value: unknown): value is Layout => {
  const layout = value as Partial<Layout> | null;
  return (
    typeof layout === 'object' &&
    layout !== null &&
    (layout.direction === 'TB' || layout.direction === 'LR') &&
    typeof layout.wrap === 'number' &&
    (layout.regions === 'dividers' || layout.regions === 'boxes')
  );
};

export function readLayouts(root = ROOT): Record<string, Layout> {
  const file = path.join(root, OUT_DIR, LAYOUTS_FILE);
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, Layout] => isLayout(entry[1])),
  );
}

export const layoutsText = (layouts: Record<string, Layout>) =>
  `${JSON.stringify(
    Object.fromEntries(Object.entries(layouts).sort(([a], [b]) => a.localeCompare(b))),
    null,
    2,
  )}\n`;

const layoutOf = (machine: AnyStateMachine, layouts: Record<string, Layout>): Layout =>
  layouts[machine.id] ?? (layoutCandidates(machine)[0] as Layout);

/**
 * Broken before a guard, actions or a note, never inside brackets; a piece longer than the width
 * stays whole.
 */
export function wrapLine(line: string, width: number): string[] {
  if (width <= 0 || line.length <= width) return [line];
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ' ' && depth === 0 && /^(?:\[|\(|\/ )/.test(line.slice(index + 1))) {
      pieces.push(line.slice(start, index));
      start = index + 1;
    }
  }
  pieces.push(line.slice(start));
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + piece.length <= width) {
      lines[lines.length - 1] = `${last} ${piece}`;
    } else {
      lines.push(piece);
    }
  }
  return lines;
}

const BR = '<br/>';

const isDescendant = (node: AnyStateNode, ancestor: AnyStateNode): boolean =>
  node.parent ? node.parent === ancestor || isDescendant(node.parent, ancestor) : false;

function mermaid(
  loaded: LoadedMachine,
  edges: Edge[],
  invokes: InvokeInfo[],
  layout: Layout,
): Diagram {
  const { machine } = loaded;
  const lines: string[] = ['stateDiagram-v2', `  direction ${layout.direction}`];
  const states: Record<string, string> = {};
  const regionBoxes: string[] = [];
  const wrap = (text: string) => wrapLine(text, layout.wrap);
  // Edges go in the block of the nearest state holding both ends (Mermaid has no room for edges in
  // a parallel state outside its regions, so those go one block up); transitions between the same
  // two states share one edge, a line each, so their labels cannot overlap.
  const edgesIn = new Map<
    AnyStateNode | null,
    Map<string, { from: AnyStateNode; to: AnyStateNode; labels: string[] }>
  >();
  // A transition back to its own state is a line in that state's box (`↻ event`): Mermaid draws
  // a loop's label over the states beside it.
  const selfLines = new Map<AnyStateNode, string[]>();
  for (const edge of edges) {
    for (const target of edge.targets) {
      if (target === edge.source) {
        const own = selfLines.get(target) ?? [];
        const line = `↻ ${edgeLabel(edge)}${edge.reenter ? ' (re-entered)' : ''}`;
        if (!own.includes(line)) own.push(line);
        selfLines.set(target, own);
        continue;
      }
      // From a state into one of its own children: a line in the child's box, too (Mermaid
      // draws such an arrow from the box's edge through the child's label).
      if (isDescendant(target, edge.source)) {
        const own = selfLines.get(target) ?? [];
        const line = `↳ from any ${edge.source.key} state: ${edgeLabel(edge)}`;
        if (!own.includes(line)) own.push(line);
        selfLines.set(target, own);
        continue;
      }
      let holder: AnyStateNode | null =
        target === edge.source
          ? (edge.source.parent ?? machine.root)
          : (commonAncestor(edge.source, target) ?? machine.root);
      while (holder?.type === 'parallel') holder = holder.parent ?? null;
      const pairs =
        edgesIn.get(holder) ??
        new Map<string, { from: AnyStateNode; to: AnyStateNode; labels: string[] }>();
      const key = `${mermaidId(edge.source)} ${mermaidId(target)}`;
      const pair = pairs.get(key) ?? { from: edge.source, to: target, labels: [] };
      const label = edgeLabel(edge);
      if (!pair.labels.includes(label)) pair.labels.push(label);
      pairs.set(key, pair);
      edgesIn.set(holder, pairs);
    }
  }
  const writeEdges = (holder: AnyStateNode | null, indent: string) => {
    for (const pair of edgesIn.get(holder)?.values() ?? []) {
      lines.push(
        `${indent}${mermaidId(pair.from)} --> ${mermaidId(pair.to)} : ${pair.labels.flatMap(wrap).join(BR)}`,
      );
    }
  };

  const childFinals = new Map<string, string>();
  for (const invoke of invokes) {
    const logic = (machine.implementations.actors as Record<string, unknown>)[invoke.src];
    if (!isMachine(logic)) continue;
    const finals = stateNodes(logic.root)
      .filter((node) => node.type === 'final')
      .map((node) => node.key);
    childFinals.set(invoke.src, finals.length ? `ends ${finals.join(' or ')}` : 'never ends');
  }

  const writeChildren = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states);
    if (node.type === 'parallel' && layout.regions === 'boxes') {
      // Left to right, the regions (unconnected, so in one rank) stand one above the other. A
      // `direction` here is the parallel state's own, since no `--` splits its block.
      lines.push(`${indent}direction LR`);
      for (const child of children) {
        regionBoxes.push(mermaidId(child));
        writeState(child, indent);
      }
    } else if (node.type === 'parallel') {
      // Mermaid puts a `direction` here into the first region: the regions stay side by side.
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}--`);
        writeState(child, indent);
      });
    } else {
      if (node !== machine.root) lines.push(`${indent}direction ${layout.direction}`);
      const initial: readonly AnyStateNode[] =
        (node.initial as { target: readonly AnyStateNode[] } | undefined)?.target ?? [];
      for (const target of initial) lines.push(`${indent}[*] --> ${mermaidId(target)}`);
      for (const child of children) writeState(child, indent);
    }
    writeEdges(node, indent);
    for (const child of children) {
      if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
    }
  };

  // A composite state's title is one line: Mermaid leaves room for one above its states.
  const writeState = (node: AnyStateNode, indent: string) => {
    const id = mermaidId(node);
    const composite = Object.keys(node.states).length > 0;
    states[id] = statePath(node);
    const extras = [
      node.type === 'parallel' ? 'parallel' : '',
      node.type === 'final' ? 'final' : '',
      ...node.tags.map((tag: string) => `#${tag}`),
    ].filter(Boolean);
    const parts = [
      extras.length ? `${node.key} (${extras.join(', ')})` : node.key,
      ...invokes
        .filter((item) => item.state === node)
        .map((invoke) => {
          const child = childFinals.get(invoke.src);
          return child ? `invokes machine ${invoke.src} (${child})` : `invokes ${invoke.src}`;
        }),
      ...(selfLines.get(node) ?? []),
    ];
    const label = composite ? parts.join(' · ') : parts.flatMap(wrap).join(BR);
    lines.push(`${indent}state "${label}" as ${id}`);
    if (composite) {
      lines.push(`${indent}state ${id} {`);
      writeChildren(node, `${indent}  `);
      lines.push(`${indent}}`);
    }
  };

  if (machine.root.type === 'parallel') {
    // Mermaid separates regions only inside a composite state: the machine itself is one.
    states.s_root = '';
    lines.push(
      '  [*] --> s_root',
      `  state "${machine.id} (parallel)" as s_root`,
      '  state s_root {',
    );
    writeChildren(machine.root, '    ');
    lines.push('  }');
    writeEdges(null, '  ');
  } else {
    // The machine's own transitions are taken from whatever state it is in: one into a state is
    // a line in that state's box (`↳`), one back to the machine itself a line in a box of its own.
    const rootLines = selfLines.get(machine.root) ?? [];
    if (rootLines.length) {
      states.s_root = '';
      lines.push(
        `  state "${['(from any state)', ...rootLines].flatMap(wrap).join(BR)}" as s_root`,
      );
    }
    writeChildren(machine.root, '  ');
  }
  return { machineId: machine.id, source: `${lines.join('\n')}\n`, states, regionBoxes, layout };
}

const cell = (text: string) => (text ? text.replace(/\|/g, '\\|') : '–');
const code = (text: string) => (text ? `\`${text}\`` : '');

function table(head: string[], rows: string[][]): string[] {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
}

const pageName = (machineId: string) => `${machineId}.md`;
const svgName = (machineId: string) => `${machineId}.svg`;

function kindOf(node: AnyStateNode): string {
  if (node.type === 'compound' || node.type === 'parallel') return node.type;
  if (node.type === 'final') return 'final';
  if (node.type === 'history') return 'history';
  return (node.always?.length ?? 0) > 0 ? 'atomic (transient)' : 'atomic';
}

function demoteHeadings(prose: string): string {
  let fenced = false;
  return prose
    .trim()
    .replace(/^# .*\n+/, '')
    .split('\n')
    .map((line) => {
      if (line.startsWith('```')) fenced = !fenced;
      if (fenced || !/^#{1,4} /.test(line)) return line;
      return `##${line}`;
    })
    .join('\n')
    .trim();
}

function renderPage(
  loaded: LoadedMachine,
  known: Set<string>,
  loadedSources: Map<string, string>,
  layout: Layout,
): string {
  const { machine } = loaded;
  const docs = docComments(loaded.source);
  const edges = edgesOf(loaded, docs);
  const invokes = invokesOf(machine);
  const nodes = stateNodes(machine.root);
  const counts = countMachine(machine);
  const out: string[] = [];

  out.push(`# ${machine.id}`, '');
  out.push(
    `Generated by \`npm run statecharts\` from \`${loaded.exportName}\` in ` +
      `[${loaded.file}](../../${loaded.file}); do not edit by hand. ` +
      `${String(counts.states)} states, ${String(counts.transitions)} transitions. ` +
      `Back to [all machines](README.md).`,
    '',
  );
  const diagram = mermaid(loaded, edges, invokes, layout);
  out.push(`![${machine.id} statechart](${svgName(machine.id)})`, '');
  out.push(
    'Labels read `event [guard] / actions`: `after …` is a timer (its value from the machine), ' +
      '`… done` and `… error` are the answers of an invoked actor, `always` is taken at once when ' +
      'its guard holds, and `[else]` is the fallback when the guards before it fail. Transitions ' +
      'between the same two states share one arrow, a line each; a transition too long for the ' +
      'page goes on, indented, on the next line. The actions shown are the named ' +
      'ones other than `assign*` (which store a field or an answer); the Events table lists every ' +
      'action, and the transitions that only run actions (no target).',
    '',
  );
  out.push(
    "<details><summary>The picture's Mermaid source</summary>",
    '',
    '```mermaid',
    diagram.source.trimEnd(),
    '```',
    '',
    '</details>',
    '',
  );

  out.push('## States', '');
  out.push(
    ...table(
      ['state', 'kind', 'invokes', 'tags', 'entry', 'exit'],
      nodes.map((node) => [
        code(statePath(node)),
        kindOf(node),
        invokes
          .filter((item) => item.state === node)
          .map((item) => code(item.src))
          .join(', '),
        node.tags.map(code).join(', '),
        ownActions(node, node.entry).map(code).join(', '),
        ownActions(node, node.exit).map(code).join(', '),
      ]),
    ),
    '',
  );

  out.push('## Events', '');
  out.push(
    ...table(
      ['event', 'from', 'to', 'guard', 'actions'],
      edges.map((edge) => [
        code(edge.event),
        code(statePath(edge.source)),
        edge.targets.length
          ? edge.targets.map((target) => code(statePath(target))).join(', ') +
            (edge.reenter ? ' (re-entered)' : '')
          : '(stays)',
        code(edge.guard),
        edge.actions.map(code).join(', '),
      ]),
    ),
    '',
  );

  const guardUse = new Map<string, Set<string>>();
  for (const node of [machine.root, ...nodes]) {
    for (const transition of nodeTransitions(node)) {
      for (const name of guardNames(transition.guard)) {
        const uses = guardUse.get(name) ?? new Set<string>();
        uses.add(statePath(node));
        guardUse.set(name, uses);
      }
    }
  }
  const guardImplementations = machine.implementations.guards as Record<string, unknown>;
  out.push('## Guards', '');
  out.push(
    ...(guardUse.size
      ? table(
          ['guard', 'checked in', 'implemented by', 'what it means'],
          [...guardUse.keys()]
            .sort()
            .map((name) => [
              code(name),
              [...(guardUse.get(name) ?? [])].sort().map(code).join(', '),
              isStub(guardImplementations[name]) ? 'the app (`.provide`)' : 'the machine',
              docs.get(name) ?? '',
            ]),
        )
      : ['None.']),
    '',
  );

  const delays = new Map<string, DelayInfo>();
  for (const node of [machine.root, ...nodes]) {
    for (const after of node.after as { delay: unknown }[]) {
      const info = delayInfo(loaded, after.delay, docs);
      delays.set(info.name, info);
    }
  }
  out.push('## Delays', '');
  out.push(
    ...(delays.size
      ? table(
          ['delay', 'value', 'note'],
          [...delays.values()]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((info) => [code(info.name), info.value, info.note]),
        )
      : ['None.']),
    '',
  );

  out.push('## Actors', '');
  out.push(
    ...(invokes.length
      ? table(
          ['actor', 'invoked in', 'id', 'implemented by'],
          [...invokes]
            .sort((a, b) => a.src.localeCompare(b.src) || a.id.localeCompare(b.id))
            .map((item) => [
              code(item.src),
              code(statePath(item.state)),
              code(item.id),
              item.childMachine
                ? known.has(item.childMachine)
                  ? `the machine [${item.childMachine}](${pageName(item.childMachine)})`
                  : `the machine \`${item.childMachine}\``
                : item.provided
                  ? 'the app (`.provide`)'
                  : 'the machine',
            ]),
        )
      : ['None.']),
    '',
  );

  // A child machine's own outcomes and timers, so its parent's page can be followed alone.
  const children = new Map<string, AnyStateMachine>();
  for (const item of invokes) {
    const logic = (machine.implementations.actors as Record<string, unknown>)[item.src];
    if (isMachine(logic)) children.set(logic.id, logic);
  }
  for (const [id, child] of [...children].sort(([a], [b]) => a.localeCompare(b))) {
    const childNodes = stateNodes(child.root);
    const finals = childNodes.filter((node) => node.type === 'final').map((node) => code(node.key));
    const childDelays = [
      ...new Set(
        childNodes.flatMap((node) =>
          (node.after as { delay: unknown }[]).map((after) => String(after.delay)),
        ),
      ),
    ].sort();
    const childDocs = docComments(loadedSources.get(id) ?? '');
    out.push(
      `\`${id}\` is a machine of its own ([its page](${pageName(id)})). It answers \`${id} done\` ` +
        `when it reaches a final state: ${finals.join(', ') || 'none'}.` +
        (childDelays.length
          ? ` Its timers: ${childDelays
              .map((name) => {
                const note = childDocs.get(name);
                return note ? `\`${name}\` (${note})` : `\`${name}\``;
              })
              .join(', ')}.`
          : ''),
      '',
    );
  }

  out.push('## Walk-through', '');
  out.push(
    loaded.prose
      ? `From [${path.basename(loaded.file, '.machine.ts')}.md](../../${path.dirname(loaded.file)}/${path.basename(loaded.file, '.machine.ts')}.md), written by hand beside the machine:`
      : 'No walk-through has been written beside this machine yet.',
    '',
  );
  if (loaded.prose) out.push(demoteHeadings(loaded.prose), '');
  return `${out.join('\n').trimEnd()}\n`;
}

function renderIndex(machines: LoadedMachine[]): string {
  const out: string[] = [
    '# Statecharts',
    '',
    'One page per machine in `machines/`, generated by `npm run statecharts` from the machine ' +
      'definitions themselves: a picture (an SVG drawn by Mermaid in Chromium, beside the page), the ' +
      'states, events, guards, delays and actors, and the hand-written walk-through. The test ' +
      "command fails when a page or a picture here is stale. The model-based paths' " +
      'coverage of each machine (states and transitions the paths took through the view) is in ' +
      '[coverage.md](coverage.md), written by the test command; their mutation scores, and the ' +
      'mutants no test killed, are in [mutation.md](mutation.md), written by `npm run test:mutation`.',
    '',
    'Each picture is drawn in the first layout that reads at a page’s width: at most ' +
      `${String(LAYOUT_LIMITS.width)} px wide and, when wider than ${String(LAYOUT_LIMITS.column)} ` +
      `px, at most ${String(LAYOUT_LIMITS.ratio)} times as wide as high, with no label over ` +
      "another label, a state or a composite state's title. The layouts are tried in order " +
      `(labels whole, then broken at ${WRAPS.filter(Boolean).join(', ')} characters; top to ` +
      'bottom, then left to right; the regions of a parallel state side by side, then as boxes ' +
      'of their own), and the one chosen for each machine is in [layouts.json](layouts.json).',
    '',
  ];
  out.push(
    ...table(
      ['machine', 'picture', 'source', 'states', 'transitions', 'model paths'],
      [...machines]
        .sort((a, b) => a.machine.id.localeCompare(b.machine.id))
        .map((loaded) => {
          const counts = countMachine(loaded.machine);
          return [
            `[${loaded.machine.id}](${pageName(loaded.machine.id)})`,
            `[${svgName(loaded.machine.id)}](${svgName(loaded.machine.id)})`,
            `[${loaded.file}](../../${loaded.file})`,
            String(counts.states),
            String(counts.transitions),
            loaded.modelSuites.length
              ? loaded.modelSuites
                  .map((suite) => `[${path.basename(suite)}](../../${suite})`)
                  .join(', ')
              : 'none',
          ];
        }),
    ),
  );
  return `${out.join('\n')}\n`;
}

export function renderDiagram(loaded: LoadedMachine, layout: Layout): Diagram {
  const docs = docComments(loaded.source);
  return mermaid(loaded, edgesOf(loaded, docs), invokesOf(loaded.machine), layout);
}

export function renderDiagrams(
  machines: LoadedMachine[],
  layouts: Record<string, Layout> = readLayouts(),
): Map<string, Diagram> {
  const diagrams = new Map<string, Diagram>();
  for (const loaded of [...machines].sort((a, b) => a.machine.id.localeCompare(b.machine.id))) {
    diagrams.set(loaded.machine.id, renderDiagram(loaded, layoutOf(loaded.machine, layouts)));
  }
  return diagrams;
}

/** Bump when scripts/statecharts-render.ts draws differently, so every SVG counts as stale. */
export const RENDER_VERSION = '2';

export const svgFile = (machineId: string) => `${OUT_DIR}/${svgName(machineId)}`;

/**
 * Each SVG carries this hash (`data-source-sha256`), so the stale test tells a stale picture
 * without a browser.
 */
export function diagramHash(diagram: Diagram, root = ROOT): string {
  const mermaidVersion = (
    JSON.parse(readFileSync(path.join(root, 'node_modules/mermaid/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  return createHash('sha256')
    .update(`render ${RENDER_VERSION}\nmermaid ${mermaidVersion}\n${diagram.source}`)
    .digest('hex');
}

export function svgSourceHash(svg: string): string | null {
  return /\bdata-source-sha256="([0-9a-f]{64})"/.exec(svg)?.[1] ?? null;
}

export function renderStatecharts(
  machines: LoadedMachine[],
  layouts: Record<string, Layout> = readLayouts(),
): Map<string, string> {
  const pages = new Map<string, string>();
  const known = new Set(machines.map((loaded) => loaded.machine.id));
  const sources = new Map(machines.map((loaded) => [loaded.machine.id, loaded.source]));
  for (const loaded of [...machines].sort((a, b) => a.machine.id.localeCompare(b.machine.id))) {
    pages.set(
      `${OUT_DIR}/${pageName(loaded.machine.id)}`,
      renderPage(loaded, known, sources, layoutOf(loaded.machine, layouts)),
    );
  }
  pages.set(`${OUT_DIR}/README.md`, renderIndex(machines));
  return pages;
}

export function existingPages(root = ROOT): string[] {
  return filesIn(
    root,
    (name) => name.endsWith('.md') && name !== COVERAGE_FILE && name !== MUTATION_FILE,
  );
}

export function existingSvgs(root = ROOT): string[] {
  return filesIn(root, (name) => name.endsWith('.svg'));
}

function filesIn(root: string, keep: (name: string) => boolean): string[] {
  const dir = path.join(root, OUT_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(keep)
    .sort()
    .map((name) => `${OUT_DIR}/${name}`);
}

/**
 * When no layout fits a page, keeps the narrowest without overlapping labels (or the narrowest of
 * all) and says so.
 */
async function chooseLayouts(machines: LoadedMachine[]) {
  const worse = (a: RenderedSvg, b: RenderedSvg) =>
    a.overlaps.length > 0 !== b.overlaps.length > 0 ? a.overlaps.length > 0 : a.width > b.width;
  const { openRenderer } = await import('./statecharts-render');
  const renderer = await openRenderer(ROOT);
  const chosen: { loaded: LoadedMachine; diagram: Diagram; picture: RenderedSvg }[] = [];
  try {
    for (const loaded of [...machines].sort((a, b) => a.machine.id.localeCompare(b.machine.id))) {
      let best: { diagram: Diagram; picture: RenderedSvg } | null = null;
      for (const layout of layoutCandidates(loaded.machine)) {
        const diagram = renderDiagram(loaded, layout);
        const picture = await renderer.draw(diagram, diagramHash(diagram));
        if (fitsPage(picture)) {
          best = { diagram, picture };
          break;
        }
        if (!best || worse(best.picture, picture)) best = { diagram, picture };
      }
      if (best) chosen.push({ loaded, ...best });
    }
  } finally {
    await renderer.close();
  }
  return chosen;
}

async function main() {
  const started = Date.now();
  const machines = await loadMachines();
  const chosen = await chooseLayouts(machines);
  const layouts = Object.fromEntries(
    chosen.map(({ loaded, diagram }) => [loaded.machine.id, diagram.layout]),
  );
  const pages = renderStatecharts(machines, layouts);
  mkdirSync(path.join(ROOT, OUT_DIR), { recursive: true });
  const svgs = new Set(chosen.map(({ loaded }) => svgFile(loaded.machine.id)));
  for (const file of [...existingPages(), ...existingSvgs()]) {
    if (!pages.has(file) && !svgs.has(file)) rmSync(path.join(ROOT, file));
  }
  for (const [file, content] of pages) writeFileSync(path.join(ROOT, file), content);
  writeFileSync(path.join(ROOT, OUT_DIR, LAYOUTS_FILE), layoutsText(layouts));
  console.log(`statecharts: ${String(pages.size)} pages written to ${OUT_DIR}/`);

  const problems: string[] = [];
  for (const { loaded, diagram, picture } of chosen) {
    writeFileSync(path.join(ROOT, svgFile(loaded.machine.id)), picture.svg);
    const { direction, wrap, regions } = diagram.layout;
    console.log(
      `  ${loaded.machine.id}: ${String(Math.round(picture.width))} × ` +
        `${String(Math.round(picture.height))} px, ${direction}` +
        (wrap ? `, lines broken at ${String(wrap)} characters` : '') +
        (regions === 'boxes' ? ', regions in boxes' : ''),
    );
    for (const overlap of picture.overlaps) problems.push(`  ${loaded.machine.id}: ${overlap}`);
    if (!fitsPage({ ...picture, overlaps: [] })) {
      problems.push(
        `  ${loaded.machine.id}: ${String(Math.round(picture.width))} × ` +
          `${String(Math.round(picture.height))} px is wider than ` +
          `${String(LAYOUT_LIMITS.width)} px, or wider than ${String(LAYOUT_LIMITS.column)} px ` +
          `and ${String(LAYOUT_LIMITS.ratio)}:1, in every layout`,
      );
    }
  }
  console.log(
    `statecharts: ${String(chosen.length)} SVGs drawn in Chromium ` +
      `(${String(Math.round((Date.now() - started) / 100) / 10)} s)`,
  );
  if (problems.length) {
    console.error(
      'statecharts: no layout (scripts/statecharts.ts, layoutCandidates) draws these charts ' +
        'without overlapping labels at a page’s width; split the machine, shorten its names or ' +
        `add a candidate, then run npm run statecharts again:\n${problems.join('\n')}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
