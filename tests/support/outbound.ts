// The tests' own servers (a gateway, a site whose links are checked) listen on the loopback, which the server may
// reach only when ALLOW_INSIDE_HOSTS names it (decision 0080): a file that talks to them names it for itself.
import { beforeAll } from "vitest";

import { forgetEnv } from "~/lib/server/env.server";

/** From this file's start, the server may reach `hosts` inside, as the IT vendor's ALLOW_INSIDE_HOSTS allows. */
export function allowInside(...hosts: string[]) {
  beforeAll(() => {
    process.env.ALLOW_INSIDE_HOSTS = hosts.join(",");
    forgetEnv();
  });
}
