/**
 * The seat-selection rules' refusals as the server sends them (decision 090): word for word the
 * contract's `seat-rules.ts` functions, which the seat map keeps using (tested in the server).
 */
export const seatRulesVi = {
  "seats.tooMany": "Mỗi đơn hàng có tối đa {max} ghế. Bạn hãy bỏ bớt ghế trước khi chọn thêm nhé.",
  "seats.taken": "Ghế {seats} vừa có người chọn. Bạn hãy chọn ghế khác nhé.",
  "seats.stranded":
    "Ghế {seats} sẽ bị bỏ trống một mình, kẹp giữa các ghế đã có người hoặc sát lối đi, nên không ai mua được. Bạn hãy chọn thêm ghế {seats} hoặc dời sang các ghế liền nhau nhé.",
  "seats.companionAlone":
    "Ghế {seats} dành cho người đi kèm người dùng xe lăn, chỉ bán cùng một chỗ xe lăn trong cùng đơn. Bạn hãy chọn thêm chỗ xe lăn bên cạnh, hoặc chọn ghế khác nhé.",
} as const;
