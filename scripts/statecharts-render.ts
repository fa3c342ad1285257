/**
 * Draws each diagram to SVG with Mermaid in Chromium for `npm run statecharts`. The SVG stands
 * alone: SVG text labels in one font, presentation attributes instead of CSS (the
 * Content-Security-Policy allows no inline style), Mermaid's deterministic ids, numbers rounded,
 * `data-state` on each state's box and `data-source-sha256` on the root for the stale test.
 * Overlapping labels are reported, so scripts/statecharts.ts can reject the layout.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import type { Diagram } from './statecharts-diagram';

/** The one font family of every SVG: the one the layout was measured with, then narrower ones. */
export const FONT_FAMILY = "'DejaVu Sans', Verdana, Arial, sans-serif";

const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter((candidate): candidate is string => Boolean(candidate));

export interface RenderedSvg {
  machineId: string;
  svg: string;
  width: number;
  height: number;
  overlaps: string[];
}

export interface Renderer {
  draw: (diagram: Diagram, hash: string) => Promise<RenderedSvg>;
  close: () => Promise<void>;
}

/** Starts Chromium and loads Mermaid into one page: loading Mermaid takes longer than a chart. */
export async function openRenderer(root: string): Promise<Renderer> {
  const executablePath = CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!executablePath) {
    throw new Error(
      'Chromium was not found: install Debian’s chromium (apt-get install chromium) or set ' +
        'CHROMIUM_PATH, then run npm run statecharts again.',
    );
  }
  const mermaidScript = path.join(root, 'node_modules/mermaid/dist/mermaid.min.js');
  const browser: Browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox'],
  });
  try {
    // Mermaid's ids are seeded per chart (deterministicIDSeed), so a chart draws the same
    // whatever was drawn before it in this page.
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
    // tsx compiles with esbuild's keepNames, whose `__name` helper the page does not have.
    await page.evaluate('globalThis.__name = (fn) => fn');
    await page.addScriptTag({ content: mermaidWithoutEdgeWrap(mermaidScript) });
    return {
      draw: async (diagram, hash) => ({
        machineId: diagram.machineId,
        ...(await page.evaluate(drawInPage, {
          machineId: diagram.machineId,
          source: diagram.source,
          states: diagram.states,
          regionBoxes: diagram.regionBoxes,
          hash,
          fontFamily: FONT_FAMILY,
        })),
      }),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * Mermaid's bundle, with one change: Mermaid 11 breaks a plain edge label into lines of at most
 * 200 px (createText's default `width`, which no setting reaches for edges), so a transition such
 * as `checkStatus done [isLockedUntilReset]` would be split inside. The diagram puts each
 * transition on a line of its own, so that default becomes 10 000 px. Mermaid is pinned to an
 * exact version; when its bundle changes shape this fails instead of wrapping again.
 */
function mermaidWithoutEdgeWrap(file: string): string {
  const bundle = readFileSync(file, 'utf8');
  const pattern = /(isNode:\w+=!0,width:\w+=)200(,addSvgBackground:)/g;
  const found = bundle.match(pattern)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `scripts/statecharts-render.ts: expected one createText width default in ${file}, ` +
        `found ${String(found)}; Mermaid changed, update mermaidWithoutEdgeWrap.`,
    );
  }
  return bundle.replace(pattern, '$110000$2');
}

interface DrawInput {
  machineId: string;
  source: string;
  states: Record<string, string>;
  regionBoxes: string[];
  hash: string;
  fontFamily: string;
}

interface MermaidApi {
  initialize: (config: Record<string, unknown>) => void;
  render: (id: string, source: string) => Promise<{ svg: string }>;
}

async function drawInPage(
  input: DrawInput,
): Promise<{ svg: string; width: number; height: number; overlaps: string[] }> {
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const mermaid = (window as unknown as { mermaid: MermaidApi }).mermaid;
  // Mermaid names a parallel region's divider with Math.random: seed it per chart (mulberry32).
  let seed = Array.from({ length: input.machineId.length }, (_, index) =>
    input.machineId.charCodeAt(index),
  ).reduce((hash, code) => Math.imul(hash ^ code, 16777619), 2166136261);
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: 'default',
    deterministicIds: true,
    deterministicIDSeed: input.machineId,
    fontFamily: input.fontFamily,
    themeVariables: { fontFamily: input.fontFamily },
    htmlLabels: false,
    // One transition, one line: Mermaid wraps plain labels at this width, so make it wide. An
    // edge drawn through its points (not a spline near them) keeps its label where the layout
    // made room for it: Mermaid moves the label of a spline to the spline's middle, over others.
    flowchart: { htmlLabels: false, wrappingWidth: 2000, curve: 'rounded' },
    state: { padding: 8 },
  });
  const svgId = `statechart-${input.machineId}`;
  const { svg: markup } = await mermaid.render(svgId, input.source);
  const out = document.getElementById('out');
  if (!out) throw new Error('no #out');
  out.innerHTML = markup;
  const svg = out.querySelector('svg');
  if (!svg) throw new Error(`Mermaid drew no SVG for ${input.machineId}`);

  const prefix = `${svgId}-state-`;
  for (const node of svg.querySelectorAll<SVGGElement>('g.node, g.cluster')) {
    const raw = node.id.startsWith(prefix) ? node.id.slice(prefix.length) : node.id;
    const mermaidId = raw.replace(/-\d+$/, '');
    const statePath = input.states[mermaidId];
    if (statePath !== undefined && !mermaidId.includes('----')) {
      node.setAttribute('data-state', statePath === '' ? '(root)' : statePath);
    }
  }

  // A label of more than one line reads as a list: its lines start at its left edge, and a line
  // that goes on with the transition above it (its `[guard]`, `/ actions` or `(…)`) is indented.
  const INDENT = 16;
  for (const label of svg.querySelectorAll('g.edgeLabel')) {
    const text = label.querySelector('text');
    const ground = label.querySelector('rect.background');
    const rows = text ? [...text.querySelectorAll<SVGTSpanElement>(':scope > tspan.row')] : [];
    if (!text || !ground || rows.length < 2) continue;
    const indents = rows.map((row) => (/^\s*[[/(]/.test(row.textContent) ? INDENT : 0));
    const needed = Math.max(
      ...rows.map((row, index) => row.getComputedTextLength() + (indents[index] ?? 0)),
    );
    const x = Number(ground.getAttribute('x'));
    const width = Number(ground.getAttribute('width'));
    const pad = (width - Math.max(...rows.map((row) => row.getComputedTextLength()))) / 2;
    if (needed + 2 * pad > width) {
      ground.setAttribute('x', String(x - (needed + 2 * pad - width) / 2));
      ground.setAttribute('width', String(needed + 2 * pad));
    }
    const left = Number(ground.getAttribute('x')) + pad;
    text.setAttribute('text-anchor', 'start');
    rows.forEach((row, index) => {
      row.setAttribute('text-anchor', 'start');
      row.setAttribute('x', String(left + (indents[index] ?? 0)));
    });
  }

  const viewBox = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  const [viewX = 0, viewY = 0, viewWidth = 0, viewHeight = 0] = viewBox;
  const content = svg.getBBox();
  const MARGIN = 8;
  const left = Math.min(viewX, content.x - MARGIN);
  const right = Math.max(viewX + viewWidth, content.x + content.width + MARGIN);
  if (left < viewX || right > viewX + viewWidth) {
    svg.setAttribute(
      'viewBox',
      `${String(left)} ${String(viewY)} ${String(right - left)} ${String(viewHeight)}`,
    );
  }

  const boxes: { name: string; rect: DOMRect; label: boolean; group: Element }[] = [];
  for (const label of svg.querySelectorAll('g.edgeLabel')) {
    const text = label.textContent.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const rect = label.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) {
      boxes.push({ name: `label "${text}"`, rect, label: true, group: label });
    }
  }
  for (const node of svg.querySelectorAll('g.node[data-state]')) {
    const shape = node.querySelector('rect, path, circle') ?? node;
    boxes.push({
      name: `state ${node.getAttribute('data-state') ?? ''}`,
      rect: shape.getBoundingClientRect(),
      label: false,
      group: node,
    });
  }
  // A composite state's title, too (Mermaid puts the label of an edge into it on its border).
  for (const title of svg.querySelectorAll('g.statediagram-cluster > g.cluster-label')) {
    const cluster = title.parentElement;
    const name = cluster ? input.states[cluster.getAttribute('data-id') ?? ''] : undefined;
    const rect = title.getBoundingClientRect();
    if (name === undefined || rect.width === 0) continue;
    boxes.push({ name: `title of ${name || '(root)'}`, rect, label: false, group: title });
  }
  const overlaps: string[] = [];
  const TOLERANCE = 1;
  for (let i = 0; i < boxes.length; i += 1) {
    const a = boxes[i];
    if (!a?.label) continue;
    for (let j = 0; j < boxes.length; j += 1) {
      const b = boxes[j];
      if (!b || j === i || (b.label && j < i)) continue;
      const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (width > TOLERANCE && height > TOLERANCE) overlaps.push(`${a.name} over ${b.name}`);
    }
  }

  const INHERITED = [
    'fill',
    'fill-opacity',
    'stroke',
    'stroke-width',
    'stroke-dasharray',
    'stroke-opacity',
    'font-family',
    'font-size',
    'font-weight',
    'text-anchor',
  ];
  const elements = [svg, ...svg.querySelectorAll('*')];
  const computed = new Map<Element, CSSStyleDeclaration>(
    elements.map((element) => [element, getComputedStyle(element)]),
  );
  const baked = new Map<Element, Record<string, string>>();
  for (const element of elements) {
    if (element.closest('defs') && element.tagName !== 'path') continue;
    const style = computed.get(element);
    const parentStyle = element.parentElement ? computed.get(element.parentElement) : undefined;
    if (!style) continue;
    const attributes: Record<string, string> = {};
    for (const property of INHERITED) {
      const value = style.getPropertyValue(property);
      if (element === svg || !parentStyle || parentStyle.getPropertyValue(property) !== value) {
        attributes[property] = value;
      }
    }
    const opacity = style.getPropertyValue('opacity');
    if (opacity !== '1') attributes.opacity = opacity;
    if (style.getPropertyValue('display') === 'none') attributes.display = 'none';
    if (element.tagName === 'rect') {
      for (const corner of ['rx', 'ry']) {
        const value = style.getPropertyValue(corner);
        if (value && value !== 'auto' && value !== '0px') attributes[corner] = value;
      }
    }
    baked.set(element, attributes);
  }
  for (const [element, attributes] of baked) {
    for (const [name, value] of Object.entries(attributes)) {
      element.setAttribute(name, value.replace(/(\d)px\b/g, '$1'));
    }
  }
  for (const ground of svg.querySelectorAll('g.edgeLabel rect')) {
    ground.setAttribute('fill', '#f4f4fb');
    ground.removeAttribute('opacity');
    ground.removeAttribute('fill-opacity');
  }
  for (const style of svg.querySelectorAll('style')) style.remove();
  for (const element of elements) element.removeAttribute('style');

  // Regions drawn as boxes get the dashed border of Mermaid's `--` dividers.
  for (const region of input.regionBoxes) {
    const cluster = svg.querySelector(`g.statediagram-cluster[data-id="${CSS.escape(region)}"]`);
    for (const rect of cluster?.querySelectorAll(':scope > g > rect.outer, :scope > rect.inner') ??
      []) {
      rect.setAttribute('stroke-dasharray', '10 10');
    }
  }

  const [, , width = '0', height = '0'] = (svg.getAttribute('viewBox') ?? '').split(/\s+/);
  svg.setAttribute('width', width);
  svg.setAttribute('height', height);
  svg.setAttribute('font-family', input.fontFamily);
  svg.setAttribute('data-machine', input.machineId);
  svg.setAttribute('data-source-sha256', input.hash);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `${input.machineId} statechart`);
  const [minX = '0', minY = '0'] = (svg.getAttribute('viewBox') ?? '').split(/\s+/);
  const ground = document.createElementNS(SVG_NS, 'rect');
  for (const [name, value] of Object.entries({ x: minX, y: minY, width, height, fill: '#ffffff' }))
    ground.setAttribute(name, value);
  const title = document.createElementNS(SVG_NS, 'title');
  title.textContent = `${input.machineId} statechart (generated by npm run statecharts)`;
  svg.prepend(title, ground);

  for (const element of [svg, ...svg.querySelectorAll('*')]) {
    for (const attribute of [...element.attributes]) {
      if (/^(id|class|data-|aria-)/.test(attribute.name)) continue;
      const rounded = attribute.value.replace(/-?\d+\.\d{3,}(e-?\d+)?/g, (number) =>
        String(Number(Number(number).toFixed(2))),
      );
      if (rounded !== attribute.value) element.setAttribute(attribute.name, rounded);
    }
  }
  return {
    svg: `${new XMLSerializer().serializeToString(svg)}\n`,
    width: Number(width),
    height: Number(height),
    overlaps,
  };
}
