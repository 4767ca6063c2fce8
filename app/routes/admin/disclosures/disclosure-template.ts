// A CSV template of the disclosure's tables (docs/specification.md §28): the header line their import expects, for
// staff to fill in a spreadsheet. Starts with a byte order mark, so Excel opens it as UTF-8 (Hindi names stay).
import { MEMBER_COLUMNS, RESULT_COLUMNS, STAFF_COLUMNS } from "~/features/disclosure-tables/manage.server";
import { TEMPLATE_FILES, type TemplateFile } from "~/features/disclosure-tables/pages";
import { FEE_CSV_COLUMNS } from "~/features/fees/schema";
import { requireSection } from "~/features/users/access.server";
import { csvHeaderLine } from "~/lib/files/csv-import.server";

import type { Route } from "./+types/disclosure-template";

const COLUMNS = { staff: STAFF_COLUMNS, results: RESULT_COLUMNS, members: MEMBER_COLUMNS, fees: FEE_CSV_COLUMNS };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireSection(request, context, "mandatory_disclosures");
  const file = (params.file ?? "").replace(/\.csv$/, "");
  if (!(TEMPLATE_FILES as readonly string[]).includes(file)) throw new Response("Not found", { status: 404 });
  return new Response(`\uFEFF${csvHeaderLine(COLUMNS[file as TemplateFile])}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}-template.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
