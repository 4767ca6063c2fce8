// A long page to a reader slower than the server, through compression() and React Router's own writer: the answer
// arrives whole, and the zlib stream keeps one "drain" listener instead of one for each full buffer (decision 0090).
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import zlib from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";

import { oneDrainListener } from "./one-drain-listener.ts";

const CHUNKS = 200;
const CHUNK_BYTES = 16 * 1024;

/** A server whose page is CHUNKS random (so incompressible) chunks, written as @react-router/express writes. */
async function startServer(withFix: boolean) {
  const app = express();
  app.use(compression());
  if (withFix) app.use(oneDrainListener);
  app.get("/", (_req, res, next) => {
    res.type("html");
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === CHUNKS) controller.close();
        else controller.enqueue(randomBytes(CHUNK_BYTES));
      },
    });
    writeReadableStreamToWritable(body, res).catch(next);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return server;
}

/** The most "drain" listeners the gzip streams of compression() held at once, sampled as the page is read. */
function watchGzipStreams() {
  const createGzip = zlib.createGzip;
  const streams: zlib.Gzip[] = [];
  vi.spyOn(zlib, "createGzip").mockImplementation((options) => {
    const stream = createGzip(options);
    stream.setMaxListeners(0); // counted here, rather than warned of on stderr
    streams.push(stream);
    return stream;
  });
  let most = 0;
  return {
    sample: () => (most = Math.max(most, ...streams.map((stream) => stream.listenerCount("drain")))),
    most: () => most,
  };
}

/** Reads the page gzipped, a little at a time with pauses, as a phone on a slow network would. */
function readSlowly(port: number, sample: () => void) {
  return new Promise<number>((resolve, reject) => {
    http
      .get({ port, host: "127.0.0.1", path: "/", headers: { "Accept-Encoding": "gzip" } }, async (response) => {
        expect(response.headers["content-encoding"]).toBe("gzip");
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => resolve(zlib.gunzipSync(Buffer.concat(parts)).length));
        response.on("error", reject);
        while (!response.complete) {
          sample();
          response.pause();
          await sleep(15);
          response.resume();
          await sleep(1);
        }
      })
      .on("error", reject);
  });
}

describe("a long page to a slow reader, compressed", () => {
  let server: http.Server | undefined;
  afterEach(() => {
    vi.restoreAllMocks();
    server?.close();
  });

  it.each([
    { withFix: true, most: "one listener" },
    // compression() alone still piles them up: when it no longer does, oneDrainListener can go.
    { withFix: false, most: "more than ten" },
  ])("arrives whole; the zlib stream holds $most (oneDrainListener: $withFix)", async ({ withFix }) => {
    const gzip = watchGzipStreams();
    server = await startServer(withFix);
    const bytes = await readSlowly((server.address() as AddressInfo).port, gzip.sample);
    expect(bytes).toBe(CHUNKS * CHUNK_BYTES);
    if (withFix) expect(gzip.most()).toBe(1);
    else expect(gzip.most()).toBeGreaterThan(10);
  });
});
