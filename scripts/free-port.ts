// A port nothing listens on, chosen by the kernel, for the project's own
// throwaway servers (browser tests, benchmark): a site left running on 3000,
// or a second checkout's tests, never stands in their way.
// Plain TypeScript with relative imports: Node runs it directly too.
import net from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
