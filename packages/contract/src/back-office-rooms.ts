import { z } from "zod";
import { SEAT_TYPES } from "./catalog.ts";
import { LAYOUT_LIMITS, NUMBERINGS, SCREEN_SIDES } from "./seat-layout-rules.ts";
import { openingHoursSchema } from "./cinema-opening-hours.ts";

/** Rooms and their seat layouts in the back office (API "Back office", decision 038). */

const seatTypeSchema = z.enum(SEAT_TYPES, { error: "Loại ghế phải là thường, VIP, đôi hoặc xe lăn." });

export const layoutCountsSchema = z
  .object({
    standard: z.number().int(),
    vip: z.number().int(),
    couple: z.number().int().describe("Ghế đôi (mỗi ghế chiếm hai ô, bán theo cặp)"),
    wheelchair: z.number().int(),
    blocked: z.number().int().describe("Ghế đang chặn (hỏng, không bán), đã tính trong các loại trên"),
    total: z.number().int(),
  })
  .meta({ id: "LayoutCounts" });

export const upcomingShowtimesSchema = z.object({
  onCurrentLayout: z.number().int().describe("Suất sắp chiếu bán theo sơ đồ hiện tại"),
  onOlderLayouts: z.number().int().describe("Suất sắp chiếu vẫn bán theo sơ đồ cũ (tạo trước lần đổi sơ đồ gần nhất)"),
});

export const adminLayoutSeatSchema = z.object({
  id: z.string(),
  rowLabel: z.string(),
  number: z.number().int(),
  label: z.string(),
  type: z.enum(SEAT_TYPES),
  x: z.number().int(),
  y: z.number().int(),
  span: z.number().int(),
  blocked: z.boolean(),
  companion: z.boolean().describe("Ghế người đi kèm, cạnh một chỗ xe lăn: chỉ bán cùng chỗ xe lăn trong cùng đơn"),
});

export const adminRoomSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    cleaningMinutes: z.number().int(),
    cinema: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
    layout: z.object({
      id: z.string(),
      version: z.number().int().describe("Số lần lưu sơ đồ của phòng (1: sơ đồ đầu tiên)"),
      createdAt: z.string().describe("ISO 8601"),
      screenSide: z.enum(SCREEN_SIDES),
      rows: z.number().int().describe("Số hàng của lưới"),
      columns: z.number().int().describe("Số cột của lưới (lối đi là cột trống)"),
      seats: z.array(adminLayoutSeatSchema),
      counts: layoutCountsSchema,
    }),
    upcomingShowtimes: upcomingShowtimesSchema,
  })
  .meta({ id: "AdminRoom" });
export type AdminRoom = z.infer<typeof adminRoomSchema>;

export const adminRoomSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  cleaningMinutes: z.number().int(),
  layoutVersion: z.number().int(),
  layoutCreatedAt: z.string(),
  counts: layoutCountsSchema,
  upcomingShowtimes: upcomingShowtimesSchema,
});

export const adminRoomListSchema = z
  .array(
    z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      city: z.string(),
      openingHours: openingHoursSchema.nullable().describe("Giờ mở cửa rạp đã khai báo; null: theo giờ mặc định 09:00–24:00"),
      rooms: z.array(adminRoomSummarySchema),
    }),
  )
  .meta({ id: "AdminRoomList" });
export type AdminRoomList = z.infer<typeof adminRoomListSchema>;

export const adminRoomsQuerySchema = z.object({ cinema: z.string().max(80).optional().describe("Slug của một rạp") });

export const roomParamsSchema = z.object({ id: z.string().max(64) });

const draftSeatSchema = z.object({
  x: z
    .number({ error: "Cột của ghế phải là một số." })
    .int("Cột của ghế phải là số nguyên.")
    .min(0, "Cột của ghế không được âm.")
    .max(LAYOUT_LIMITS.columns - 1, `Sơ đồ tối đa ${LAYOUT_LIMITS.columns} cột.`),
  type: seatTypeSchema,
  span: z.union([z.literal(1), z.literal(2)], { error: "Một ghế chiếm một ô, ghế đôi hai ô." }).default(1),
  blocked: z.boolean({ error: "Trạng thái chặn ghế phải là đúng hoặc sai." }).default(false),
  companion: z
    .boolean({ error: "Ghế người đi kèm phải là đúng hoặc sai." })
    .default(false)
    .describe("Ghế người đi kèm: ghế thường hoặc VIP ngay cạnh một chỗ xe lăn cùng hàng"),
});

export const saveLayoutSchema = z
  .object({
    screenSide: z.enum(SCREEN_SIDES, { error: "Màn hình ở phía trên hoặc phía dưới sơ đồ." }).default("top"),
    numbering: z.enum(NUMBERINGS, { error: "Đánh số ghế từ trái sang phải hoặc từ phải sang trái." }).default("left-to-right"),
    columns: z
      .number({ error: "Số cột phải là một số." })
      .int("Số cột phải là số nguyên.")
      .min(1, "Sơ đồ cần ít nhất một cột.")
      .max(LAYOUT_LIMITS.columns, `Sơ đồ tối đa ${LAYOUT_LIMITS.columns} cột.`),
    rows: z
      .array(
        z.object({
          label: z
            .string({ error: "Tên hàng phải là chữ." })
            .max(4, "Tên hàng gồm 1–2 chữ cái.")
            .default("")
            .describe("Trống: đặt tự động A, B, C… (bỏ I và O) từ phía màn hình"),
          seats: z
            .array(draftSeatSchema, { error: "Danh sách ghế của hàng không hợp lệ." })
            .max(LAYOUT_LIMITS.columns, `Một hàng tối đa ${LAYOUT_LIMITS.columns} ghế.`),
        }),
        { error: "Danh sách hàng không hợp lệ." },
      )
      .min(1, "Sơ đồ cần ít nhất một hàng.")
      .max(LAYOUT_LIMITS.rows, `Sơ đồ tối đa ${LAYOUT_LIMITS.rows} hàng.`),
    baseLayoutId: z.string().max(64).optional().describe("Sơ đồ mà người sửa đã mở: nếu phòng đã có sơ đồ mới hơn, 409 LAYOUT_CHANGED"),
  })
  .meta({ id: "SaveLayout" });
export type SaveLayout = z.input<typeof saveLayoutSchema>;

export const updateRoomSchema = z
  .strictObject(
    {
      name: z.string({ error: "Tên phòng phải là chữ." }).trim().min(1, "Bạn hãy nhập tên phòng.").max(60, "Tên phòng tối đa 60 ký tự.").optional(),
      cleaningMinutes: z
        .number({ error: "Thời gian dọn phòng phải là một số phút." })
        .int("Thời gian dọn phòng phải là số phút nguyên.")
        .min(0, "Thời gian dọn phòng không được âm.")
        .max(60, "Thời gian dọn phòng tối đa 60 phút.")
        .optional(),
    },
    {
      error: (issue) => (issue.code === "unrecognized_keys" ? "Chỉ đổi được tên phòng và thời gian dọn phòng." : "Dữ liệu gửi lên phải là một đối tượng JSON."),
    },
  )
  .refine((body) => body.name !== undefined || body.cleaningMinutes !== undefined, "Bạn hãy đổi tên phòng hoặc thời gian dọn phòng.")
  .meta({ id: "UpdateRoom" });
export type UpdateRoom = z.input<typeof updateRoomSchema>;
