import type { QuickBooking } from "@hancine/contract/quick-booking";

export type QuickBookingQuery = { city?: string; film?: string; cinema?: string; date?: string };

/** The options of each step given the earlier choices (GET /api/v1/quick-booking). Browser side. */
export async function fetchQuickBooking(query: QuickBookingQuery, signal?: AbortSignal): Promise<QuickBooking> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const response = await fetch(`/api/v1/quick-booking?${params}`, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`quick-booking answered ${response.status}`);
  return ((await response.json()) as { result: QuickBooking }).result;
}
