// The "attest" intent of /admin/mandatory-disclosures (docs/specification.md §30): admins only, the route checks.
import { adminAction, defineIntent } from "~/features/admin/admin-action.server";

import { ATTESTATION_MESSAGES, attestSchema } from "./attestation";
import { attest } from "./attestation.server";

export const ATTEST_INTENT = "attest";

export const manageAttestation = adminAction(
  {
    [ATTEST_INTENT]: defineIntent({
      schema: attestSchema,
      run: attest,
      success: ATTESTATION_MESSAGES.attested,
      failure: ATTESTATION_MESSAGES.attestFailed,
    }),
  },
  // The public page shows the newest attestation: its cached copy is dropped.
  { area: "Self-attestation", changes: ["disclosures"] },
);
