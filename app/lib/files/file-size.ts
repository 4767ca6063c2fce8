/** A file's size in the unit a parent reads it in: 340 KB, 2.4 MB. */
export function fileSizeParts(bytes: number): { amount: string; unit: "KB" | "MB" } {
  if (bytes < 1024 * 1024) return { amount: String(Math.max(1, Math.round(bytes / 1024))), unit: "KB" };
  return { amount: (bytes / (1024 * 1024)).toFixed(1), unit: "MB" };
}

/** A file's size as the back office says it: "340 KB", "2.4 MB". */
export function fileSize(bytes: number): string {
  const { amount, unit } = fileSizeParts(bytes);
  return `${amount} ${unit}`;
}
