import { shareImageResponse } from "~/features/share-image/share-image.server";

import type { Route } from "./+types/share-image";

// GET /share.png and /share.jpg: the picture WhatsApp and Facebook show beside a link to a public page (decision
// 0076), drawn once and kept; HEAD is the same loader.
export async function loader({ request }: Route.LoaderArgs) {
  return shareImageResponse(request);
}
