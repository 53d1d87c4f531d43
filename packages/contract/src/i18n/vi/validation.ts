/**
 * The account forms' field messages (sign-up, sign-in, password, profile) as the contract's schemas
 * in `auth.ts` write them, word for word (a unit test runs the schemas and holds the two equal). The
 * schemas keep their own Vietnamese, so no catalogue reaches the site's scripts; the server answers
 * an English request with the English of the text zod gave (`validationKeyOf`), and an English page
 * shows the English of its own checks from the pairs its loader sends (decision 094).
 */
export const validationVi = {
  "validation.fullName.missing": "Vui lòng nhập họ và tên.",
  "validation.fullName.wrongType": "Họ và tên phải là chữ.",
  "validation.fullName.tooLong": "Họ và tên chỉ được dài tối đa 50 ký tự.",
  "validation.fullName.tooShort": "Họ và tên phải có ít nhất 2 ký tự.",
  "validation.fullName.letters": "Họ và tên chỉ được chứa chữ cái và khoảng trắng.",
  "validation.email.missing": "Vui lòng nhập e-mail.",
  "validation.email.wrongType": "E-mail phải là chuỗi ký tự.",
  "validation.email.tooLong": "E-mail quá dài (tối đa 254 ký tự).",
  "validation.email.invalid": "E-mail không hợp lệ. Ví dụ đúng: ten@gmail.com.",
  "validation.phone.missing": "Vui lòng nhập số điện thoại.",
  "validation.phone.wrongType": "Số điện thoại phải là chuỗi ký tự.",
  "validation.phone.invalid": "Số điện thoại không hợp lệ.",
  "validation.phone.notVietnamese": "Số điện thoại di động Việt Nam không hợp lệ. Ví dụ đúng: 0912 345 678.",
  "validation.gender.missing": "Vui lòng chọn giới tính Nam hoặc Nữ.",
  "validation.dateOfBirth.missing": "Vui lòng nhập ngày sinh.",
  "validation.dateOfBirth.shape": "Ngày sinh phải có dạng ngày/tháng/năm, ví dụ 15/06/1998.",
  "validation.dateOfBirth.notReal": "Ngày sinh không tồn tại trên lịch.",
  "validation.dateOfBirth.future": "Ngày sinh phải là một ngày trong quá khứ.",
  "validation.dateOfBirth.tooYoung": "Bạn cần đủ 13 tuổi để đăng ký tài khoản.",
  "validation.dateOfBirth.tooOld": "Ngày sinh chưa đúng, bạn hãy kiểm tra lại năm sinh.",
  "validation.password.missing": "Vui lòng nhập mật khẩu.",
  "validation.password.wrongType": "Mật khẩu phải là chuỗi ký tự.",
  "validation.password.tooShort": "Mật khẩu phải có ít nhất 8 ký tự.",
  "validation.password.tooLong": "Mật khẩu chỉ được dài tối đa 128 ký tự.",
  "validation.password.letter": "Mật khẩu phải có ít nhất một chữ cái.",
  "validation.password.digit": "Mật khẩu phải có ít nhất một chữ số.",
  "validation.password.common": "Mật khẩu này quá phổ biến và dễ bị đoán. Bạn hãy chọn mật khẩu khác.",
  "validation.password.containsEmail": "Mật khẩu không được chứa phần tên trong e-mail của bạn.",
  "validation.password.sameAsCurrent": "Mật khẩu mới phải khác mật khẩu hiện tại.",
  "validation.confirmPassword.missing": "Vui lòng nhập lại mật khẩu.",
  "validation.confirmPassword.wrongType": "Mật khẩu nhập lại phải là chuỗi ký tự.",
  "validation.confirmPassword.mismatch": "Mật khẩu nhập lại không khớp.",
  "validation.currentPassword.missing": "Vui lòng nhập mật khẩu hiện tại.",
  "validation.currentPassword.wrong": "Mật khẩu hiện tại không đúng.",
  "validation.acceptTerms.missing": "Bạn cần đồng ý với Điều khoản sử dụng và Chính sách bảo mật.",
  "validation.captcha.invalid": "Mã xác minh không hợp lệ.",
  "validation.token.missing": "Đường dẫn thiếu mã xác nhận. Bạn hãy mở lại đường dẫn trong e-mail.",
  "validation.token.wrongType": "Mã xác nhận không hợp lệ.",
  "validation.token.invalid": "Đường dẫn không hợp lệ hoặc đã hết hạn. Bạn hãy yêu cầu đường dẫn mới.",
  "validation.profile.unknownField": "Chỉ đổi được họ tên, số điện thoại và ngày sinh.",
  "validation.profile.nothingChanged": "Bạn chưa thay đổi thông tin nào.",
  // the security page's authenticator app (decision 096)
  "validation.totpCode.missing": "Vui lòng nhập mã xác thực.",
  "validation.totpCode.wrongType": "Mã xác thực phải là chuỗi ký tự.",
  "validation.totpCode.format": "Mã xác thực gồm 6 chữ số trong ứng dụng xác thực.",
} as const;
