import { useEffect, useRef, useState } from 'react';
import { sanitizeSvg } from '#src/lib/sanitize';
import styles from './statecharts-page.module.css';

/** Loaded only when the viewer asks; each state's box carries `data-state` with its dotted path. */
const pictures = import.meta.glob<string>('/docs/statecharts/*.svg', {
  query: '?raw',
  import: 'default',
});

export async function loadPicture(machineId: string): Promise<string | null> {
  const load = pictures[`/docs/statecharts/${machineId}.svg`];
  return load ? load() : null;
}

/** The SVG has no CSS of its own (the page styles `data-active`), so CSP refuses nothing. */
export function ChartPicture({
  machineId,
  active,
}: {
  machineId: string;
  active: ReadonlySet<string>;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState<{ machineId: string; text: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    void loadPicture(machineId).then((text) => {
      if (current) setSvg({ machineId, text });
    });
    return () => {
      current = false;
    };
  }, [machineId]);

  const text = svg?.machineId === machineId ? svg.text : undefined;
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    element.replaceChildren();
    if (!text) return;
    const picture = sanitizeSvg(text);
    if (picture) element.append(picture);
  }, [text]);

  useEffect(() => {
    for (const node of holder.current?.querySelectorAll<SVGElement>('[data-state]') ?? []) {
      const state = node.dataset.state ?? '';
      if (active.has(state)) node.dataset.active = 'true';
      else delete node.dataset.active;
    }
  }, [active, text]);

  if (text === null) {
    return <p>No picture for {machineId} yet: run npm run statecharts.</p>;
  }
  return (
    <div
      ref={holder}
      className={styles.picture}
      data-testid="chart-picture"
      aria-busy={text === undefined}
    />
  );
}
