// A school's SMS/WhatsApp gateway for the tests (decision 0067): a real HTTP server on the loopback that checks each
// post's signature with the standardwebhooks package (another implementation of the scheme than the site's own)
// and keeps what it took. It can be made to answer 500, or to read a post and never answer.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface GatewayPost {
  /** The webhook-id header: the same on every try of one message. */
  id: string;
  /** Whether the signature held for the secret the gateway was given. */
  verified: boolean;
  /** The JSON body. */
  payload: { type: string; timestamp: string; data: Record<string, unknown> & { id: string; to: string } };
  /** What the gateway answered: 200, 500, or 0 for no answer. */
  answered: number;
}

export class TestGateway {
  /** accept: 200; fail: 500; hang: read the post and never answer. */
  mode: "accept" | "fail" | "hang" = "accept";
  readonly posts: GatewayPost[] = [];
  secret = "";
  private readonly server = http.createServer((request, response) => this.take(request, response));
  private readonly open = new Set<http.ServerResponse>();

  static async start(): Promise<TestGateway> {
    const gateway = new TestGateway();
    gateway.server.listen(0, "127.0.0.1");
    await new Promise((resolve) => gateway.server.once("listening", resolve));
    return gateway;
  }

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/messages`;
  }

  /** The posts a 200 answered, that is the messages the gateway would have sent on. */
  get taken() {
    return this.posts.filter((post) => post.answered === 200);
  }

  private take(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let verified = true;
      try {
        new Webhook(this.secret).verify(body, request.headers as Record<string, string>);
      } catch {
        verified = false;
      }
      const post: GatewayPost = {
        id: String(request.headers["webhook-id"]),
        verified,
        payload: JSON.parse(body),
        answered: 0,
      };
      this.posts.push(post);
      if (this.mode === "hang") {
        this.open.add(response);
        return;
      }
      post.answered = !verified ? 401 : this.mode === "fail" ? 500 : 200;
      response.writeHead(post.answered, { "content-type": "application/json" });
      response.end(JSON.stringify(post.answered === 200 ? { status: "queued" } : { error: "not taken" }));
    });
  }

  /** Waits until `check` holds, for at most `ms`. */
  async until(check: () => boolean, ms = 15_000) {
    for (const deadline = Date.now() + ms; !check();) {
      if (Date.now() > deadline) throw new Error("The gateway did not get what was awaited");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop() {
    for (const response of this.open) response.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
