import type { Metafile } from 'esbuild';

export const serverOut: string;
export const serverEntry: string;
export function serverIsStale(): boolean;
export function buildServer(outdir?: string): Promise<Metafile>;
