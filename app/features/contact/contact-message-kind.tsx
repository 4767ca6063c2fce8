// Contact messages in the back office (decision 0026): the page's words,
// statuses and columns. Found with a search box; listed newest first.
import { defineRequestKind } from "~/features/requests/request-kind";
import { ContactCell, EmailLink, PhoneLink } from "~/features/requests/request-table";

import type { contactMessages } from "../../../db/schema";

/** A message nobody has opened yet: what the dashboard counts, and what opening one moves it from. */
export const UNREAD_CONTACT_MESSAGES = "new" as const;

export const contactMessageKind = defineRequestKind<typeof contactMessages.$inferSelect>({
  section: "contact_messages",
  statuses: ["new", "read", "replied", "closed"],
  // Opening a message marks it read, once (decision 0026).
  opened: { from: UNREAD_CONTACT_MESSAGES, to: "read" },
  filter: { param: "q", label: "Search", placeholder: "Name, email, phone or message" },
  // Ours, in the words of SPEC §8's other lists.
  messages: {
    loadFailed: "Failed to load contact messages",
    statusUpdated: "Status updated successfully",
    statusFailed: "Failed to update status",
    deleted: "Message deleted",
    deleteFailed: "Failed to delete message",
    notFound: "This message no longer exists. Reload the page to see the current list.",
    badStatus: "Choose a status: new, read, replied or closed",
  },
  texts: {
    title: "Contact Messages",
    description: "Messages sent from the Contact page, newest first.",
    caption: "Contact messages, newest first",
    noun: "messages",
    empty: "No messages yet.",
    noMatch: "No messages match this search.",
    received: "Received",
  },
  columns: [
    { heading: "Name", cell: (row) => row.name },
    { heading: "Contact", cell: (row) => <ContactCell phone={row.phone} email={row.email} /> },
    {
      heading: "Message",
      // The first lines; the whole message is on its own page.
      cell: (row) => <span className="line-clamp-3">{row.message}</span>,
      className: "max-w-md break-words whitespace-pre-line",
    },
  ],
  card: {
    who: (row) => row.name,
    about: (row) => <p className="line-clamp-2 whitespace-pre-line">{row.message}</p>,
  },
  statusLabel: (row) => `Status of the message from ${row.name}`,
  deleteLabel: (row) => `Delete the message from ${row.name}`,
  deletePrompt: (row) => ({
    title: "Delete this message?",
    description: `The message from ${row.name} (${row.email}) will be deleted. This cannot be undone.`,
  }),
  record: {
    title: { prefix: "Message from ", name: "name" },
    fields: [
      { label: "Name", value: (row) => row.name },
      { label: "Email", value: (row) => <EmailLink email={row.email} /> },
      { label: "Phone", value: (row) => <PhoneLink phone={row.phone} /> },
      { label: "Message", value: (row) => row.message },
    ],
  },
});
