/** A film's rate as Vietnamese write it: "8,4". */
export const rateText = (rate: number) => rate.toLocaleString("vi-VN", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
