import { houseSeatsSchema } from "@hancine/contract/box-office";

/** The house seats' form: the contract's rules, with no box ticked read as "keep none". */
export const houseSeatsFormSchema = houseSeatsSchema.extend({ seatIds: houseSeatsSchema.shape.seatIds.default([]) });
