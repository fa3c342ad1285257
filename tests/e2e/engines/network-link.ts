import { createConnection, createServer, type Socket } from 'node:net';

/**
 * The browser's way to the server, which a test can cut: a TCP relay on a port of its own.
 * Firefox's BiDi has no offline switch, so "offline" here is what a phone in a dead zone gets:
 * every connection refused, the open ones dropped.
 */
export interface NetworkLink {
  origin: string;
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
}

export async function openNetworkLink(target: string): Promise<NetworkLink> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let up = true;
  const relay = createServer((inbound) => {
    if (!up) {
      inbound.destroy();
      return;
    }
    const outbound = createConnection({ host: hostname, port: Number(port) });
    open.add(inbound);
    open.add(outbound);
    const drop = () => {
      inbound.destroy();
      outbound.destroy();
      open.delete(inbound);
      open.delete(outbound);
    };
    inbound.on('error', drop).on('close', drop);
    outbound.on('error', drop).on('close', drop);
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => relay.listen(0, 'localhost', resolve));
  const address = relay.address();
  const relayPort = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://localhost:${String(relayPort)}`,
    cut: () => {
      up = false;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore: () => {
      up = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
