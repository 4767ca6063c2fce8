// How an application's lists show their choices, in the language of the page (docs/specification.md §21,
// docs/hindi-glossary.md). What a form sends, and what is stored, stays the choice itself (./options), as the office
// reads it.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { Board, Gender } from "./options";

export const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  Girl: msg({ message: "Girl", context: "gender" }),
  Boy: msg({ message: "Boy", context: "gender" }),
  Other: msg({ message: "Other", context: "gender" }),
};

export const BOARD_LABELS: Record<Board, MessageDescriptor> = {
  CBSE: msg({ message: "CBSE", context: "board" }),
  ICSE: msg({ message: "ICSE", context: "board" }),
  "State board": msg({ message: "State board", context: "board" }),
  Other: msg({ message: "Other", context: "board" }),
  None: msg({ message: "None", context: "board" }),
};
