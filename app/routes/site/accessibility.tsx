import { msg } from "@lingui/core/macro";
import { useRouteLoaderData } from "react-router";

import { AccessibilityPage } from "~/features/pages/accessibility-page";
import { pageMeta } from "~/lib/page/meta";
import type { loader as rootLoader } from "~/root";

import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Accessibility`,
    msg`The accessibility standard this website meets (WCAG 2.1 AA, as GIGW 3.0 asks), what is known not to meet it, and how to report a barrier.`,
  );

export default function Accessibility() {
  const { settings } = useRouteLoaderData<typeof rootLoader>("root")!;
  return <AccessibilityPage settings={settings} />;
}
