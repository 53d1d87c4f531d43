import { z } from "zod";
import { adminCinemaSchema } from "../back-office.ts";
import { updateCinemaSchema } from "../cinema-opening-hours.ts";
import {
  adminShowtimeSchema,
  bulkResultSchema,
  cancelResultSchema,
  cancelShowtimeSchema,
  copyDaySchema,
  createShowtimeSchema,
  fillRoomSchema,
  moveResultSchema,
  moveShowtimeSchema,
  scheduleDaySchema,
  scheduleQuerySchema,
  showtimeAccessibilitySchema,
} from "../back-office-schedule.ts";
import { adminRoomListSchema, adminRoomSchema, adminRoomsQuerySchema, roomParamsSchema, saveLayoutSchema, updateRoomSchema } from "../back-office-rooms.ts";
import {
  adminFilmListSchema,
  adminFilmSchema,
  adminFilmsQuerySchema,
  filmInputSchema,
  filmPatchSchema,
  genreOptionSchema,
  mediaQuerySchema,
  uploadedMediaSchema,
} from "../back-office-films.ts";
import { auditEntrySchema, auditQuery } from "../back-office-audit.ts";
import {
  adminFilmReviewParams,
  adminFilmReviewPatchSchema,
  adminFilmReviewSchema,
  adminFilmReviewsPageSchema,
  adminFilmReviewsQuery,
} from "../back-office-film-reviews.ts";
import { voucherCodeParams, voucherInputSchema, voucherPatchSchema } from "../back-office-vouchers.ts";
import { filmPerformanceQuery, filmPerformanceSchema, occupancyQuery, occupancyReportSchema } from "../back-office-occupancy.ts";
import { dashboardQuery, overviewQuery, overviewSchema, salesDashboardSchema, salesReportQuery, salesReportSchema } from "../back-office-reports.ts";
import {
  adminPriceTableSchema,
  cinemaSlugParams,
  holidayBodySchema,
  holidayParams,
  holidaySchema,
  holidaysQuery,
  priceQuoteQuery,
  priceQuoteSchema,
  priceTableBodySchema,
} from "../back-office-prices.ts";
import { adminUserParams, adminUserPatchSchema, adminUserSchema, adminUsersPageSchema, adminUsersQuery, mfaResetResultSchema } from "../back-office-users.ts";
import {
  adminBannerSchema,
  adminPostSchema,
  adminProductSchema,
  adminVoucherSchema,
  adminPromotionSchema,
  bannerInputSchema,
  bannerPatchSchema,
  contentIdParams,
  contentListQuery,
  contentPageSchema,
  postInputSchema,
  postPatchSchema,
  productInputSchema,
  productPatchSchema,
  promotionInputSchema,
  promotionPatchSchema,
} from "../back-office-content.ts";
import {
  adminOrderSchema,
  adminOrderSummarySchema,
  adminRefundSchema,
  failedRefundSchema,
  orderCodeParams,
  orderSearchQuery,
  refundOrderResultSchema,
  refundOrderSchema,
  refundParams,
  refundsQuery,
  resendResultSchema,
  settleRefundSchema,
} from "../back-office-orders.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

const showtimeParams = z.object({ id: z.string().max(64) });

