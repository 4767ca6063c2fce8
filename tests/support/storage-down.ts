// Object storage that is down, two ways (decision 0083): an address where nothing listens, so every connection is
// refused at once; and a real TCP server on the loopback that takes every connection and then says nothing, reading
// nothing sent to it, as a bucket behind a stuck proxy or a hung disk does.
import net, { type AddressInfo } from "node:net";

export interface DownStorage {
  /** The endpoint to give as S3_ENDPOINT. */
  url: string;
  /** How many connections it took (always 0 where nothing listens). */
  connections: () => number;
  /** Resolves at its next connection (never where nothing listens). */
  nextConnection: () => Promise<void>;
  close: () => Promise<void>;
}

/** An address on the loopback where nothing listens: a port just used and given back. */
export async function refusingStorage(): Promise<DownStorage> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => 0,
    nextConnection: () => new Promise<void>(() => {}),
    close: async () => {},
  };
}

/** A server that takes every connection and never answers; closing it drops what it holds. */
export async function silentStorage(): Promise<DownStorage> {
  const held = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer({ pauseOnConnect: true }, (socket) => {
    connections++;
    held.add(socket);
    socket.on("close", () => held.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    nextConnection: () => new Promise<void>((resolve) => server.once("connection", () => resolve())),
    close: async () => {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
