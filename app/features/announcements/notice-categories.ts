// The notice categories' names on the public pages, said in the page's language (decision 0077).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { NoticeCategory } from "./notices";

/** Each category's name, said in the page's language (`t(…)`); the back office shows the English. */
export const NOTICE_CATEGORY_NAMES: Record<NoticeCategory, MessageDescriptor> = {
  circular: msg`Circular`,
  news: msg`News`,
  holiday: msg`Holiday`,
  examination: msg`Examination`,
  admission: msg`Admission`,
  event: msg`Event`,
  result: msg`Result`,
  vacancy: msg`Vacancy`,
};
