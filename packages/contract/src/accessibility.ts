/**
 * Screenings for everyone (issue 35): what a showtime can offer people with a disability or sensory
 * needs, and how it is named. Plain constants (no zod): the showtime lists import them cheaply.
 * The database refuses any other value (`showtimes_accessibility_check`).
 */
export const ACCESSIBILITY_FEATURES = ["audio_description", "hoh_subtitles", "sensory_friendly"] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

/** The badge's short words, and what a screen reader (and the tooltip) says in full. */
export const ACCESSIBILITY_LABELS: Record<AccessibilityFeature, { short: string; long: string }> = {
  audio_description: { short: "Mô tả âm thanh", long: "Có thuyết minh mô tả hình ảnh cho người khiếm thị (qua tai nghe)" },
  hoh_subtitles: { short: "Phụ đề khiếm thính", long: "Phụ đề cho người khiếm thính, có ghi cả lời thoại và tiếng động" },
  sensory_friendly: { short: "Suất dịu nhẹ", long: "Suất thân thiện giác quan: đèn trong phòng để sáng nhẹ, âm thanh nhỏ hơn" },
};

/**
 * schema.org's words (the W3C accessibility vocabulary) for each feature, used in the JSON-LD of a
 * ScreeningEvent's `workPresented`. Sensory-friendly screenings have no term in that vocabulary;
 * `accessibilityFeature` is free text, so it gets a descriptive one.
 */
export const ACCESSIBILITY_SCHEMA_ORG: Record<AccessibilityFeature, string> = {
  audio_description: "audioDescription",
  hoh_subtitles: "openCaptions",
  sensory_friendly: "sensoryFriendly",
};

/** The features in their fixed order, each once (what the API answers and the database stores). */
export function normalizeAccessibility(features: readonly string[]): AccessibilityFeature[] {
  return ACCESSIBILITY_FEATURES.filter((feature) => features.includes(feature));
}
