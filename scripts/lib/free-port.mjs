// A TCP port nothing listens on right now (the OS picks it), for parts started on the fly.
import net from 'node:net';

/** @returns {Promise<number>} */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}
