import { z } from "zod";
import { updateCinemaSchema } from "@hancine/contract/cinema-opening-hours";

/**
 * The cinema's opening hours form as the API's body (decision 091): two fields, `openingHours.opens`
 * and `openingHours.closes` ("HH:MM"). Both left empty: the chain's default (`openingHours: null`);
 * one of them empty is a time for the contract to refuse in its own words.
 */
export const cinemaHoursFormSchema = z.preprocess((form: Record<string, unknown>) => {
  const hours = typeof form.openingHours === "object" && form.openingHours !== null ? (form.openingHours as Record<string, unknown>) : {};
  const empty = (value: unknown) => value === undefined || (typeof value === "string" && value.trim() === "");
  if (empty(hours.opens) && empty(hours.closes)) return { openingHours: null };
  return { openingHours: { opens: hours.opens ?? "", closes: hours.closes ?? "" } };
}, updateCinemaSchema);
