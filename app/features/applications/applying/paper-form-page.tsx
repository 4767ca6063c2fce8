// "Enter a Paper Form" (docs/specification.md §22, decision 0057): the public steps in the back office, in English,
// for an application brought to the office on paper.
import { Link } from "react-router";

import { AdminPage } from "~/features/admin/admin-page";

import { ApplicationPage, ApplyNotice } from "./apply-frame";
import type { PageData } from "./apply-types";

/** The session's setup (docs/specification.md §22): where the office goes when nothing is set up yet. */
const SETUP_PATH = "/admin/applications/setup";

export function PaperFormPage({ data }: { data: PageData }) {
  return (
    <AdminPage
      title="Enter a Paper Form"
      description="The same steps as online. The application is marked as entered by staff, its consent as given on paper, and it is numbered and mailed as any other."
      back={{ to: "/admin/applications", label: "Applications" }}
    >
      <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        {data.page === "notice" ? (
          <ApplyNotice notice={data.notice}>
            <p>
              <Link to={SETUP_PATH} className="font-medium text-brand-800 underline">
                Set up the session&apos;s admissions
              </Link>
            </p>
          </ApplyNotice>
        ) : (
          <ApplicationPage data={data} />
        )}
      </div>
    </AdminPage>
  );
}
