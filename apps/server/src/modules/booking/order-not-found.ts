import { notFound, type DomainError } from "#server/domain-error.ts";

/** An order that does not exist or is someone else's: the same answer either way (no probing). */
export const orderNotFound = (): DomainError => notFound("Không tìm thấy đơn hàng này.");
