import { confirmDialog, FormDialog } from "~/features/admin/admin-dialogs";
import { useAdminForm } from "~/features/admin/admin-form";
import { hindiLabel, HindiTextAreaField, HindiTextField } from "~/features/admin/hindi-fields";
import { TextAreaField, TextField } from "~/ui/form-controls";

import { formatAnnouncementDate, type AnnouncementRow } from "./announcements";
import { createAnnouncementSchema } from "./schema";

/** SPEC §2 "Announcements": the add dialog (title, content, date: today unless changed). */
export function AddAnnouncementDialog({ today, onClose }: { today: string; onClose: () => void }) {
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
    </FormDialog>
  );
}

export const DeleteAnnouncementDialog = confirmDialog(({ announcement }: { announcement: AnnouncementRow }) => ({
  section: "announcements",
  values: { intent: "delete", id: announcement.id },
  title: "Delete Announcement",
  description: `Delete "${announcement.title}" (${formatAnnouncementDate(announcement.date)})? It disappears from the home page. This cannot be undone.`,
}));
