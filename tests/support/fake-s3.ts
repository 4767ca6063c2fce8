// A small in-process fake of S3's REST API for tests: one bucket, objects in a
// Map, PUT/GET/DELETE and ListObjectsV2, and only requests signed with
// AWS Signature V4 by the key "test-key" are let in.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3 {
  url: string;
  objects: Map<string, FakeObject>;
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** Keys per ListObjectsV2 page, small to make the client follow continuation tokens. */
  pageSize: number;
  close(): Promise<void>;
}

/** An object of the bucket; when it was written, if the test put it through the API. */
export interface FakeObject {
  body: Buffer;
  contentType: string;
  modifiedAt?: Date;
}

/** Just enough of S3's REST API for the storage: PUT, GET, DELETE and ListObjectsV2 on one bucket. */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const requests: FakeS3["requests"] = [];
  const fake = { objects, requests, pageSize: 1000 } as FakeS3;
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url!, "http://fake");
    const authorization = request.headers.authorization;
    requests.push({ method: request.method!, path: url.pathname, authorization });
    if (!authorization?.startsWith("AWS4-HMAC-SHA256 Credential=test-key/") || !request.headers["x-amz-date"]) {
      response.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
      return;
    }
    const [, bucketName, ...rest] = url.pathname.split("/");
    const key = rest.map(decodeURIComponent).join("/");
    if (bucketName !== bucket) {
      response.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");
      return;
    }
    if (request.method === "GET" && key === "" && url.searchParams.get("list-type") === "2") {
      const prefix = url.searchParams.get("prefix") ?? "";
      const all = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort();
      // Like S3's, the token marks a place in key order, so deleting listed keys does not shift the next page.
      const after = url.searchParams.get("continuation-token");
      const rest = after === null ? all : all.filter((name) => name > after);
      const page = rest.slice(0, fake.pageSize);
      const more = rest.length > fake.pageSize;
      response.writeHead(200, { "Content-Type": "application/xml" }).end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix>` +
          page
            .map((name) => {
              const { body, modifiedAt } = objects.get(name)!;
              const modified = modifiedAt ? `<LastModified>${modifiedAt.toISOString()}</LastModified>` : "";
              return `<Contents><Key>${name}</Key>${modified}<Size>${body.length}</Size></Contents>`;
            })
            .join("") +
          `<IsTruncated>${more}</IsTruncated>` +
          (more ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : "") +
          `</ListBucketResult>`,
      );
      return;
    }
    if (request.method === "PUT") {
      objects.set(key, {
        body: Buffer.concat(chunks),
        contentType: request.headers["content-type"] ?? "binary/octet-stream",
        modifiedAt: new Date(),
      });
      response.writeHead(200).end();
    } else if (request.method === "GET") {
      const object = objects.get(key);
      if (!object) response.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
      else {
        response
          .writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.body.length })
          .end(object.body);
      }
    } else if (request.method === "DELETE") {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections(); // fetch keeps connections alive
    });
  return fake;
}
