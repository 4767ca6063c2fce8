// The visits still to happen, asked for or agreed (not done, not called off):
// what the dashboard counts as due, and a choice of the list's status filter.
export const DUE_VISITS = {
  value: "due",
  label: "Pending or confirmed",
  statuses: ["pending", "confirmed"] as const,
};
