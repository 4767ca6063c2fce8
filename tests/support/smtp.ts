// A real SMTP server for the tests (smtp-server, in the test's own process):
// it receives what the mail worker sends through nodemailer, parses each mail
// (mailparser), and can be stopped, started again, made to hang before it
// answers a mail, or made to refuse recipients. The browser tests' server
// (tests/e2e/support/serve.ts) runs one too, keeping each mail as a file.
// Plain TypeScript with relative imports: Node runs it directly too.
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

import { freePort } from "../../scripts/free-port.ts";

export const SMTP_USER = { user: "school-mailer", pass: "test-smtp-password" };

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
}

export class TestMailServer {
  readonly received: ReceivedMail[] = [];
  /** accept: take every mail; hang: read a mail and never answer; refuse: 550 every recipient. */
  mode: "accept" | "hang" | "refuse" = "accept";
  /** Mails read but never answered (mode "hang"). */
  hanging = 0;
  readonly port: number;
  /** Where each mail received is also written, as an .eml file. */
  readonly saveTo: string | undefined;
  private server: SMTPServer | null = null;
  private waiters: (() => void)[] = [];

  private constructor(port: number, saveTo?: string) {
    this.port = port;
    this.saveTo = saveTo;
  }

  static async start(options: { saveTo?: string } = {}): Promise<TestMailServer> {
    const server = new TestMailServer(await freePort(), options.saveTo);
    await server.listen();
    return server;
  }

  /** For SMTP_URL: with a user and password, as a school's mail provider asks. */
  get url() {
    return `smtp://${SMTP_USER.user}:${SMTP_USER.pass}@127.0.0.1:${this.port}`;
  }

  async listen() {
    this.server = new SMTPServer({
      logger: false,
      // Plain text on the loopback, with a password all the same.
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) =>
        auth.username === SMTP_USER.user && auth.password === SMTP_USER.pass
          ? callback(null, { user: auth.username })
          : callback(new Error("Invalid username or password")),
      onRcptTo: (_address, _session, callback) => {
        if (this.mode !== "refuse") return callback();
        const refusal = new Error("Mailbox unavailable") as Error & { responseCode: number };
        refusal.responseCode = 550;
        callback(refusal);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (this.mode === "hang") {
            // Read in full, never answered: the sender cannot know whether it arrived.
            this.hanging++;
            this.notify();
            return;
          }
          const raw = Buffer.concat(chunks);
          // Named by the server's port too: the browser tests' two mail servers keep their mail in one folder.
          if (this.saveTo)
            fs.writeFileSync(path.join(this.saveTo, `${Date.now()}-${this.port}-${this.received.length}.eml`), raw);
          void simpleParser(raw).then((mail) => {
            const address = (value: unknown) => (value as { address: string }).address;
            this.received.push({
              envelope: { from: address(session.envelope.mailFrom), to: session.envelope.rcptTo.map(address) },
              mail,
            });
            callback();
            this.notify();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(this.port, "127.0.0.1", () => resolve());
    });
  }

  /** Down: nothing listens on the port until `listen()` again. */
  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private notify() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves once `check` holds, re-checked whenever a mail arrives or hangs. */
  async until(check: () => boolean, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`The test SMTP server waited ${timeoutMs} ms in vain`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  /** The mails sent to `address`. */
  to(address: string) {
    return this.received.filter((mail) => mail.envelope.to.includes(address));
  }
}
