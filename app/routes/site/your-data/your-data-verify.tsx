import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { redirect } from "react-router";

import { VERIFICATION_MESSAGES, YOUR_DATA_PATH, YOUR_DATA_VERIFY_PATH } from "~/features/data-requests/schema";
import { verificationLinkRefusal, verifyByLink } from "~/features/personal-data/verification.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { i18nFor } from "~/lib/language/i18n";
import { localeOf, pathIn } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import { refusal } from "~/lib/server/http";
import { clientAddressContext } from "~/lib/server/request-context";
import { LocalLink, useLocalPath } from "~/ui/local-link";
import { HomePageLink, PressToConfirmPage } from "~/ui/press-to-confirm";

import type { Route } from "./+types/your-data-verify";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, msg`Confirm Your Request`),
  { name: "robots", content: "noindex" },
];

/**
 * Why a link cannot be used, in the language of the page it was opened on (docs/specification.md §21):
 * ./verification.server says it in the office's English, VERIFICATION_MESSAGES.linkInvalid or .linkExpired.
 */
const LINK_REFUSALS: Record<string, MessageDescriptor> = {
  [VERIFICATION_MESSAGES.linkInvalid]: msg`This link is not valid, or it has been used already. Please send your request again, or call the school office.`,
  [VERIFICATION_MESSAGES.linkExpired]: msg`This link has expired. Please send your request again, or call the school office.`,
};

const LINK_CONFIRMED = msg`Thank you. Your request is confirmed as yours. The school will answer it within 90 days.`;

async function refusedIn(request: Request, refused: { status: number; message: string }) {
  const i18n = await i18nFor(localeOf(new URL(request.url).pathname));
  const words = LINK_REFUSALS[refused.message];
  return refusal(refused.status, words ? i18n._(words) : refused.message);
}

// GET /your-data/verify?token=…: the link mailed to an address on the person's records (decision 0041).
// Opening it changes nothing, so a mail scanner that follows links cannot confirm a stranger's request; the button does.
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  // Where the button leads: the token is used up by then, so the page no longer reads it.
  if (query.get("confirmed") === "1") return { confirmed: true as const, token: null };
  const token = query.get("token");
  const refused = await verificationLinkRefusal(token);
  if (refused && !refused.ok) throw await refusedIn(request, refused);
  return { confirmed: false as const, token: token! };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = (await readFormData(request)).get("token");
  const refused = await verificationLinkRefusal(typeof token === "string" ? token : null);
  if (refused && !refused.ok) throw await refusedIn(request, refused);
  const verified = await verifyByLink(token as string, context.get(clientAddressContext));
  // Used by another press between the check and now.
  if (!verified.ok) throw await refusedIn(request, verified);
  // Back to the page in the language the button was pressed in.
  return redirect(pathIn(localeOf(new URL(request.url).pathname), `${YOUR_DATA_VERIFY_PATH}?confirmed=1`));
}

export default function YourDataVerifyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const localPath = useLocalPath();
  return (
    <PressToConfirmPage
      title={t`Confirm Your Request`}
      done={loaderData.confirmed}
      doneMessage={t(LINK_CONFIRMED)}
      next={<HomePageLink />}
      question={
        <Trans>
          Someone asked the school about the details it holds, and named you. If it was you, press the button. If it was
          not, close this page: the school will not act on the request without checking with you.
        </Trans>
      }
      action={localPath(YOUR_DATA_VERIFY_PATH)}
      token={loaderData.token ?? ""}
      buttonLabel={<Trans>Confirm My Request</Trans>}
      below={
        <>
          <Trans>About your rights:</Trans>{" "}
          <LocalLink to={YOUR_DATA_PATH} className="font-medium text-brand-800 underline">
            <Trans>Your Data</Trans>
          </LocalLink>
        </>
      }
    />
  );
}
