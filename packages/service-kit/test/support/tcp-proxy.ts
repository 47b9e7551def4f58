import net from 'node:net';

/**
 * A port that can be switched off and on in front of a real server (Redis here), so a test can
 * take the server away and bring it back without touching the server itself.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));

  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  return {
    port,
    /** Starts forwarding: the port answers like the real server. */
    async open() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    /** Closes the port and cuts every connection through it, as if the server were stopped. */
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server) await new Promise((resolve) => server!.close(resolve));
      server = undefined;
    },
  };
}
