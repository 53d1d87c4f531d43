import { notFound, type DomainError } from "#server/domain-error.ts";
import { msg } from "@hancine/contract/i18n/message";

/** An order that does not exist or is someone else's: the same answer either way (no probing). */
export const orderNotFound = (): DomainError => notFound(msg("error.NOT_FOUND.order"));
