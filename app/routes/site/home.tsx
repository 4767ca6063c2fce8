import { Link, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "Home");

export default function HomePage() {
  const { settings } = useRouteLoaderData<typeof rootLoader>("root")!;
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-4 py-20 text-center text-white sm:py-28">
        <h1 className="text-4xl font-bold sm:text-5xl">{settings.schoolName}</h1>
        <p className="mt-4 text-xl text-brand-100">{settings.tagline}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link to="/admissions" className="rounded-md bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">
            Admissions
          </Link>
          <Link to="/about" className="rounded-md border border-white px-6 py-3 font-semibold text-white hover:bg-white/10">
            About Us
          </Link>
        </div>
      </section>
    </main>
  );
}
