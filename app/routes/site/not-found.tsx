import { msg } from "@lingui/core/macro";
import { data } from "react-router";

import { pageMeta } from "~/lib/page/meta";
import { NotFoundPage } from "~/ui/error-pages";

import type { Route } from "./+types/not-found";

// Every path no other route claims: status 404 with the page inside the layout.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, msg`Page not found`),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}
