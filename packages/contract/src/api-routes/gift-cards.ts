import { z } from "zod";
import {
  buyGiftCardSchema,
  giftCardOrderSchema,
  myGiftCardSchema,
  adminGiftCardSchema,
  giftCardBalanceSchema,
  giftCardBlockSchema,
  giftCardCredentialsSchema,
  giftCardLookupSchema,
} from "../gift-cards.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";
import { cancelOrderSchema } from "../booking.ts";

/** Gift cards (issue 35, decision 078). */
export const giftCardsApi = {
  "POST /gift-cards/balance": { body: giftCardCredentialsSchema, result: giftCardBalanceSchema },
  "POST /gift-cards": { body: buyGiftCardSchema, result: giftCardOrderSchema },
  "GET /gift-cards/orders/:code": { params: z.object({ code: z.string().max(32) }), result: giftCardOrderSchema },
  "POST /gift-cards/orders/:code/cancel": { params: z.object({ code: z.string().max(32) }), body: cancelOrderSchema, result: giftCardOrderSchema },
  "GET /me/gift-cards": { result: z.array(myGiftCardSchema) },
  "POST /admin/gift-cards/lookup": { body: giftCardLookupSchema, result: adminGiftCardSchema },
  "POST /admin/gift-cards/:id/block": {
    params: z.object({ id: z.uuid({ error: "Mã thẻ quà tặng không hợp lệ." }) }),
    body: giftCardBlockSchema,
    result: adminGiftCardSchema,
  },
} satisfies Record<string, ApiRouteSchemas>;
