import { confirmDialog, FormDialog } from "~/features/admin/admin-dialogs";
import { useAdminForm } from "~/features/admin/admin-form";
import { hindiLabel, HindiTextAreaField, HindiTextField } from "~/features/admin/hindi-fields";
import { SendOnPublishField } from "~/features/broadcasts/broadcast-ui";
import type { Reach } from "~/features/broadcasts/broadcasts";
import { TextAreaField, TextField } from "~/ui/form-controls";

import { formatAnnouncementDate, type AnnouncementRow } from "./announcements";
import { createAnnouncementSchema } from "./schema";

/**
 * SPEC §2 "Announcements": the add dialog (title, content, date: today unless changed), and the box that sends it to
 * the subscribers (`reach`) at once (docs/specification.md §24 "Sending").
 */
export function AddAnnouncementDialog({ today, reach, onClose }: { today: string; reach: Reach; onClose: () => void }) {
  const state = useAdminForm({
    section: "announcements",
    intent: "create",
    id: "add-announcement",
    schema: createAnnouncementSchema,
    defaultValue: { date: today },
    onClose,
  });
  const { fields } = state;
  return (
    <FormDialog
      state={state}
      title="Add Announcement"
      description="It shows on the home page at once, among the three newest."
      submitLabel="Add Announcement"
      busyLabel="Adding..."
    >
      <TextField meta={fields.title} label="Title" autoComplete="off" />
      <HindiTextField meta={fields.titleHi} label={hindiLabel("Title")} />
      <TextAreaField meta={fields.content} label="Content" />
      <HindiTextAreaField meta={fields.contentHi} label={hindiLabel("Content")} />
      <TextField meta={fields.date} label="Date" type="date" />
      <SendOnPublishField meta={fields.send} reach={reach} />
    </FormDialog>
  );
}

export const DeleteAnnouncementDialog = confirmDialog(({ announcement }: { announcement: AnnouncementRow }) => ({
  section: "announcements",
  values: { intent: "delete", id: announcement.id },
  title: "Delete Announcement",
  description: `Delete "${announcement.title}" (${formatAnnouncementDate(announcement.date)})? It disappears from the home page. This cannot be undone.`,
}));
