/** Letters only Vietnamese writes (a, d, e, i, o, u, y with their marks): none belongs in an English text (decisions 090, 092). */
export const VIETNAMESE_LETTER = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/iu;

/** Whether a text is written in Vietnamese (has a letter only Vietnamese writes). */
export function hasVietnamese(text: string): boolean {
  return VIETNAMESE_LETTER.test(text);
}