/** The back office (`/admin/...`): staff and managers see and act on their cinemas only, admins on the chain. */
export const adminApi = {
  "GET /admin/cinemas": { result: z.array(adminCinemaSchema) },
  "PATCH /admin/cinemas/:slug": { params: cinemaSlugParams, body: updateCinemaSchema, result: adminCinemaSchema },
  "GET /admin/schedule": { query: scheduleQuerySchema, result: scheduleDaySchema },
  "POST /admin/showtimes": { body: createShowtimeSchema, result: adminShowtimeSchema },
  "PATCH /admin/showtimes/:id": { params: showtimeParams, body: moveShowtimeSchema, result: moveResultSchema },
  "PUT /admin/showtimes/:id/accessibility": { params: showtimeParams, body: showtimeAccessibilitySchema, result: adminShowtimeSchema },
  "POST /admin/showtimes/:id/cancel": { params: showtimeParams, body: cancelShowtimeSchema, result: cancelResultSchema },
  "POST /admin/showtimes/copy-day": { body: copyDaySchema, result: bulkResultSchema },
  "POST /admin/showtimes/fill": { body: fillRoomSchema, result: bulkResultSchema },
  "GET /admin/auditoriums": { query: adminRoomsQuerySchema, result: adminRoomListSchema },
  "GET /admin/auditoriums/:id": { params: roomParamsSchema, result: adminRoomSchema },
  "PATCH /admin/auditoriums/:id": { params: roomParamsSchema, body: updateRoomSchema, result: adminRoomSchema },
  "PUT /admin/auditoriums/:id/layout": { params: roomParamsSchema, body: saveLayoutSchema, result: adminRoomSchema },
  // Films and their art (issue 14, "Films"): reads for managers and admins, changes for admins.
  "POST /admin/media": { query: mediaQuerySchema, result: uploadedMediaSchema },
  "GET /admin/films": { query: adminFilmsQuerySchema, result: adminFilmListSchema },
  "POST /admin/films": { body: filmInputSchema, result: adminFilmSchema },
  "GET /admin/films/:id": { params: z.object({ id: z.uuid({ message: "Không tìm thấy phim này." }) }), result: adminFilmSchema },
  "PATCH /admin/films/:id": { params: z.object({ id: z.uuid({ message: "Không tìm thấy phim này." }) }), body: filmPatchSchema, result: adminFilmSchema },
  "GET /admin/genres": { result: z.array(genreOptionSchema) },
  // Prices and the holiday calendar (managers of the cinema and admins; the calendar is the chain's: admins change it).
  "GET /admin/cinemas/:slug/prices": { params: cinemaSlugParams, result: adminPriceTableSchema },
  "PUT /admin/cinemas/:slug/prices": { params: cinemaSlugParams, body: priceTableBodySchema, result: adminPriceTableSchema },
  "GET /admin/prices/quote": { query: priceQuoteQuery, result: priceQuoteSchema },
  "GET /admin/holidays": { query: holidaysQuery, result: z.array(holidaySchema) },
  "PUT /admin/holidays/:day": { params: holidayParams, body: holidayBodySchema, result: holidaySchema },
  "DELETE /admin/holidays/:day": { params: holidayParams, result: holidaySchema },
  // People (admins only) and the change log.
  "GET /admin/users": { query: adminUsersQuery, result: adminUsersPageSchema },
  "PATCH /admin/users/:id": { params: adminUserParams, body: adminUserPatchSchema, result: adminUserSchema },
  "POST /admin/users/:id/mfa/reset": { params: adminUserParams, result: mfaResetResultSchema },
  // The order desk (issue 15, "Order desk"; docs/decisions/045).
  "GET /admin/orders": { query: orderSearchQuery, result: z.array(adminOrderSummarySchema) },
  "GET /admin/orders/:code": { params: orderCodeParams, result: adminOrderSchema },
  "POST /admin/orders/:code/refund": { params: orderCodeParams, body: refundOrderSchema, result: refundOrderResultSchema },
  "POST /admin/orders/:code/resend": { params: orderCodeParams, result: resendResultSchema },
  "GET /admin/refunds": { query: refundsQuery, result: z.array(failedRefundSchema) },
  "POST /admin/refunds/:id/settle": { params: refundParams, body: settleRefundSchema, result: adminRefundSchema },
  "GET /admin/audit": { query: auditQuery, result: z.array(auditEntrySchema) },
  // Content (issue 15, admins): draft → scheduled → published → archived (docs/decisions/047).
  "GET /admin/banners": { query: contentListQuery, result: contentPageSchema(adminBannerSchema, "AdminBannerPage") },
  "POST /admin/banners": { body: bannerInputSchema, result: adminBannerSchema },
  "GET /admin/banners/:id": { params: contentIdParams, result: adminBannerSchema },
  "PATCH /admin/banners/:id": { params: contentIdParams, body: bannerPatchSchema, result: adminBannerSchema },
  "DELETE /admin/banners/:id": { params: contentIdParams, result: adminBannerSchema },
  "GET /admin/promotions": { query: contentListQuery, result: contentPageSchema(adminPromotionSchema, "AdminPromotionPage") },
  "POST /admin/promotions": { body: promotionInputSchema, result: adminPromotionSchema },
  "GET /admin/promotions/:id": { params: contentIdParams, result: adminPromotionSchema },
  "PATCH /admin/promotions/:id": { params: contentIdParams, body: promotionPatchSchema, result: adminPromotionSchema },
  "DELETE /admin/promotions/:id": { params: contentIdParams, result: adminPromotionSchema },
  // Reports (issue 15; docs/decisions/046). `format=csv|xlsx` answers a file instead of JSON; so does GET /admin/reports/export (outside the map).
  "GET /admin/reports/sales": { query: salesReportQuery, result: salesReportSchema },
  "GET /admin/reports/dashboard": { query: dashboardQuery, result: salesDashboardSchema },
  "GET /admin/reports/overview": { query: overviewQuery, result: overviewSchema },
  // Occupancy and film performance (issue 36; docs/decisions/086); `format=csv|xlsx` answers a file.
  "GET /admin/reports/occupancy": { query: occupancyQuery, result: occupancyReportSchema },
  "GET /admin/reports/film-performance": { query: filmPerformanceQuery, result: filmPerformanceSchema },
  "GET /admin/posts": { query: contentListQuery, result: contentPageSchema(adminPostSchema, "AdminPostPage") },
  "POST /admin/posts": { body: postInputSchema, result: adminPostSchema },
  "GET /admin/posts/:id": { params: contentIdParams, result: adminPostSchema },
  "PATCH /admin/posts/:id": { params: contentIdParams, body: postPatchSchema, result: adminPostSchema },
  "DELETE /admin/posts/:id": { params: contentIdParams, result: adminPostSchema },
  "GET /admin/products": { query: contentListQuery, result: contentPageSchema(adminProductSchema, "AdminProductPage") },
  "POST /admin/products": { body: productInputSchema, result: adminProductSchema },
  "GET /admin/products/:id": { params: contentIdParams, result: adminProductSchema },
  "PATCH /admin/products/:id": { params: contentIdParams, body: productPatchSchema, result: adminProductSchema },
  "GET /admin/vouchers": { query: contentListQuery, result: contentPageSchema(adminVoucherSchema, "AdminVoucherPage") },
  "POST /admin/vouchers": { body: voucherInputSchema, result: adminVoucherSchema },
  "GET /admin/vouchers/:id": { params: voucherCodeParams, result: adminVoucherSchema },
  "PATCH /admin/vouchers/:id": { params: voucherCodeParams, body: voucherPatchSchema, result: adminVoucherSchema },
  // Viewers' reviews of films: read and hide (decision 056).
  "GET /admin/film-reviews": { query: adminFilmReviewsQuery, result: adminFilmReviewsPageSchema },
  "PATCH /admin/film-reviews/:id": { params: adminFilmReviewParams, body: adminFilmReviewPatchSchema, result: adminFilmReviewSchema },
} satisfies Record<string, ApiRouteSchemas>;
