import { z } from "zod";
import { FORMATS } from "./catalog.ts";
import { openingHoursSchema } from "./cinema-opening-hours.ts";

/** A cinema as the back office sees it: its rooms, their seat counts and formats (API "Back office"). */
export const adminCinemaSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    city: z.string().describe("Tên tỉnh/thành"),
    openingHours: openingHoursSchema
      .nullable()
      .describe("Giờ mở cửa rạp đã khai báo (giờ Việt Nam); null: chưa khai báo, báo cáo lấp đầy tính theo 09:00–24:00"),
    auditoriums: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        seats: z.number().int(),
        formats: z.array(z.enum(FORMATS)).describe("Định dạng các suất đã xếp ở phòng này"),
        cleaningMinutes: z.number().int().describe("Phút dọn phòng sau mỗi suất"),
      }),
    ),
  })
  .meta({ id: "AdminCinema" });
export type AdminCinema = z.infer<typeof adminCinemaSchema>;
