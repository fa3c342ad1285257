export const reportFile: string;
export function machineLine(): string;
export function writeSection(name: string, markdown: string): void;
export function table(header: string[], rows: string[][]): string;
