import { confirmDialog } from "~/features/admin/admin-dialogs";

import { formatAnnouncementDate, type AnnouncementRow } from "./announcements";

export const DeleteAnnouncementDialog = confirmDialog(({ announcement }: { announcement: AnnouncementRow }) => ({
  section: "announcements",
  values: { intent: "delete", id: announcement.id },
  title: "Delete Announcement",
  description: `Delete "${announcement.title}" (${formatAnnouncementDate(announcement.date)})? It disappears from the home page and the Notice Board. This cannot be undone.`,
}));
