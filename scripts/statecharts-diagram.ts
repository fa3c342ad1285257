/** What `npm run statecharts` draws for a machine, shared by the generator and the renderer. */
export interface Layout {
  direction: 'TB' | 'LR';
  /** Break a label's line longer than this before its guard, actions or note; 0: never. */
  wrap: number;
  /**
   * `boxes` draws each region of a parallel state as a dashed box, so they stack when Mermaid lays
   * that box out alone.
   */
  regions: 'dividers' | 'boxes';
}

export interface Diagram {
  machineId: string;
  source: string;
  states: Record<string, string>;
  regionBoxes: string[];
  layout: Layout;
}
