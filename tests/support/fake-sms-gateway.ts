import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** For server/adapters/sms-gateway.ts: `failing` answers 500, `hanging` holds requests. */
export interface FakeSmsGateway {
  url: string;
  delivered: { to: string; body: string }[];
  /** Every request received, answered or not. */
  requests: number;
  failing: boolean;
  hanging: boolean;
  /** Stops hanging and ends every held request with 500. */
  releaseHeld: () => void;
  close: () => Promise<void>;
}

export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    request.on('end', () => {
      gateway.requests += 1;
      if (gateway.hanging) {
        held.push(response);
        return;
      }
      if (gateway.failing) {
        response.statusCode = 500;
        response.end();
        return;
      }
      gateway.delivered.push(JSON.parse(data) as { to: string; body: string });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway: FakeSmsGateway = {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/sms`,
    delivered: [],
    requests: 0,
    failing: false,
    hanging: false,
    releaseHeld: () => {
      gateway.hanging = false;
      for (const response of held.splice(0)) {
        response.statusCode = 500;
        response.end();
      }
    },
    close: async () => {
      gateway.releaseHeld();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return gateway;
}
