import type { MetaDescriptor } from "react-router";
import type { SiteSettings } from "~/features/settings/settings";

type RootData = { settings: SiteSettings } | undefined;
type Match = { id: string; loaderData?: unknown } | undefined;

/** "<page> | <school name>" and the page's description, for a route's meta export. */
export function pageMeta(matches: Match[], page: string, description?: string): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  const schoolName = root?.settings.schoolName ?? "";
  const title = page && schoolName ? `${page} | ${schoolName}` : page || schoolName;
  return [
    { title },
    { name: "description", content: description ?? root?.settings.shortDescription ?? "" },
  ];
}
