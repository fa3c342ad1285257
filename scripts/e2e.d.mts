/** A free TCP port on loopback. */
export function freePort(): Promise<number>;
export function runE2e(extraArgs?: string[]): Promise<number>;
