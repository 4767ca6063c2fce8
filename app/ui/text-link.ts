/**
 * The look of a link among words, public or back office: underlined in the brand's colour, and at least 44 pixels
 * tall, a target a thumb can hit (decision 0049).
 */
export const TEXT_LINK = "inline-flex min-h-11 items-center font-medium text-brand-800 underline";

/** The look of a link in a list of links, one a line (records, places): underlined only under the pointer. */
export const LIST_LINK = "inline-flex min-h-11 items-center text-brand-800 hover:underline";
