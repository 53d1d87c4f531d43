import { notFound, type AppError } from "../../http/app-error.ts";

/** An order that does not exist or is someone else's: the same answer either way (no probing). */
export const orderNotFound = (): AppError => notFound("Không tìm thấy đơn hàng này.");
