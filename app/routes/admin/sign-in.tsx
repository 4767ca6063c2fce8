import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Admin Login"),
  { name: "robots", content: "noindex" },
];

// The staff sign-in form arrives with the back office (issue 4).
export default function AdminSignInPage() {
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Admin Login</h1>
      <p className="mt-4 text-slate-600">The staff portal is not open yet.</p>
    </main>
  );
}
