// The receiving ends of `npm run bench -- --sending`, in a process of their own so that they never take the CPU the
// workers being measured need: an SMTP server that takes every mail (and parses it, as a provider reads it) and an
// HTTP server that answers every gateway message 200. Prints their addresses as one line of JSON.
import http from "node:http";
import type { AddressInfo } from "node:net";

import { TestMailServer } from "../tests/support/smtp.ts";

const smtp = await TestMailServer.start();
const gateway = http.createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end('{"status":"queued"}');
  });
});
await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
const { port } = gateway.address() as AddressInfo;
console.log(JSON.stringify({ smtpUrl: smtp.url, gatewayUrl: `http://127.0.0.1:${port}/messages` }));
process.once("SIGTERM", () => {
  void smtp.stop().finally(() => process.exit(0));
});
